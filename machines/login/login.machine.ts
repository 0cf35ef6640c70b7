import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { messageOf } from '../shared/error-message';

export type LoginCredentials = { email: string; password: string };
export type LoginField = keyof LoginCredentials;

export type LoginEvent = { type: 'field.change'; field: LoginField; value: string } | { type: 'form.submit' };

export const fallbackLoginError = 'Invalid email or password';

/** The server's message when it sent one, else the generic wording. */
export function loginErrorMessage(error: unknown): string {
  const message = messageOf(error, '').trim();
  // supabase-js 2.109 turns a bodiless 5xx into the text "{}", which tells the user nothing.
  return message && message !== '{}' ? message : fallbackLoginError;
}

export const canSubmitLogin = (credentials: LoginCredentials): boolean =>
  credentials.email.trim() !== '' && credentials.password !== '';

/**
 * The admin sign-in form. Success only ends the form: the session actor hears about the new
 * session from the auth backend, and the login route's guard then moves on to the remembered page.
 */
export const loginMachine = setup({
  types: {
    context: {} as { credentials: LoginCredentials; error: string | null },
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
  context: { credentials: { email: '', password: '' }, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({
            credentials: ({ context, event }) => ({ ...context.credentials, [event.field]: event.value }),
          }),
        },
        'form.submit': { guard: 'isComplete', target: 'submitting', actions: assign({ error: null }) },
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
        onError: { target: 'editing', actions: assign({ error: ({ event }) => loginErrorMessage(event.error) }) },
      },
    },
    signedIn: { type: 'final' },
  },
});
