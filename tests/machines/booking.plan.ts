import { BookingLinkRefusedError, type BookedMeeting, type Slot } from '../../machines/booking/booking';
import { bookingMachine } from '../../machines/booking/booking.machine';
import { demoFieldProblem } from '../../machines/demo-form/demo-form-rules';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  failureReason,
  lastDone,
  payload,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Written from docs/booking.md: the booking page lists the free slots (in the visitor's time zone, which they may
// change), the visitor picks one and confirms, asked for nothing the lead link already says; a visitor without a
// lead gives their name and email (the demo form's rules for them) and the first answer makes them a lead, whose key
// later bookings use; a slot taken meanwhile is answered with "that time was just taken" and the nearest free
// slots; a move link books the new time for the same meeting; a link that no longer works says so.
const slot = (startsAt: string): Slot => ({ startsAt, endsAt: startsAt.replace(':00:00', ':30:00') });
const nine = slot('2026-12-01T09:00:00Z');
const ten = slot('2026-12-01T10:00:00Z');
const eleven = slot('2026-12-01T11:00:00Z');
const meeting: BookedMeeting = {
  id: 'm-1',
  startsAt: nine.startsAt,
  endsAt: nine.endsAt,
  hostName: 'Ada',
  status: 'booked',
};
const requestId = '6b1f3c2a-9d4e-4f6a-8b7c-1a2b3c4d5e6f';
const openedAt = 1000;
const noLead = { kind: 'book', leadKey: null };

type Details = { firstName: string; lastName: string; email: string };

type Context = {
  purpose: { kind: string; leadKey?: string | null };
  details: Details;
  timeZone: string;
  slots: Slot[];
  chosen: Slot | null;
  nearest: Slot[];
  meeting: BookedMeeting | null;
  alreadyBooked: boolean;
  failure: { reason: string | null } | null;
};
const context = (step: SpecStep) => step.snapshot.context as Context;

/** The slot the visitor last chose in the path, or null. */
const lastChosen = (step: SpecStep): Slot | null => {
  const choice = [...step.events].reverse().find((event) => event.type === 'slot.choose');
  return choice ? payload<{ slot: Slot }>(choice).slot : null;
};

/** What the visitor typed into each detail box, as typed. */
const typedDetails = (step: SpecStep): Details =>
  step.events.reduce(
    (details, event) => {
      if (event.type !== 'details.change') return details;
      const { field, value } = payload<{ field: keyof Details; value: string }>(event);
      return { ...details, [field]: value };
    },
    { firstName: '', lastName: '', email: '' },
  );

/** Whether a booking was answered at all in the path: from then on the visitor is a lead. */
const answeredBefore = (step: SpecStep) =>
  step.events.slice(0, -1).some((event) => event.type === 'xstate.done.actor.bookSlot');

/** The request a confirm without a lead sends: the request id, the details trimmed, the bot checks' readings. */
function newLeadOf(step: SpecStep) {
  if (answeredBefore(step)) return null;
  const details = typedDetails(step);
  const { at, honeypot } = payload<{ at: number; honeypot: string }>(step.event);
  return {
    requestId,
    details: { firstName: details.firstName.trim(), lastName: details.lastName.trim(), email: details.email.trim() },
    honeypot,
    fillMs: at - openedAt,
  };
}

/** The zone the visitor reads times in: the detected one until they choose another. */
const chosenZone = (step: SpecStep, detected: string) =>
  step.events.reduce(
    (zone, event) => (event.type === 'zone.choose' ? payload<{ timeZone: string }>(event).timeZone : zone),
    detected,
  );

function bookingSpec(detectedZone: string): MachineSpec {
  return {
    flow: 'booking',
    always: [
      {
        requirement: 'the page loads what its address is for (the free slots, and the meeting a link names), once',
        check: (step) => {
          const loads = effectsNamed(step.effects, 'loadPage').map((effect) => effect.input);
          const asked = step.event.type === 'xstate.init' || step.event.type === 'page.retry';
          return asked ? same(loads, [context(step).purpose]) : loads.length === 0;
        },
      },
      {
        requirement: 'times read in the detected time zone until the visitor chooses another',
        check: (step) => context(step).timeZone === chosenZone(step, detectedZone),
      },
      {
        requirement: 'choosing a time zone changes nothing but how times read',
        check: (step) =>
          step.event.type !== 'zone.choose' ||
          (same(context(step).slots, step.previous?.context.slots) && step.snapshot.value === step.previous?.value),
      },
      {
        requirement:
          'confirming books the chosen slot, once: a visitor without a lead sends their request with it, a lead only its key',
        check: (step) => {
          const books = effectsNamed(step.effects, 'bookSlot').map((effect) => effect.input);
          if (step.event.type !== 'booking.confirm') return books.length === 0;
          return same(books, [{ purpose: context(step).purpose, slot: lastChosen(step), newLead: newLeadOf(step) }]);
        },
      },
      {
        requirement: 'a visitor without a lead books only once their name and email are what a demo request takes',
        check: (step) => {
          if (step.event.type !== 'booking.confirm' || answeredBefore(step)) return true;
          const details = typedDetails(step);
          const sendable = (['firstName', 'lastName', 'email'] as const).every(
            (field) => demoFieldProblem(field, details[field]) === null,
          );
          return sendable === step.snapshot.matches('booking');
        },
      },
      {
        requirement:
          'the first answer makes the visitor a lead: later bookings are for its key, and no details are asked',
        check: (step) =>
          same(
            context(step).purpose,
            answeredBefore(step) || step.event.type === 'xstate.done.actor.bookSlot'
              ? { kind: 'book', leadKey: requestId }
              : noLead,
          ),
      },
      {
        requirement: 'the details shown are those the visitor typed, while they are asked for',
        check: (step) => answeredBefore(step) || same(context(step).details, typedDetails(step)),
      },
      {
        requirement: 'a failed load is reported once, with its error; a link that no longer works is not a failure',
        check: (step) => {
          const reports = effectsNamed(step.effects, 'reportFailure');
          if (step.event.type !== 'xstate.error.actor.loadPage') return reports.length === 0;
          const { error } = payload<{ error: unknown }>(step.event);
          return error instanceof BookingLinkRefusedError ? reports.length === 0 : reports.length === 1;
        },
      },
    ],
    states: {
      loading: [{ requirement: 'the page shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
      booking: [{ requirement: 'the page shows it is booking', check: (step) => step.snapshot.hasTag('busy') }],
      picking: [
        {
          requirement: 'the free slots listed are those loaded, less one just taken, plus the nearest free ones',
          check: (step) => {
            if (!entered(step, 'picking')) return true;
            const loaded = lastDone<{ slots: Slot[] }>(step, 'loadPage')?.slots ?? [];
            return (
              context(step).nearest.every((free) => context(step).slots.some((s) => s.startsAt === free.startsAt)) &&
              loaded.length + context(step).nearest.length >= context(step).slots.length
            );
          },
        },
        {
          requirement: '“That time was just taken”: the nearest free slots are offered and the taken one is not',
          check: (step) => {
            if (step.event.type !== 'xstate.done.actor.bookSlot') return true;
            const answer = payload<{ output: { nearest: Slot[] } }>(step.event).output;
            const taken = lastChosen(step);
            return (
              same(
                context(step).nearest,
                answer.nearest.filter((free) => free.startsAt !== taken?.startsAt),
              ) &&
              context(step).chosen === null &&
              !context(step).slots.some((s) => s.startsAt === taken?.startsAt)
            );
          },
        },
      ],
      chosen: [
        {
          requirement: 'the chosen slot is the one the visitor picked last',
          check: (step) => same(context(step).chosen, lastChosen(step)),
        },
      ],
      booked: [
        {
          requirement: 'the page shows the meeting the database booked (or the one the lead already had)',
          check: (step) => {
            if (!entered(step, 'booked')) return true;
            const answer = payload<{ output: { outcome: string; meeting: BookedMeeting } }>(step.event).output;
            return (
              same(context(step).meeting, answer.meeting) &&
              context(step).alreadyBooked === (answer.outcome === 'already_booked') &&
              step.snapshot.hasTag('done')
            );
          },
        },
      ],
      linkRefused: [
        {
          requirement: 'a link that no longer works says so and offers nothing to book or cancel',
          check: (step) =>
            step.snapshot.hasTag('refused') &&
            !step.snapshot.can({ type: 'booking.confirm' }) &&
            !step.snapshot.can({ type: 'slot.choose', slot: nine }),
        },
      ],
      failed: [
        {
          requirement: "a failed load keeps the server's reason and offers Retry",
          check: (step) =>
            !entered(step, 'failed') ||
            (same(context(step).failure, { reason: failureReason(step) }) && step.snapshot.can({ type: 'page.retry' })),
        },
      ],
    },
  };
}

const loaded = { type: 'xstate.done.actor.loadPage', output: { slots: [nine, ten], meeting: null } };
const chooseNine = { type: 'slot.choose', slot: nine };
const chooseTen = { type: 'slot.choose', slot: ten };
const confirm = { type: 'booking.confirm', at: 9000, honeypot: '' };
const firstName = { type: 'details.change', field: 'firstName', value: ' Grace ' };
const lastName = { type: 'details.change', field: 'lastName', value: 'Hopper' };
const email = { type: 'details.change', field: 'email', value: 'grace@example.com' };
// A scenario's only: as a sample it would double the generated paths without reaching anything new.
const badEmail = { type: 'details.change', field: 'email', value: 'grace@' };
const booked = { type: 'xstate.done.actor.bookSlot', output: { outcome: 'booked', meeting } };
const alreadyBooked = { type: 'xstate.done.actor.bookSlot', output: { outcome: 'already_booked', meeting } };
const taken = { type: 'xstate.done.actor.bookSlot', output: { outcome: 'taken', nearest: [ten, eleven] } };
const bookRefused = { type: 'xstate.error.actor.bookSlot', error: new Error('Choose a time for the meeting') };
const linkGone = {
  type: 'xstate.error.actor.loadPage',
  error: new BookingLinkRefusedError('This link no longer moves a meeting'),
};
const loadFailed = { type: 'xstate.error.actor.loadPage', error: new Error('Failed to fetch') };
const zone = { type: 'zone.choose', timeZone: 'America/New_York' };

export const plan: MachinePathPlan = {
  machine: bookingMachine,
  input: { purpose: noLead, timeZone: 'Europe/Berlin', requestId, openedAt },
  spec: bookingSpec('Europe/Berlin'),
  events: [
    loaded,
    loadFailed,
    linkGone,
    { type: 'page.retry' },
    chooseNine,
    chooseTen,
    confirm,
    booked,
    alreadyBooked,
    taken,
    bookRefused,
    { type: 'xstate.error.actor.bookSlot', error: new BookingLinkRefusedError('This link no longer moves a meeting') },
    zone,
    firstName,
    lastName,
    email,
  ],
  // The page's stories, for a visitor without a lead: give a name and email and book a slot; lose a race, get the
  // nearest, book one of them as the lead just made; a bad email corrected; change zones and
  // find the lead already booked; a failed load retried; a refused booking kept on the chosen slot.
  scenarios: [
    [loaded, chooseNine, firstName, lastName, email, confirm, booked],
    [loaded, chooseNine, firstName, lastName, email, confirm, taken, chooseTen, confirm, booked],
    [loaded, chooseNine, firstName, lastName, badEmail, email, confirm, booked],
    [loaded, zone, chooseTen, firstName, lastName, email, zone, confirm, alreadyBooked],
    [loadFailed, { type: 'page.retry' }, loaded],
    [loaded, chooseNine, firstName, lastName, email, confirm, bookRefused, confirm, booked],
  ],
};
