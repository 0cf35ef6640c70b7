import { assign, fromPromise, setup } from 'xstate';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';
import { failureFrom, type Failure } from '../shared/error-message';
import { errorOf } from '../voice-pages/pages-loading';
import {
  isLinkRefusal,
  sameSlot,
  type BookedMeeting,
  type BookingAnswer,
  type BookingPage,
  type BookingPurpose,
  type Slot,
} from './booking';

export type BookingEvent =
  /** The visitor picked another time zone to read the times in. */
  | { type: 'zone.choose'; timeZone: string }
  | { type: 'slot.choose'; slot: Slot }
  | { type: 'booking.confirm' }
  | { type: 'page.retry' };

export type BookingContext = {
  purpose: BookingPurpose;
  timeZone: string;
  slots: Slot[];
  chosen: Slot | null;
  /** After a race lost: the nearest free slots to the one just taken. */
  nearest: Slot[];
  meeting: BookedMeeting | null;
  /** The lead had a meeting already: the page shows it instead of booking another. */
  alreadyBooked: boolean;
  failure: Failure | null;
};

export type BookingInput = { purpose: BookingPurpose; timeZone: string };

/**
 * The booking page (and a move link's): the free slots load (with the meeting a link is for), the visitor picks one
 * and confirms, and the database books it or says it was just taken and offers the nearest free ones. A link that
 * no longer works says so. The time zone only changes how times read.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: {
    loadPage: fromPromise<BookingPage, BookingPurpose>(notProvided('loadPage')),
    bookSlot: fromPromise<BookingAnswer, { purpose: BookingPurpose; slot: Slot }>(notProvided('bookSlot')),
  },
  actions: {
    reportFailure,
    storePage: assign((_, page: BookingPage) => ({ slots: page.slots, meeting: page.meeting, failure: null })),
    storeFailure: assign((_, error: unknown) => ({ failure: failureFrom(error) })),
    choose: assign((_, slot: Slot) => ({ chosen: slot, failure: null })),
    chooseZone: assign((_, timeZone: string) => ({ timeZone })),
    storeMeeting: assign((_, answer: BookingAnswer) =>
      answer.outcome === 'taken' ? {} : { meeting: answer.meeting, alreadyBooked: answer.outcome === 'already_booked' },
    ),
    offerNearest: assign(({ context }, answer: BookingAnswer) => {
      const nearest = (answer.outcome === 'taken' ? answer.nearest : []).filter(
        (slot) => !sameSlot(slot, context.chosen),
      );
      return {
        nearest,
        chosen: null,
        // The taken slot goes; the nearest free ones are listed in any case.
        slots: [...context.slots.filter((slot) => !sameSlot(slot, context.chosen)), ...nearest]
          .filter((slot, index, all) => all.findIndex((other) => sameSlot(other, slot)) === index)
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      };
    }),
  },
  guards: {
    linkRefused: ({ event }) => isLinkRefusal(event),
    wasTaken: (_, answer: BookingAnswer) => answer.outcome === 'taken',
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    purpose: input.purpose,
    timeZone: input.timeZone,
    slots: [],
    chosen: null,
    nearest: [],
    meeting: null,
    alreadyBooked: false,
    failure: null,
  }),
  on: {
    'zone.choose': { actions: { type: 'chooseZone', params: ({ event }) => event.timeZone } },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.purpose,
        onDone: { target: 'picking', actions: { type: 'storePage', params: ({ event }) => event.output } },
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
    failed: {
      on: { 'page.retry': 'loading' },
    },
    linkRefused: {
      tags: ['refused'],
    },
    picking: {
      on: {
        'slot.choose': { target: 'chosen', actions: { type: 'choose', params: ({ event }) => event.slot } },
      },
    },
    chosen: {
      on: {
        'slot.choose': { target: 'chosen', actions: { type: 'choose', params: ({ event }) => event.slot } },
        'booking.confirm': 'booking',
      },
    },
    booking: {
      tags: ['busy'],
      invoke: {
        id: 'bookSlot',
        src: 'bookSlot',
        input: ({ context }) => ({ purpose: context.purpose, slot: context.chosen as Slot }),
        onDone: [
          {
            guard: { type: 'wasTaken', params: ({ event }) => event.output },
            target: 'picking',
            actions: { type: 'offerNearest', params: ({ event }) => event.output },
          },
          { target: 'booked', actions: { type: 'storeMeeting', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'linkRefused', target: 'linkRefused' },
          { target: 'chosen', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    booked: {
      tags: ['done'],
    },
  },
});
