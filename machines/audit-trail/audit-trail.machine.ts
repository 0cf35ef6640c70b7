import { assign, fromCallback, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided, notProvidedCallback } from '../not-provided';
import { failureFrom, type Failure } from '../shared/error-message';
import { sameAuditView, type AuditExportResult, type AuditPage, type AuditView } from './audit-view';

export type AuditTrailEvent =
  /** The address names a view (a link, Back, the screen's own navigation): the router tells `followAddress`. */
  | { type: 'view.set'; view: AuditView }
  /** The admin chose filters or a page: they go into the address, which comes back as `view.set`. */
  | { type: 'view.choose'; view: AuditView }
  | { type: 'trail.retry' }
  /** Export CSV: every row of the view's filters, all pages. */
  | { type: 'trail.export' };

export type AuditTrailContext = {
  view: AuditView;
  page: AuditPage | null;
  /** The last load's failure (the screen words it), null once a page loads. */
  failure: Failure | null;
  /** The last export's file, or why it failed; one of the two at most. */
  exported: AuditExportResult | null;
  exportFailure: Failure | null;
};

/**
 * The audit screen: the trail's rows for the view in the address (action, person, days, page), newest first, loaded
 * again whenever the address changes. A choice only asks for its address (`navigate`); the view changes when the
 * router says so (`view.set`). Export CSV writes every row of the view's filters (all pages) to a file, once at a time;
 * the export is itself noted in the trail. A new address while a file is being written stops that export.
 */
export const auditTrailMachine = setup({
  types: {
    context: {} as AuditTrailContext,
    events: {} as AuditTrailEvent,
    input: {} as { view: AuditView },
    children: {} as { loadPage: 'loadPage'; exportTrail: 'exportTrail'; followAddress: 'followAddress' },
  },
  actors: {
    loadPage: fromPromise<AuditPage, AuditView>(notProvided('loadPage')),
    exportTrail: fromPromise<AuditExportResult, AuditView>(notProvided('exportTrail')),
    /** Sends `view.set` for every navigation to the screen, read by the route's parse rule. */
    followAddress: fromCallback<AuditTrailEvent>(notProvidedCallback('followAddress')),
  },
  actions: {
    reportFailure,
    navigate: (_, _view: AuditView) => {},
    adoptView: assign((_, view: AuditView) => ({ view })),
    store: assign((_, page: AuditPage) => ({ page, failure: null })),
    storeError: assign((_, error: unknown) => ({ failure: failureFrom(error) })),
    storeExport: assign((_, exported: AuditExportResult) => ({ exported, exportFailure: null })),
    storeExportError: assign((_, error: unknown) => ({ exported: null, exportFailure: failureFrom(error) })),
  },
  guards: {
    changesView: ({ context }, view: AuditView) => !sameAuditView(context.view, view),
    isEmpty: (_, page: AuditPage) => page.total === 0,
  },
}).createMachine({
  id: 'auditTrail',
  context: ({ input }) => ({ view: input.view, page: null, failure: null, exported: null, exportFailure: null }),
  invoke: { id: 'followAddress', src: 'followAddress' },
  initial: 'loading',
  on: {
    'view.set': {
      guard: { type: 'changesView', params: ({ event }) => event.view },
      target: '.loading',
      actions: { type: 'adoptView', params: ({ event }) => event.view },
    },
    'view.choose': {
      guard: { type: 'changesView', params: ({ event }) => event.view },
      actions: { type: 'navigate', params: ({ event }) => event.view },
    },
  },
  states: {
    // The rows on screen stay (dimmed) while the next view loads.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.view,
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'store', params: ({ event }) => event.output },
          },
          { target: 'shown', actions: { type: 'store', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    shown: {
      initial: 'ready',
      states: {
        ready: { on: { 'trail.export': 'exporting' } },
        exporting: {
          tags: ['exporting'],
          invoke: {
            id: 'exportTrail',
            src: 'exportTrail',
            input: ({ context }) => context.view,
            onDone: { target: 'ready', actions: { type: 'storeExport', params: ({ event }) => event.output } },
            onError: {
              target: 'ready',
              actions: [
                { type: 'storeExportError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
                { type: 'reportFailure', params: failureOf },
              ],
            },
          },
        },
      },
    },
    empty: {},
    failed: { on: { 'trail.retry': 'loading' } },
  },
});
