import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

// A request still running after this long is cut off, and a kept-alive connection still open is closed, so
// that a stop always ends within seconds. Idle connections are not closed sooner: a client may have sent a
// request on one that a busy server has not read yet, and closing it would reset that request (seen under
// load, where reading took over a second).
export const drainMs = 3000;

/** What a stop did with the requests the server had taken: answered, or cut off by the deadline. */
export type StopReport = { answered: number; cutOff: number };

/**
 * Prepares `server` for a graceful stop and returns the function that performs it: stop accepting
 * connections, let every request in flight finish with `Connection: close`, serve (and close) a request
 * arriving on a kept-alive connection, and resolve once every connection has ended.
 */
export function gracefulStopper(server: Server): () => Promise<StopReport> {
  let stopping = false;
  const report: StopReport = { answered: 0, cutOff: 0 };
  const inFlight = new Set<ServerResponse>();
  const closeAfterResponse = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request, response: ServerResponse) => {
    if (stopping) closeAfterResponse(response);
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (stopping) report[response.writableFinished ? 'answered' : 'cutOff']++;
    });
  });

  return () =>
    new Promise<StopReport>((resolve) => {
      stopping = true;
      inFlight.forEach(closeAfterResponse);
      const overdue = setTimeout(() => server.closeAllConnections(), drainMs);
      // After this turn's connections are accepted: closing the listening socket resets those still queued.
      setImmediate(() =>
        // net.Server's close, not http.Server's: the latter also destroys every idle kept-alive connection at
        // once, which resets a request whose bytes have arrived but were not read yet.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(overdue);
          resolve(report);
        }),
      );
    });
}
