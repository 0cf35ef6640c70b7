/**
 * Reading a failure, for every flow: the client libraries throw errors of many shapes, and a person is shown the
 * server's own words where there are any.
 */

/** A failure as a machine keeps it: the server's own words (null when it gave none); the screen words the rest. */
export type Failure = { reason: string | null };

/** What a machine keeps of a failure, whatever shape the client threw it in. */
export const failureFrom = (error: unknown): Failure => ({ reason: reasonOf(error) });

/**
 * The server's own words for a failure, whatever shape the client threw it in, or null when it gave none: what a
 * machine keeps, so the screen that shows the failure chooses its own words around it (src/content).
 */
export function reasonOf(error: unknown): string | null {
  return messageOf(error, '') || null;
}

/** The text of a failure, whatever shape the client threw it in. */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message || fallback;
  }
  return fallback;
}
