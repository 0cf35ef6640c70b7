import { constants } from 'node:os';

// npm passes Ctrl-C on to its script although the terminal has already sent it to the whole process
// group, so a repeat of a signal this soon is the same request, not a second Ctrl-C.
const sameRequestMs = 500;
// A stop must end within 5 s; past this the process exits without finishing it.
const stopDeadlineMs = 4500;

/**
 * Installs Ctrl-C and SIGTERM handling for an entry point; call it before starting anything. The first
 * signal runs `stop` and exits (0 once it has finished, 1 if it fails or overruns its deadline); a second
 * Ctrl-C exits at once.
 */
export function exitOnStopSignals(stop: () => Promise<void>): void {
  let firstAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = performance.now();
    if (firstAt === null) {
      firstAt = now;
      console.log(`${signal}: stopping (Ctrl-C again exits at once)`);
      setTimeout(() => {
        console.error(`Not stopped after ${stopDeadlineMs / 1000} s: exiting without finishing the stop.`);
        process.exit(1);
      }, stopDeadlineMs).unref();
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('The stop failed:', error);
          process.exit(1);
        },
      );
    } else if (now - firstAt > sameRequestMs) {
      console.log(`${signal} again: exiting at once`);
      process.exit(128 + constants.signals[signal]);
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
