/**
 * Resolves in a later task, so the work before and after it run as two short tasks rather than one
 * long one. A message, not a timer: timers can be throttled, and a test's fake clock stops them.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
