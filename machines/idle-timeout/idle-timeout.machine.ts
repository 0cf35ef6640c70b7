import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided, unboundSensor } from '../not-provided';

/** How long before the end the warning shows. */
export const idleWarningMs = 60_000;

/** The team's idle minutes until the settings are read, and if they cannot be (the database's own default). */
export const defaultIdleMinutes = 30;

export type IdleTimeoutEvent =
  /** Input in this tab or in another tab of the browser signed in as the same person. */
  | { type: 'activity' }
  /** "Stay signed in" on the warning. */
  | { type: 'warning.dismiss' };

/**
 * A staff session's idle timer: after the team's idle minutes without input the session ends (`signOut`), and a
 * minute before, a warning asks whether the person is still there. Any input (`activity`, from this tab or another)
 * starts the count again, and so does dismissing the warning. The clock is the machine's own (`after`), so a test
 * moves it; the count starts once the team's setting is read, or at the default when it cannot be.
 */
export const idleTimeoutMachine = setup({
  types: { context: {} as { idleMinutes: number }, events: {} as IdleTimeoutEvent },
  actors: {
    loadIdleMinutes: fromPromise<number, void>(notProvided('loadIdleMinutes')),
    /** Sends `activity` for input here and for activity another tab shares; shares this tab's. */
    watchActivity: fromCallback<IdleTimeoutEvent>(unboundSensor),
  },
  actions: {
    signOut: () => {},
  },
  delays: {
    untilWarning: ({ context }) => context.idleMinutes * 60_000 - idleWarningMs,
    warning: idleWarningMs,
  },
}).createMachine({
  id: 'idleTimeout',
  context: { idleMinutes: defaultIdleMinutes },
  invoke: { id: 'watchActivity', src: 'watchActivity' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadIdleMinutes',
        src: 'loadIdleMinutes',
        onDone: { target: 'active', actions: assign({ idleMinutes: ({ event }) => event.output }) },
        onError: { target: 'active' },
      },
    },
    active: {
      after: { untilWarning: 'warning' },
      on: { activity: { target: 'active', reenter: true } },
    },
    warning: {
      tags: ['warning'],
      after: { warning: 'timedOut' },
      on: { activity: 'active', 'warning.dismiss': 'active' },
    },
    timedOut: { type: 'final', entry: 'signOut' },
  },
});
