/**
 * The early half of error reporting, loaded with main.tsx before the first paint: a listener for uncaught errors
 * and unhandled rejections, and a short queue that holds them (and the app's own reports) until the SDK's chunk
 * (sentry-reporter.ts) has loaded. That chunk loads at the first error or report and never otherwise, so a visit
 * without an error downloads none of it; once it has loaded the queue is replayed into it and the SDK's own
 * handlers take over. A visitor who leaves before it has loaded takes nothing with them: what is still queued
 * leaves as beacons (leaving-envelope.ts).
 */
import { leavingEnvelope } from './leaving-envelope';
import { pageContextOf, scrubBreadcrumb, scrubEvent, type PageContext } from './scrub';
import type { ErrorReport, PageFacts, QueuedReport } from './error-report';
import { errorTunnelPath } from './tunnel-path';

/** The SDK's chunk, once loaded: it sends what it is given. */
export type ErrorReporter = { capture(report: QueuedReport): void };

/**
 * What the SDK's chunk is handed rather than imports: the scrubbing rules and the tunnel's path live in this early
 * chunk (the beacons need them), and a module both chunks imported would become a script of its own before the
 * first paint. `pageContext` names the page of a report (the facts it was queued with, else the page's now).
 */
export type ReporterTools = {
  pageContext(facts: PageFacts | undefined): PageContext;
  scrubEvent: typeof scrubEvent;
  scrubBreadcrumb: typeof scrubBreadcrumb;
  tunnelPath: string;
};

export type ReporterModule = { installReporter(tools: ReporterTools): ErrorReporter };

export type ErrorQueue = {
  report(report: ErrorReport): void;
  /** Called by the app once its router exists, so every report names its route. */
  describePage(facts: () => PageFacts): void;
};

/**
 * Resolves in a later task (a message: timers can be clamped). src/lib/next-task.ts does the same for the app, but
 * it is built into the React chunk, which this code, loaded before the first paint, must not import.
 */
const laterTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Enough to see what went wrong first; an error in a loop must not grow the page's memory without end. */
export const maxQueuedReports = 20;

/**
 * `load` fetches the SDK's chunk; without one (no DSN in this build) nothing is listened to or sent, and the
 * app's reports only reach the console. `fallbackRoute` names the page before the app can (the route the build
 * rendered it for, or "unknown").
 */
export function holdErrors(load: (() => Promise<ReporterModule>) | undefined, fallbackRoute: string): ErrorQueue {
  let page: (() => PageFacts) | undefined;
  let reporter: ErrorReporter | undefined;
  let loading = false;
  const queued: QueuedReport[] = [];

  const onError = (event: ErrorEvent) => enqueue({ source: 'uncaught', error: event.error ?? event.message });
  const onRejection = (event: PromiseRejectionEvent) => enqueue({ source: 'rejection', error: event.reason });

  function enqueue(report: ErrorReport) {
    if (!load) return;
    const withPage = { ...report, page: page?.() };
    if (reporter) return reporter.capture(withPage);
    if (queued.length < maxQueuedReports) queued.push(withPage);
    startLoading();
  }

  function startLoading() {
    if (!load || loading) return;
    loading = true;
    load().then(
      // Evaluating the SDK and setting it up are two tasks, each short enough not to hold up a tap.
      (module) => laterTask().then(() => install(module)),
      (error: unknown) => console.warn('Error reporting is off: its code could not be loaded.', error),
    );
  }

  function install(module: ReporterModule) {
    reporter = module.installReporter({
      pageContext: (facts) => pageContextOf(facts ?? page?.(), fallbackRoute, location),
      scrubEvent,
      scrubBreadcrumb,
      tunnelPath: errorTunnelPath,
    });
    // The SDK's own handlers are installed now; ours would report everything twice.
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    removeEventListener('pagehide', sendLeftBehind);
    for (const report of queued.splice(0)) reporter.capture(report);
  }

  /** The page is going before the SDK came: what waits for it leaves now, as beacons through the same tunnel. */
  function sendLeftBehind() {
    const dsn = import.meta.env.VITE_SENTRY_DSN;
    if (!dsn || queued.length === 0) return;
    const now = new Date();
    const leaving = {
      dsn,
      release: import.meta.env.VITE_SENTRY_RELEASE,
      environment: import.meta.env.VITE_SENTRY_ENVIRONMENT ?? (import.meta.env.DEV ? 'development' : 'production'),
      fallbackRoute,
      location,
      userAgent: navigator.userAgent,
    };
    // Taken out of the queue: a page restored from the back-forward cache must not send them a second time.
    for (const report of queued.splice(0)) {
      const eventId = crypto.randomUUID().replaceAll('-', '');
      navigator.sendBeacon(errorTunnelPath, leavingEnvelope(report, eventId, now, leaving));
    }
  }

  if (load) {
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    addEventListener('pagehide', sendLeftBehind);
  }

  return {
    report: enqueue,
    describePage(facts) {
      page = facts;
    },
  };
}
