import { assign, fromCallback, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { failureFrom, type Failure } from '../shared/error-message';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided, notProvidedCallback } from '../not-provided';
import { sameRange, type GrowthRange } from './growth-range';
import { isEmptyReport, type GrowthReport, type GrowthTable } from './growth-report';

export type GrowthReportEvent =
  /** The address names a range (a link, Back, the range's own navigation): the router tells `followAddress`. */
  | { type: 'range.set'; range: GrowthRange }
  /** The admin picked a range: it goes into the address, which comes back as `range.set`. */
  | { type: 'range.choose'; range: GrowthRange }
  | { type: 'report.retry' }
  | { type: 'table.show'; table: GrowthTable }
  | { type: 'table.export' };

export type GrowthReportContext = {
  range: GrowthRange;
  report: GrowthReport | null;
  /** The last load's failure (the screen words it), null once a report loads. */
  failure: Failure | null;
  table: GrowthTable;
};

/**
 * The Growth screen: the funnel of the range in the address, loaded again whenever the address changes; an empty
 * range and a failed load say so (Retry loads again). A chosen range only asks for its address (`navigate`); the
 * range changes when the router says so (`range.set`). One breakdown is shown at a time (by source, medium, campaign
 * or first page); Export CSV downloads the whole report, every breakdown included (`exportTable`).
 */
export const growthReportMachine = setup({
  types: {
    context: {} as GrowthReportContext,
    events: {} as GrowthReportEvent,
    input: {} as { range: GrowthRange },
    children: {} as { loadReport: 'loadReport'; followAddress: 'followAddress' },
  },
  actors: {
    loadReport: fromPromise<GrowthReport, GrowthRange>(notProvided('loadReport')),
    /** Sends `range.set` for every navigation to the screen, read by the route's parse rule. */
    followAddress: fromCallback<GrowthReportEvent>(notProvidedCallback('followAddress')),
  },
  actions: {
    reportFailure,
    navigate: (_, _range: GrowthRange) => {},
    /** Downloads everything the report shows as CSV (both funnels, every breakdown, the period before). */
    exportTable: (_, _params: Pick<GrowthReportContext, 'report' | 'range'>) => {},
    adoptRange: assign((_, range: GrowthRange) => ({ range })),
    store: assign((_, report: GrowthReport) => ({ report, failure: null })),
    storeError: assign((_, error: unknown) => ({ failure: failureFrom(error) })),
    showTable: assign((_, table: GrowthTable) => ({ table })),
  },
  guards: {
    changesRange: ({ context }, range: GrowthRange) => !sameRange(context.range, range),
    isEmpty: (_, report: GrowthReport) => isEmptyReport(report),
  },
}).createMachine({
  id: 'growthReport',
  context: ({ input }) => ({ range: input.range, report: null, failure: null, table: 'source' }),
  invoke: { id: 'followAddress', src: 'followAddress' },
  initial: 'loading',
  on: {
    'range.set': {
      guard: { type: 'changesRange', params: ({ event }) => event.range },
      target: '.loading',
      actions: { type: 'adoptRange', params: ({ event }) => event.range },
    },
    'range.choose': {
      guard: { type: 'changesRange', params: ({ event }) => event.range },
      actions: { type: 'navigate', params: ({ event }) => event.range },
    },
    'table.show': { actions: { type: 'showTable', params: ({ event }) => event.table } },
  },
  states: {
    // The figures on screen stay (dimmed) while the next range loads.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => context.range,
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
      on: {
        'table.export': {
          actions: {
            type: 'exportTable',
            params: ({ context }) => ({ report: context.report, range: context.range }),
          },
        },
      },
    },
    empty: {},
    failed: { on: { 'report.retry': 'loading' } },
  },
});
