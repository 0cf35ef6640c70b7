import { assign, fromPromise, setup } from 'xstate';
import type { Slot } from '../booking/booking';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';
import { failureFrom, type Failure } from '../shared/error-message';
import { errorOf } from '../voice-pages/pages-loading';
import type { LeadMeeting, MeetingChange, MeetingChangeAnswer } from './lead-meeting';

export type LeadMeetingEvent =
  | { type: 'meeting.retry' }
  /** Staff want to book a time for the prospect, or move the meeting booked. */
  | { type: 'meeting.pick' }
  | { type: 'pick.close' }
  | { type: 'slot.choose'; slot: Slot }
  | { type: 'meeting.cancel' };

export type LeadMeetingContext = {
  leadId: string;
  /** The lead's latest meeting, booked or cancelled; null when it never had one. */
  meeting: LeadMeeting | null;
  slots: Slot[];
  /** The time staff chose last. */
  chosen: Slot | null;
  /** The time staff chose was taken meanwhile: the slots listed are the nearest free ones. */
  taken: boolean;
  failure: Failure | null;
};

const isBooked = (context: LeadMeetingContext) => context.meeting?.status === 'booked';

/**
 * The meeting on a lead's panel: when, with whom and who booked it, read when the panel opens. Staff book a time
 * for the prospect (or move the booked meeting) from the free slots, or cancel it; the database sends the
 * invitations. A time taken meanwhile lists the nearest free ones instead.
 */
export const leadMeetingMachine = setup({
  types: {
    input: {} as { leadId: string },
    context: {} as LeadMeetingContext,
    events: {} as LeadMeetingEvent,
  },
  actors: {
    loadMeeting: fromPromise<LeadMeeting | null, { leadId: string }>(notProvided('loadMeeting')),
    loadSlots: fromPromise<Slot[], { leadId: string }>(notProvided('loadSlots')),
    changeMeeting: fromPromise<MeetingChangeAnswer, MeetingChange>(notProvided('changeMeeting')),
    cancelMeeting: fromPromise<void, { meetingId: string }>(notProvided('cancelMeeting')),
  },
  actions: {
    reportFailure,
    storeMeeting: assign((_, meeting: LeadMeeting | null) => ({ meeting, failure: null })),
    storeSlots: assign((_, slots: Slot[]) => ({ slots, taken: false, failure: null })),
    storeNearest: assign((_, answer: MeetingChangeAnswer) => ({
      slots: answer.outcome === 'taken' ? answer.nearest : [],
      taken: true,
    })),
    storeError: assign((_, error: unknown) => ({ failure: failureFrom(error) })),
    choose: assign((_, slot: Slot) => ({ chosen: slot, failure: null })),
  },
  guards: {
    hasBookedMeeting: ({ context }) => isBooked(context),
    wasTaken: (_, answer: MeetingChangeAnswer) => answer.outcome === 'taken',
  },
}).createMachine({
  id: 'leadMeeting',
  context: ({ input }) => ({
    leadId: input.leadId,
    meeting: null,
    slots: [],
    chosen: null,
    taken: false,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMeeting',
        src: 'loadMeeting',
        input: ({ context }) => ({ leadId: context.leadId }),
        onDone: { target: 'shown', actions: { type: 'storeMeeting', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: errorOf },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    failed: { on: { 'meeting.retry': 'loading' } },
    shown: {
      on: {
        'meeting.pick': 'picking',
        'meeting.cancel': { guard: 'hasBookedMeeting', target: 'cancelling' },
      },
    },
    picking: {
      on: { 'pick.close': 'shown' },
      initial: 'loadingSlots',
      states: {
        loadingSlots: {
          tags: ['busy'],
          invoke: {
            id: 'loadSlots',
            src: 'loadSlots',
            input: ({ context }) => ({ leadId: context.leadId }),
            onDone: { target: 'choosing', actions: { type: 'storeSlots', params: ({ event }) => event.output } },
            onError: { target: 'choosing', actions: { type: 'storeError', params: errorOf } },
          },
        },
        choosing: {
          on: {
            'slot.choose': { target: 'saving', actions: { type: 'choose', params: ({ event }) => event.slot } },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'changeMeeting',
            src: 'changeMeeting',
            input: ({ context }) => ({
              leadId: context.leadId,
              meetingId: isBooked(context) ? (context.meeting?.id ?? null) : null,
              // Only slot.choose leads here, and it sets the slot.
              slot: context.chosen ?? { startsAt: '', endsAt: '' },
            }),
            onDone: [
              {
                guard: { type: 'wasTaken', params: ({ event }) => event.output },
                target: 'choosing',
                actions: { type: 'storeNearest', params: ({ event }) => event.output },
              },
              { target: '#leadMeeting.loading' },
            ],
            onError: { target: 'choosing', actions: { type: 'storeError', params: errorOf } },
          },
        },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelMeeting',
        src: 'cancelMeeting',
        input: ({ context }) => ({ meetingId: context.meeting?.id ?? '' }),
        onDone: 'loading',
        onError: { target: 'shown', actions: { type: 'storeError', params: errorOf } },
      },
    },
  },
});
