/**
 * The app's one reporting port. Every failure the app notices on purpose (a demo request that could not be sent, a
 * voice-client error, a load that failed, a sign-out that did not happen) goes through `reportFailure`; React's
 * root errors go through `reactRootErrorOptions`. Both write to the console, and once `start()` has connected the
 * queue of src/errors/error-queue.ts, hand the error to it, which sends it with the SDK when that has loaded.
 */
import { isNotFound, isRedirect, type AnyRouter } from '@tanstack/react-router';
import type { RootOptions } from 'react-dom/client';
import type { ErrorQueue, ErrorReport, FailureContext, PageFacts, ReactErrorKind } from '../errors/error-queue';
import { leavingForReload } from './route-code-reload';

/** A report travels as this window event, from wherever it was noticed to the queue `start()` connected. */
const failureEventType = 'ringwise:failure';

function send(report: ErrorReport): void {
  // The build's prerender runs in Node, where no window listens: the console has it.
  if (typeof dispatchEvent === 'function') dispatchEvent(new CustomEvent(failureEventType, { detail: report }));
}

/** What a page is called in reports when no route matched its address: the address itself could be anything. */
export const notFoundRoute = '(not found)';

/**
 * The route template of the page's address (`/ai-phone-caller/$slug`) and the values of its params, matched by
 * path alone, so it holds before the router has loaded the page as well as after.
 */
export function pageFacts(router: AnyRouter): PageFacts {
  const [, params, found] = router.getMatchedRoutes(router.state.location.pathname);
  return {
    // Only the root matched: no page has this address.
    route: found && !found.isRoot ? found.fullPath : notFoundRoute,
    params: Object.values(params),
  };
}

/**
 * Called once by `start()`: from then on reports reach the queue, each with the route the router shows. Returns the
 * way to disconnect.
 */
export function connectFailureReports(errors: ErrorQueue, router: AnyRouter): () => void {
  errors.describePage(() => pageFacts(router));
  const pass = (event: Event) => errors.report((event as CustomEvent<ErrorReport>).detail);
  addEventListener(failureEventType, pass);
  return () => removeEventListener(failureEventType, pass);
}

/**
 * A failure as an Error, so the report has a message, a name and a stack (where it was reported): supabase-js
 * returns its errors as plain objects, and the voice client's failures are `{ kind, message }`.
 */
export function asError(failure: unknown): unknown {
  if (failure instanceof Error || typeof failure !== 'object' || failure === null) return failure;
  const { message, name, kind, code } = failure as Record<string, unknown>;
  if (typeof message !== 'string') return failure;
  const error = new Error(message);
  const label = [name, kind, code].find((value) => typeof value === 'string' && value !== '');
  if (typeof label === 'string') error.name = label;
  return error;
}

const where = ({ machine, state, effect }: FailureContext) =>
  [machine && state ? `${machine} in ${state}` : machine, effect].filter(Boolean).join(', ');

export function reportFailure(failure: unknown, context: FailureContext): void {
  const error = asError(failure);
  (context.level === 'warning' ? console.warn : console.error)(`Failure (${where(context)}):`, error);
  send({ source: 'failure', error, context });
}

const isLeavingForReload = leavingForReload(() => sessionStorage);

function reportReactError(kind: ReactErrorKind, error: unknown, info: { componentStack?: string | undefined }) {
  // The router's redirects and not-found pages travel as thrown values; they are navigation, not failures.
  if (isRedirect(error) || isNotFound(error)) return;
  console.error(`React ${kind} error:`, error);
  if (isLeavingForReload(error)) return;
  send({ source: 'react', kind, error, componentStack: info.componentStack });
}

/**
 * React's root callbacks, for `createRoot` and `hydrateRoot` alike. Each error reaches exactly one of them, so it
 * is reported once; the route error page does not report again.
 */
export const reactRootErrorOptions: Pick<RootOptions, 'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'> = {
  onUncaughtError: (error, info) => reportReactError('uncaught', error, info),
  onCaughtError: (error, info) => reportReactError('caught', error, info),
  onRecoverableError: (error, info) => reportReactError('recoverable', error, info),
};
