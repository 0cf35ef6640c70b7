import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { failureOf, reportFailure } from '../failure-report';
import { failureFrom, type Failure } from '../shared/error-message';
import { errorOf } from '../voice-pages/pages-loading';
import type { LeadCall } from './lead-call';

export type LeadCallsEvent = { type: 'calls.retry' } | { type: 'transcript.find'; text: string };

type LeadCallsContext = {
  leadId: string;
  calls: LeadCall[];
  loadFailure: Failure | null;
  /** What the find box over the lead's transcripts holds, as typed. */
  find: string;
};

/**
 * The calls on a lead's panel: the provider's report of each call on the lead's voice pages, newest first, read
 * once when the panel opens; a failed read shows its reason and `Retry`, and is reported. Once shown, a find box
 * marks the transcript lines that hold what it holds (transcript-find.ts).
 */
export const leadCallsMachine = setup({
  types: {
    input: {} as { leadId: string },
    context: {} as LeadCallsContext,
    events: {} as LeadCallsEvent,
  },
  actors: {
    loadCalls: fromPromise<LeadCall[], { leadId: string }>(notProvided('loadCalls')),
  },
  actions: {
    reportFailure,
    storeCalls: assign((_, calls: LeadCall[]) => ({ calls, loadFailure: null })),
    storeError: assign((_, error: unknown) => ({ loadFailure: failureFrom(error) })),
  },
}).createMachine({
  id: 'leadCalls',
  context: ({ input }) => ({ leadId: input.leadId, calls: [], loadFailure: null, find: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCalls',
        src: 'loadCalls',
        input: ({ context }) => ({ leadId: context.leadId }),
        onDone: { target: 'shown', actions: { type: 'storeCalls', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: errorOf },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    shown: {
      on: { 'transcript.find': { actions: assign({ find: ({ event }) => event.text }) } },
    },
    failed: {
      on: { 'calls.retry': { target: 'loading' } },
    },
  },
});
