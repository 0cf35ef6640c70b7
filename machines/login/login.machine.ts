import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { messageOf, type Failure } from '../shared/error-message';

export type LoginCredentials = { email: string; password: string };
export type LoginField = keyof LoginCredentials;

export type LoginEvent = { type: 'field.change'; field: LoginField; value: string } | { type: 'form.submit' };

/** The auth server's own words for a failed sign-in, or null when it gave none (the screen words that case). */
export function loginFailure(error: unknown): Failure {
  const message = messageOf(error, '').trim();
  // supabase-js 2.109 turns a bodiless 5xx into the text "{}", which tells the user nothing.
  return { reason: message && message !== '{}' ? message : null };
}

export const canSubmitLogin = (credentials: LoginCredentials): boolean =>
  credentials.email.trim() !== '' && credentials.password !== '';

/**
 * The admin sign-in form. Success only ends the form: the session actor hears about the new
 * session from the auth backend, and the login route's guard then moves on to the remembered page.
 */
export const loginMachine = setup({
  types: {
    context: {} as { credentials: LoginCredentials; failure: Failure | null },
    events: {} as LoginEvent,
  },
  actors: {
    signIn: fromPromise<void, LoginCredentials>(notProvided('signIn')),
  },
  guards: {
    isComplete: ({ context }) => canSubmitLogin(context.credentials),
  },
}).createMachine({
  id: 'login',
  context: { credentials: { email: '', password: '' }, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({
            credentials: ({ context, event }) => ({ ...context.credentials, [event.field]: event.value }),
          }),
        },
        'form.submit': { guard: 'isComplete', target: 'submitting', actions: assign({ failure: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ ...context.credentials, email: context.credentials.email.trim() }),
        onDone: { target: 'signedIn' },
        // The typed credentials stay, so a mistyped password is fixed rather than retyped from scratch.
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => loginFailure(event.error) }) },
      },
    },
    signedIn: { type: 'final' },
  },
});
