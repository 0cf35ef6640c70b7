import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionUser } from '../../machines/session/staff-roles';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  payload,
  same,
  wasIn,
  type MachineSpec,
  reportsFailuresOf,
} from '../support/machine-spec';

const admin: SessionUser = { id: 'u-1', email: 'admin@example.com', role: 'admin', secondStepPending: false };
const refreshed: SessionUser = { ...admin, email: 'renamed@example.com' };
/** The password taken, the code not yet given. */
const passwordOnly: SessionUser = { ...admin, secondStepPending: true };

// The session guard: unknown (spinner), then signed in (page shown) or signed out (redirect); Logout signs
// out. It mirrors the auth backend, a failed Logout keeps the session and says why, and login
// offers to return to the old page unless this tab's Logout ended the session. A session whose code is still owed
// (the team requires two-step sign-in) opens no staff page until the code is given.
export const spec: MachineSpec = {
  flow: 'session',
  always: [
    reportsFailuresOf('signOut'),
    {
      requirement: 'the session follows the auth backend from the start',
      check: (step) => step.event.type !== 'xstate.init' || effectsNamed(step.effects, 'watchAuth').length === 1,
    },
    {
      requirement: 'a sign-in reported by the auth backend shows that user, once any code it owes is given',
      check: (step) =>
        step.event.type !== 'auth.signedIn' ||
        payload<{ user: SessionUser }>(step.event).user.secondStepPending ||
        (step.snapshot.matches('signedIn') &&
          same(step.snapshot.context.user, payload<{ user: SessionUser }>(step.event).user) &&
          step.snapshot.context.error === null &&
          !step.snapshot.context.signedOutByUser),
    },
    {
      requirement: 'a session that still owes its code opens no staff page, and keeps who it is',
      check: (step) =>
        step.event.type !== 'auth.signedIn' ||
        !payload<{ user: SessionUser }>(step.event).user.secondStepPending ||
        (step.snapshot.matches('awaitingSecondStep') &&
          same(step.snapshot.context.user, payload<{ user: SessionUser }>(step.event).user)),
    },
    {
      requirement: 'a failed Logout keeps the page signed in',
      check: (step) => step.event.type !== 'xstate.error.actor.signOut' || step.snapshot.matches('signedIn'),
    },
    {
      requirement:
        "only this tab's Logout counts as signing out by the user; a session checked or ended elsewhere does not",
      check: (step) => {
        const entries = step.history.filter(
          ({ snapshot }, index) =>
            snapshot.matches('signedOut') && !step.history[index - 1]?.snapshot.matches('signedOut'),
        );
        const last = entries.at(-1);
        const before = last ? step.history[step.history.indexOf(last) - 1]?.snapshot : undefined;
        const byUser = step.snapshot.matches('signedOut') && before?.matches('signingOut') === true;
        return step.snapshot.context.signedOutByUser === byUser;
      },
    },
    {
      requirement: 'a sign-out reported by the auth backend (another tab, expiry) signs this tab out',
      check: (step) => step.event.type !== 'auth.signedOut' || step.snapshot.matches('signedOut'),
    },
  ],
  states: {
    checking: [
      { requirement: 'a spinner shows while the session is unknown', check: (s) => s.snapshot.hasTag('pending') },
    ],
    signedIn: [
      {
        requirement: 'the staff page shows once signed in',
        check: (s) => !s.snapshot.hasTag('pending') && !s.snapshot.hasTag('busy') && s.snapshot.context.user !== null,
      },
      {
        requirement: 'a failed Logout keeps the session and says why',
        check: (step) =>
          !wasIn(step, 'signingOut') ||
          step.snapshot.context.error === payload<{ error: Error }>(step.event).error.message,
      },
    ],
    awaitingSecondStep: [
      {
        requirement: 'while the code is owed the login page asks for it and no staff page shows',
        check: (s) => !s.snapshot.hasTag('pending') && s.snapshot.context.user?.secondStepPending === true,
      },
    ],
    signingOut: [
      { requirement: 'Logout shows it is signing out', check: (s) => s.snapshot.hasTag('busy') },
      {
        requirement: 'Logout asks the auth backend to sign out, once',
        check: (step) => effectsNamed(step.effects, 'signOut').length === (entered(step, 'signingOut') ? 1 : 0),
      },
    ],
    signedOut: [
      {
        requirement: 'signed out, no user is shown and the staff pages redirect to login',
        check: (s) =>
          s.snapshot.context.user === null && s.snapshot.context.error === null && !s.snapshot.hasTag('pending'),
      },
      {
        requirement: "login offers the old page again unless this tab's Logout ended the session",
        check: (step) =>
          !entered(step, 'signedOut') || step.snapshot.context.signedOutByUser === wasIn(step, 'signingOut'),
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: sessionMachine,
  spec,
  events: [
    { type: 'auth.signedIn', user: admin },
    { type: 'auth.signedIn', user: refreshed },
    { type: 'auth.signedIn', user: passwordOnly },
    { type: 'auth.signedOut' },
    { type: 'session.signOut' },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: new Error('Network down') },
  ],
  // Sign-outs and sign-ins the backend reports in every state, whatever the paths already merged.
  scenarios: [
    [{ type: 'auth.signedOut' }, { type: 'auth.signedIn', user: admin }],
    [
      { type: 'auth.signedIn', user: admin },
      { type: 'session.signOut' },
      { type: 'auth.signedOut' },
      { type: 'auth.signedIn', user: refreshed },
    ],
    [{ type: 'auth.signedIn', user: admin }, { type: 'auth.signedOut' }, { type: 'auth.signedIn', user: refreshed }],
    [
      { type: 'auth.signedIn', user: passwordOnly },
      { type: 'auth.signedIn', user: admin },
      { type: 'auth.signedIn', user: passwordOnly },
      { type: 'auth.signedOut' },
      { type: 'auth.signedIn', user: passwordOnly },
    ],
  ],
};
