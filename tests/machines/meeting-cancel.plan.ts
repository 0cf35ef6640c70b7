import { BookingLinkRefusedError, type BookedMeeting } from '../../machines/booking/booking';
import { meetingCancelMachine } from '../../machines/booking/meeting-cancel.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  failureReason,
  payload,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Written from docs/booking.md: the prospect's cancel link shows the meeting and asks before it cancels; once
// cancelled the page says so; a link that no longer works (used, or the meeting moved since) says so.
const token = 'c'.repeat(48);
const meeting: BookedMeeting = {
  id: 'm-1',
  startsAt: '2026-12-01T09:00:00Z',
  endsAt: '2026-12-01T09:30:00Z',
  hostName: 'Ada',
  status: 'booked',
};
const cancelledMeeting: BookedMeeting = { ...meeting, status: 'cancelled' };

type Context = { token: string; meeting: BookedMeeting | null; failure: { reason: string | null } | null };
const context = (step: SpecStep) => step.snapshot.context as Context;

export const spec: MachineSpec = {
  flow: 'meeting cancel',
  always: [
    {
      requirement: 'the page loads the meeting its link names, once per try',
      check: (step) => {
        const loads = effectsNamed(step.effects, 'loadMeeting').map((effect) => effect.input);
        const asked = step.event.type === 'xstate.init' || step.event.type === 'page.retry';
        return same(loads, asked ? [{ token }] : []);
      },
    },
    {
      requirement: 'the meeting is cancelled only when the prospect confirms, with the link’s token, once',
      check: (step) =>
        same(
          effectsNamed(step.effects, 'cancelMeeting').map((effect) => effect.input),
          step.event.type === 'cancel.confirm' ? [{ token }] : [],
        ),
    },
    {
      requirement: 'a failed load is reported once; a link that no longer works is not a failure',
      check: (step) => {
        const reports = effectsNamed(step.effects, 'reportFailure');
        if (step.event.type !== 'xstate.error.actor.loadMeeting') return reports.length === 0;
        const { error } = payload<{ error: unknown }>(step.event);
        return reports.length === (error instanceof BookingLinkRefusedError ? 0 : 1);
      },
    },
  ],
  states: {
    loading: [{ requirement: 'the page shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
    confirming: [
      {
        requirement: 'the page shows the meeting and asks before it cancels',
        check: (step) => context(step).meeting !== null && step.snapshot.can({ type: 'cancel.confirm' }),
      },
    ],
    cancelled: [
      {
        requirement: 'a cancelled meeting says so',
        check: (step) => step.snapshot.hasTag('done') && context(step).meeting?.status === 'cancelled',
      },
    ],
    linkRefused: [
      {
        requirement: 'a link that no longer works says so and offers nothing to cancel',
        check: (step) => step.snapshot.hasTag('refused') && !step.snapshot.can({ type: 'cancel.confirm' }),
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

const loaded = { type: 'xstate.done.actor.loadMeeting', output: meeting };
const confirm = { type: 'cancel.confirm' };
const cancelled = { type: 'xstate.done.actor.cancelMeeting', output: cancelledMeeting };
const gone = new BookingLinkRefusedError('This link no longer cancels a meeting');

export const plan: MachinePathPlan = {
  machine: meetingCancelMachine,
  input: { token },
  spec,
  events: [
    loaded,
    { type: 'xstate.error.actor.loadMeeting', error: new Error('Failed to fetch') },
    { type: 'xstate.error.actor.loadMeeting', error: gone },
    { type: 'page.retry' },
    confirm,
    cancelled,
    { type: 'xstate.error.actor.cancelMeeting', error: new Error('Failed to fetch') },
    { type: 'xstate.error.actor.cancelMeeting', error: gone },
  ],
  scenarios: [
    [loaded, confirm, cancelled],
    [
      loaded,
      confirm,
      { type: 'xstate.error.actor.cancelMeeting', error: new Error('Failed to fetch') },
      confirm,
      cancelled,
    ],
  ],
};
