import { assign, fromPromise, setup } from 'xstate';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';
import { failureFrom, type Failure } from '../shared/error-message';
import { errorOf } from '../voice-pages/pages-loading';
import { demoFieldProblem } from '../demo-form/demo-form-rules';
import {
  isLinkRefusal,
  sameSlot,
  type BookedMeeting,
  type BookingAnswer,
  type BookingPage,
  type BookingPurpose,
  type NewLead,
  type Slot,
  type VisitorDetails,
  visitorDetailFields,
} from './booking';

export type BookingEvent =
  /** The visitor picked another time zone to read the times in. */
  | { type: 'zone.choose'; timeZone: string }
  | { type: 'slot.choose'; slot: Slot }
  /** A visitor without a lead types their name or email. */
  | { type: 'details.change'; field: keyof VisitorDetails; value: string }
  /** `at`: when it was sent, on the clock the page opened at; `honeypot`: the hidden field's value (no lead yet). */
  | { type: 'booking.confirm'; at?: number; honeypot?: string }
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
  /** A visitor without a lead: what they typed, and the request id that becomes their lead's key. */
  details: VisitorDetails;
  requestId: string;
  openedAt: number;
  /** The request the confirm being sent makes, if it makes one. */
  newLead: NewLead | null;
};

export type BookingInput = { purpose: BookingPurpose; timeZone: string; requestId: string; openedAt: number };

export type BookSlotInput = { purpose: BookingPurpose; slot: Slot; newLead: NewLead | null };

/** A booking for a visitor without a lead: they give their details, and the booking makes them a lead first. */
export const needsDetails = (purpose: BookingPurpose): boolean => purpose.kind === 'book' && purpose.leadKey === null;

/** Whether the visitor's details are what the database takes for a demo request's name and email. */
export const detailsSendable = (details: VisitorDetails): boolean =>
  visitorDetailFields.every((field) => demoFieldProblem(field, details[field]) === null);

/**
 * The booking page (and a move link's): the free slots load (with the meeting a link is for), the visitor picks one
 * and confirms, and the database books it or says it was just taken and offers the nearest free ones. A link that
 * no longer works says so. The time zone only changes how times read. A visitor without a lead gives their name and
 * email with the confirm; the first answer makes them a lead, and later bookings are for that lead's key.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: {
    loadPage: fromPromise<BookingPage, BookingPurpose>(notProvided('loadPage')),
    bookSlot: fromPromise<BookingAnswer, BookSlotInput>(notProvided('bookSlot')),
  },
  actions: {
    reportFailure,
    storePage: assign((_, page: BookingPage) => ({ slots: page.slots, meeting: page.meeting, failure: null })),
    storeFailure: assign((_, error: unknown) => ({ failure: failureFrom(error) })),
    choose: assign((_, slot: Slot) => ({ chosen: slot, failure: null })),
    chooseZone: assign((_, timeZone: string) => ({ timeZone })),
    changeDetail: assign(({ context }, change: { field: keyof VisitorDetails; value: string }) => ({
      details: { ...context.details, [change.field]: change.value },
    })),
    takeRequest: assign(({ context }, sent: { at?: number; honeypot?: string }) => ({
      newLead: needsDetails(context.purpose)
        ? {
            requestId: context.requestId,
            details: {
              firstName: context.details.firstName.trim(),
              lastName: context.details.lastName.trim(),
              email: context.details.email.trim(),
            },
            honeypot: sent.honeypot ?? '',
            fillMs: Math.max(0, Math.round((sent.at ?? context.openedAt) - context.openedAt)),
          }
        : null,
    })),
    // Whatever the answer, the request was stored: the visitor is a lead now, and books by its key from here on.
    becomeLead: assign(({ context }) =>
      context.newLead === null
        ? {}
        : { purpose: { kind: 'book', leadKey: context.newLead.requestId } as const, newLead: null },
    ),
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
    asksDetails: ({ context }) => needsDetails(context.purpose),
    canConfirm: ({ context }) => !needsDetails(context.purpose) || detailsSendable(context.details),
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
    details: { firstName: '', lastName: '', email: '' },
    requestId: input.requestId,
    openedAt: input.openedAt,
    newLead: null,
  }),
  on: {
    'zone.choose': { actions: { type: 'chooseZone', params: ({ event }) => event.timeZone } },
    'details.change': {
      guard: 'asksDetails',
      actions: { type: 'changeDetail', params: ({ event }) => ({ field: event.field, value: event.value }) },
    },
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
        'booking.confirm': {
          guard: 'canConfirm',
          target: 'booking',
          actions: { type: 'takeRequest', params: ({ event }) => ({ at: event.at, honeypot: event.honeypot }) },
        },
      },
    },
    booking: {
      tags: ['busy'],
      invoke: {
        id: 'bookSlot',
        src: 'bookSlot',
        input: ({ context }) => ({ purpose: context.purpose, slot: context.chosen as Slot, newLead: context.newLead }),
        onDone: [
          {
            guard: { type: 'wasTaken', params: ({ event }) => event.output },
            target: 'picking',
            actions: ['becomeLead', { type: 'offerNearest', params: ({ event }) => event.output }],
          },
          {
            target: 'booked',
            actions: ['becomeLead', { type: 'storeMeeting', params: ({ event }) => event.output }],
          },
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
