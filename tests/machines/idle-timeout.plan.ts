import { idleTimeoutMachine } from '../../machines/idle-timeout/idle-timeout.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, type MachineSpec, type SpecStep } from '../support/machine-spec';

// Written from docs/admin.md "Idle timeout": a staff session ends after the team's idle minutes (30 unless the team set
// another number) without input, with a warning one minute before; any input, in this tab or another, or dismissing
// the warning, starts the count again.
const minute = 60_000;
const teamSetsTen = { type: 'xstate.done.actor.loadIdleMinutes', output: 10 };
const settingsUnread = { type: 'xstate.error.actor.loadIdleMinutes', error: new Error('Failed to fetch') };
const activity = { type: 'activity' };
const dismiss = { type: 'warning.dismiss' };

/** The idle minutes the team set, as the path read them: 30 when they could not be read. */
const idleMinutes = (step: SpecStep) => (step.events.some((event) => event.type === teamSetsTen.type) ? 10 : 30);

export const spec: MachineSpec = {
  flow: 'idle timeout',
  always: [
    {
      requirement: "the count uses the team's idle minutes, or 30 when they cannot be read",
      check: (step) =>
        step.snapshot.matches('loading') ||
        (step.snapshot.context as { idleMinutes: number }).idleMinutes === idleMinutes(step),
    },
    {
      requirement: 'the session is ended once, only when the time runs out after the warning',
      check: (step) =>
        effectsNamed(step.effects, 'signOut').length ===
        (step.snapshot.matches('timedOut') && step.previous?.matches('warning') ? 1 : 0),
    },
  ],
  states: {
    warning: [
      {
        requirement: 'the warning shows one minute before the end',
        check: (step) => step.snapshot.hasTag('warning'),
      },
    ],
    active: [
      { requirement: 'no warning shows while the person is active', check: (step) => !step.snapshot.hasTag('warning') },
    ],
  },
  timers: [
    {
      requirement: 'the warning shows after the idle minutes less one minute without input',
      from: 'active',
      to: 'warning',
      ms: (snapshot) => (snapshot.context as { idleMinutes: number }).idleMinutes * minute - minute,
    },
    { requirement: 'the session ends one minute after the warning', from: 'warning', to: 'timedOut', ms: minute },
  ],
};

export const plan: MachinePathPlan = {
  machine: idleTimeoutMachine,
  spec,
  events: [teamSetsTen, settingsUnread, activity, dismiss],
  // The stories: 30 minutes when the settings cannot be read (warning at 29); the team's 10 minutes (warning at 9);
  // input during the count and during the warning starts it again; a dismissed warning too.
  scenarios: [
    [settingsUnread, { type: 'xstate.after.untilWarning.idleTimeout.active' }],
    [teamSetsTen, activity, { type: 'xstate.after.untilWarning.idleTimeout.active' }, activity],
    [teamSetsTen, { type: 'xstate.after.untilWarning.idleTimeout.active' }, dismiss],
    [
      teamSetsTen,
      { type: 'xstate.after.untilWarning.idleTimeout.active' },
      { type: 'xstate.after.warning.idleTimeout.warning' },
    ],
  ],
};
