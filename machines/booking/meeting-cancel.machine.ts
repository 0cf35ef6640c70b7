import { assign, fromPromise, setup } from 'xstate';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';
import { failureFrom, type Failure } from '../shared/error-message';
import { errorOf } from '../voice-pages/pages-loading';
import { isLinkRefusal, type BookedMeeting } from './booking';

export type MeetingCancelEvent = { type: 'cancel.confirm' } | { type: 'page.retry' };

export type MeetingCancelContext = { token: string; meeting: BookedMeeting | null; failure: Failure | null };

/**
 * The prospect's cancel link: the meeting it names loads, the page asks before it cancels, and says when it is
 * done. A link that no longer works (used, or the meeting moved since) says so.
 */
export const meetingCancelMachine = setup({
  types: {
    context: {} as MeetingCancelContext,
    events: {} as MeetingCancelEvent,
    input: {} as { token: string },
  },
  actors: {
    loadMeeting: fromPromise<BookedMeeting, { token: string }>(notProvided('loadMeeting')),
    cancelMeeting: fromPromise<BookedMeeting, { token: string }>(notProvided('cancelMeeting')),
  },
  actions: {
    reportFailure,
    storeMeeting: assign((_, meeting: BookedMeeting) => ({ meeting, failure: null })),
    storeFailure: assign((_, error: unknown) => ({ failure: failureFrom(error) })),
  },
  guards: {
    linkRefused: ({ event }) => isLinkRefusal(event),
  },
}).createMachine({
  id: 'meetingCancel',
  context: ({ input }) => ({ token: input.token, meeting: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMeeting',
        src: 'loadMeeting',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'confirming', actions: { type: 'storeMeeting', params: ({ event }) => event.output } },
        onError: [
          { guard: 'linkRefused', target: 'linkRefused' },
          {
            target: 'failed',
            actions: [
              { type: 'storeFailure', params: errorOf },
              { type: 'reportFailure', params: failureOf },
            ],
          },
        ],
      },
    },
    failed: { on: { 'page.retry': 'loading' } },
    linkRefused: { tags: ['refused'] },
    confirming: { on: { 'cancel.confirm': 'cancelling' } },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelMeeting',
        src: 'cancelMeeting',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'cancelled', actions: { type: 'storeMeeting', params: ({ event }) => event.output } },
        onError: [
          { guard: 'linkRefused', target: 'linkRefused' },
          { target: 'confirming', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    cancelled: { tags: ['done'] },
  },
});
