import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { failureOf, reportFailure } from '../failure-report';
import { failureFrom, type Failure } from '../shared/error-message';
import { errorOf } from '../voice-pages/pages-loading';

/**
 * An end-of-call report the voice provider sent for a call this site does not know (no call id in its metadata, or
 * one no voice page started): kept aside, not lost. Times are ISO timestamps.
 */
export type UnmatchedReport = {
  id: string;
  receivedAt: string;
  providerCallId: string;
  /** What the report's metadata named as the page's call id, as it came; null when it named none. */
  claimedCallId: string | null;
  durationSeconds: number | null;
  endedReason: string | null;
  summary: string | null;
};

export type UnmatchedReportsEvent = { type: 'reports.retry' };

type UnmatchedReportsContext = { reports: UnmatchedReport[]; loadFailure: Failure | null };

/**
 * The reports kept aside, for admins on the Voice Pages screen: read once when the screen opens, newest first; a
 * failed read shows its reason and `Retry`, and is reported.
 */
export const unmatchedReportsMachine = setup({
  types: {
    context: {} as UnmatchedReportsContext,
    events: {} as UnmatchedReportsEvent,
  },
  actors: {
    loadReports: fromPromise<UnmatchedReport[]>(notProvided('loadReports')),
  },
  actions: {
    reportFailure,
    storeReports: assign((_, reports: UnmatchedReport[]) => ({ reports, loadFailure: null })),
    storeError: assign((_, error: unknown) => ({ loadFailure: failureFrom(error) })),
  },
}).createMachine({
  id: 'unmatchedReports',
  context: { reports: [], loadFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadReports',
        src: 'loadReports',
        onDone: { target: 'shown', actions: { type: 'storeReports', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: errorOf },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    shown: {},
    failed: {
      on: { 'reports.retry': { target: 'loading' } },
    },
  },
});
