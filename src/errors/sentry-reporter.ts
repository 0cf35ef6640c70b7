/**
 * The SDK's chunk: a build entry of its own that main.tsx loads by address at the first error or report
 * (error-queue.ts), and never on a visit without one. It imports nothing of the app, so it also reports
 * an app that failed to load. Errors only: no tracing, replay, sessions or client reports. The scrubbing rules
 * (scrub.ts) and the tunnel's path are handed to it by the early queue, whose chunk already holds them.
 */
import {
  BrowserClient,
  breadcrumbsIntegration,
  captureException,
  consoleIntegration,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  type SeverityLevel,
} from '@sentry/browser';
import type { ErrorReporter, ReporterModule } from './error-queue';
import type { PageFacts, QueuedReport } from './error-report';

/** Breadcrumbs kept per report: the last few steps are what explain an error. */
const maxBreadcrumbs = 30;

export const installReporter: ReporterModule['installReporter'] = ({
  pageContext,
  scrubEvent,
  scrubBreadcrumb,
  tunnelPath,
}) => {
  // A client set up by hand rather than `init()`, whose default integrations (sessions among them) would all be
  // bundled even when unused: this chunk carries only what errors need.
  const client = new BrowserClient({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    release: import.meta.env.VITE_SENTRY_RELEASE,
    environment: import.meta.env.VITE_SENTRY_ENVIRONMENT ?? (import.meta.env.DEV ? 'development' : 'production'),
    tunnel: tunnelPath,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    // No sessions, no culture context (time zone, locale), no tracing: the integrations errors need.
    integrations: [
      eventFiltersIntegration(),
      breadcrumbsIntegration({ dom: true, fetch: true, xhr: true, history: false, sentry: false }),
      consoleIntegration({ levels: ['warn', 'error'] }),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    sendClientReports: false,
    // Nothing about the visitor: no user, cookies, bodies or query; Relay is told not to infer the IP address.
    // The user agent stays, so a report says which browser failed.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    maxBreadcrumbs,
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, pageContext(undefined).privateValues),
    beforeSend: (event, hint) => {
      const facts = (hint.data as { page?: PageFacts } | undefined)?.page;
      return scrubEvent(event, pageContext(facts));
    },
  });
  getCurrentScope().setClient(client);
  client.init();

  const reporter: ErrorReporter = {
    capture(report: QueuedReport) {
      const data = { page: report.page };
      switch (report.source) {
        case 'uncaught':
        case 'rejection':
          captureException(report.error, {
            data,
            mechanism: {
              type: `auto.browser.global_handlers.${report.source === 'uncaught' ? 'onerror' : 'onunhandledrejection'}`,
              handled: false,
            },
          });
          return;
        case 'react':
          captureException(report.error, {
            data,
            mechanism: { type: `auto.function.react.${report.kind}`, handled: report.kind !== 'uncaught' },
            captureContext: {
              level: report.kind === 'recoverable' ? 'warning' : 'error',
              tags: { react: report.kind },
              contexts: report.componentStack ? { react: { componentStack: report.componentStack } } : {},
            },
          });
          return;
        case 'failure': {
          const { machine, state, effect, level = 'error' } = report.context;
          const tags = { ...(machine ? { machine } : {}), ...(state ? { state } : {}), ...(effect ? { effect } : {}) };
          captureException(report.error, {
            data,
            mechanism: { type: 'app.failure', handled: true },
            captureContext: { level: level satisfies SeverityLevel, tags },
          });
        }
      }
    },
  };
  return reporter;
};
