import type { Slot } from '../../machines/booking/booking';
import type { LeadMeeting } from '../../machines/lead-meeting/lead-meeting';
import { leadMeetingMachine } from '../../machines/lead-meeting/lead-meeting.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  failureReason,
  lastDone,
  payload,
  reportsFailuresOf,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Written from docs/booking.md: the lead's panel shows its meeting (when in the host's zone, with whom, who booked
// it); staff book a time for the prospect or move the booked meeting from the free slots, or cancel it; a time
// taken meanwhile lists the nearest free ones; after a change the panel reads the meeting again.
const leadId = 'lead-1';
const slot = (startsAt: string): Slot => ({ startsAt, endsAt: startsAt });
const nine = slot('2026-12-01T09:00:00.000Z');
const ten = slot('2026-12-01T10:00:00.000Z');
const meeting: LeadMeeting = {
  id: 'm-1',
  startsAt: nine.startsAt,
  endsAt: nine.endsAt,
  hostName: 'Ada',
  hostTimeZone: 'Europe/Berlin',
  bookedBy: 'visitor',
  status: 'booked',
};

type Context = {
  meeting: LeadMeeting | null;
  slots: Slot[];
  taken: boolean;
  failure: { reason: string | null } | null;
};
const context = (step: SpecStep) => step.snapshot.context as Context;
const before = (step: SpecStep) => (step.previous?.context ?? step.snapshot.context) as Context;

export const spec: MachineSpec = {
  flow: 'lead meeting',
  always: [
    reportsFailuresOf('loadMeeting'),
    {
      requirement: 'the panel reads the meeting when it opens, on Retry, and after each change',
      check: (step) => {
        const loads = effectsNamed(step.effects, 'loadMeeting').map((effect) => effect.input);
        const changed =
          step.event.type === 'xstate.done.actor.cancelMeeting' ||
          (step.event.type === 'xstate.done.actor.changeMeeting' &&
            payload<{ output: { outcome: string } }>(step.event).output.outcome === 'booked');
        const asked = step.event.type === 'xstate.init' || step.event.type === 'meeting.retry' || changed;
        return same(loads, asked ? [{ leadId }] : []);
      },
    },
    {
      requirement: 'a chosen time books for a lead without a meeting and moves the booked one, once',
      check: (step) => {
        const changes = effectsNamed(step.effects, 'changeMeeting').map((effect) => effect.input);
        if (step.event.type !== 'slot.choose') return changes.length === 0;
        const booked = before(step).meeting?.status === 'booked' ? before(step).meeting : null;
        return same(changes, [
          { leadId, meetingId: booked?.id ?? null, slot: payload<{ slot: Slot }>(step.event).slot },
        ]);
      },
    },
    {
      requirement: 'only a booked meeting can be cancelled, and only when staff ask',
      check: (step) => {
        const cancels = effectsNamed(step.effects, 'cancelMeeting').map((effect) => effect.input);
        if (step.event.type !== 'meeting.cancel' || before(step).meeting?.status !== 'booked') {
          return cancels.length === 0;
        }
        return same(cancels, [{ meetingId: before(step).meeting?.id }]);
      },
    },
  ],
  states: {
    shown: [
      {
        requirement: 'the panel shows the meeting it read last',
        check: (step) =>
          step.event.type !== 'xstate.done.actor.loadMeeting' ||
          same(context(step).meeting, lastDone(step, 'loadMeeting')),
      },
    ],
    'picking.choosing': [
      {
        requirement: 'a time taken meanwhile lists the nearest free ones and says so',
        check: (step) => {
          if (step.event.type !== 'xstate.done.actor.changeMeeting') return true;
          const answer = payload<{ output: { nearest: Slot[] } }>(step.event).output;
          return context(step).taken && same(context(step).slots, answer.nearest);
        },
      },
    ],
    failed: [
      {
        requirement: "a failed read keeps the server's reason and offers Retry",
        check: (step) =>
          !entered(step, 'failed') ||
          (same(context(step).failure, { reason: failureReason(step) }) &&
            step.snapshot.can({ type: 'meeting.retry' })),
      },
    ],
  },
};

const loaded = { type: 'xstate.done.actor.loadMeeting', output: meeting };
const none = { type: 'xstate.done.actor.loadMeeting', output: null };
const pick = { type: 'meeting.pick' };
const slotsLoaded = { type: 'xstate.done.actor.loadSlots', output: [nine, ten] };
const choose = { type: 'slot.choose', slot: ten };
const changed = { type: 'xstate.done.actor.changeMeeting', output: { outcome: 'booked' } };
const taken = { type: 'xstate.done.actor.changeMeeting', output: { outcome: 'taken', nearest: [nine] } };

export const plan: MachinePathPlan = {
  machine: leadMeetingMachine,
  input: { leadId },
  spec,
  events: [
    loaded,
    none,
    { type: 'xstate.error.actor.loadMeeting', error: new Error('permission denied') },
    { type: 'meeting.retry' },
    pick,
    { type: 'pick.close' },
    slotsLoaded,
    { type: 'xstate.error.actor.loadSlots', error: new Error('Failed to fetch') },
    choose,
    changed,
    taken,
    { type: 'xstate.error.actor.changeMeeting', error: new Error('This meeting is no longer booked') },
    { type: 'meeting.cancel' },
    { type: 'xstate.done.actor.cancelMeeting' },
    { type: 'xstate.error.actor.cancelMeeting', error: new Error('Only staff can cancel') },
  ],
  // Staff book for a lead without a meeting; move one, lose the race, take the nearest; cancel.
  scenarios: [
    [none, pick, slotsLoaded, choose, changed, loaded],
    [loaded, pick, slotsLoaded, choose, taken, { type: 'slot.choose', slot: nine }, changed],
    [loaded, { type: 'meeting.cancel' }, { type: 'xstate.done.actor.cancelMeeting' }],
  ],
};
