/** What the app reports and the page it happened on: the types the queue, the beacons, the scrubber and the SDK's
 * chunk share, in a file of their own so none of them imports another for its types. */
/** Where a failure the app reports on purpose happened, beyond its stack. */
export type FailureContext = {
  /** The machine's id and the state the failure arrived in. */
  machine?: string;
  state?: string;
  /** An effect outside any machine's state (a binding's own callback). */
  effect?: string;
  /** `warning` for what the visitor chose or caused (a microphone refused); `error` otherwise. */
  level?: 'error' | 'warning';
};

/** Which of React's root callbacks saw an error. */
export type ReactErrorKind = 'uncaught' | 'caught' | 'recoverable';

export type ErrorReport =
  | { source: 'uncaught' | 'rejection'; error: unknown }
  | { source: 'react'; kind: ReactErrorKind; error: unknown; componentStack: string | undefined }
  | { source: 'failure'; error: unknown; context: FailureContext };

/**
 * What the app tells the reporter about the page: the route's template (`/ai-phone-caller/$slug`, never the
 * address) and the values of its params, which must not leave the browser in any text of a report.
 */
export type PageFacts = { route: string; params: string[] };

/** A report with the page it happened on, when the app could say. */
export type QueuedReport = ErrorReport & { page: PageFacts | undefined };
