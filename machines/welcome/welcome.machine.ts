import { assign, fromPromise, setup } from 'xstate';
import { failureFrom, type Failure } from '../shared/error-message';
import { notProvided } from '../not-provided';

export type WelcomeField = 'password' | 'confirmation';

/** Why the password cannot be saved yet. */
export type PasswordProblem = 'short' | 'different';

/** A staff password: at least this many characters (GoTrue's own floor is 6). */
export const minimumStaffPassword = 8;

export function passwordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (password.length < minimumStaffPassword) return 'short';
  if (password !== confirmation) return 'different';
  return null;
}

export type WelcomeEvent = { type: 'field.change'; field: WelcomeField; value: string } | { type: 'form.submit' };

type WelcomeContext = {
  /** The invited address, once the link has signed them in. */
  email: string;
  password: string;
  confirmation: string;
  /** Shown after a submit that could not be sent; cleared by typing. */
  problem: PasswordProblem | null;
  failure: Failure | null;
};

/**
 * An invited teammate's first visit: the invitation link's session is taken (or its error shown), then they choose
 * a password, typed twice; a refused save says why and keeps what was typed. Saved, they sign in with it, which asks
 * them to set up two-step sign-in.
 */
export const welcomeMachine = setup({
  types: { context: {} as WelcomeContext, events: {} as WelcomeEvent },
  actors: {
    openInvitation: fromPromise<{ email: string }, void>(notProvided('openInvitation')),
    setPassword: fromPromise<void, { password: string }>(notProvided('setPassword')),
  },
  guards: {
    isAcceptable: ({ context }) => passwordProblem(context.password, context.confirmation) === null,
  },
}).createMachine({
  id: 'welcome',
  context: { email: '', password: '', confirmation: '', problem: null, failure: null },
  initial: 'opening',
  states: {
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'openInvitation',
        src: 'openInvitation',
        onDone: { target: 'choosing', actions: assign({ email: ({ event }) => event.output.email }) },
        onError: { target: 'invalid', actions: assign({ failure: ({ event }) => failureFrom(event.error) }) },
      },
    },
    invalid: {},
    choosing: {
      on: {
        'field.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value, problem: null })),
        },
        'form.submit': [
          { guard: 'isAcceptable', target: 'saving', actions: assign({ failure: null }) },
          {
            actions: assign({ problem: ({ context }) => passwordProblem(context.password, context.confirmation) }),
          },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: 'saved',
        onError: { target: 'choosing', actions: assign({ failure: ({ event }) => failureFrom(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
});
