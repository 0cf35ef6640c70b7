import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

// A request still running after this long is cut off, so that a stop always ends within seconds.
const drainMs = 3000;
// Connections idle when the stop begins stay open this long, for a request a client may be sending on one.
const idleGraceMs = 500;

/**
 * Prepares `server` for a graceful stop and returns the function that performs it: stop accepting
 * connections, let every request in flight finish with `Connection: close`, serve (and close) a request
 * arriving on a kept-alive connection, and resolve once every connection has ended.
 */
export function gracefulStopper(server: Server): () => Promise<void> {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  const closeAfterResponse = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request, response: ServerResponse) => {
    if (stopping) closeAfterResponse(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return () =>
    new Promise<void>((resolve) => {
      stopping = true;
      inFlight.forEach(closeAfterResponse);
      // From a setImmediate, which runs after the poll phase has read whatever requests have arrived: on a
      // busy event loop a connection whose request is waiting to be read would otherwise look idle.
      const idle = setTimeout(() => setImmediate(() => server.closeIdleConnections()), idleGraceMs);
      const overdue = setTimeout(() => server.closeAllConnections(), drainMs);
      // After this turn's connections are accepted: closing the listening socket resets those still queued.
      setImmediate(() =>
        // net.Server's close, not http.Server's: the latter also destroys every idle kept-alive connection at
        // once, which resets a request whose bytes have arrived but were not read yet.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(idle);
          clearTimeout(overdue);
          resolve();
        }),
      );
    });
}
