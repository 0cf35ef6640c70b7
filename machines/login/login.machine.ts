import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { messageOf, type Failure } from '../shared/error-message';

export type LoginCredentials = { email: string; password: string };
export type LoginField = keyof LoginCredentials;

/**
 * What the password leads to: nothing more (the team does not require a second step and the person has no
 * authenticator), a code from their authenticator, or enrolling one first (the team requires it and they have none).
 */
export type SecondStep = { next: 'none' } | { next: 'code'; factorId: string } | { next: 'enrol' };

/** A new authenticator to confirm: its factor, the otpauth address the QR code shows, and the secret to type instead. */
export type Enrolment = { factorId: string; uri: string; secret: string };

/** A code for the factor; `enrolling` when it confirms a new authenticator. */
export type CodeCheck = { factorId: string; code: string; enrolling: boolean };

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'form.submit' };

/** The auth server's own words for a failed sign-in, or null when it gave none (the screen words that case). */
export function loginFailure(error: unknown): Failure {
  const message = messageOf(error, '').trim();
  // supabase-js 2.109 turns a bodiless 5xx into the text "{}", which tells the user nothing.
  return { reason: message && message !== '{}' ? message : null };
}

export const canSubmitLogin = (credentials: LoginCredentials): boolean =>
  credentials.email.trim() !== '' && credentials.password !== '';

/** The code as sent: what was typed without spaces (apps show it as "123 456"). */
export const codeDigits = (typed: string): string => typed.replace(/\s/g, '');

/** An authenticator's code is six digits. */
export const isCompleteCode = (typed: string): boolean => /^\d{6}$/.test(codeDigits(typed));

type LoginContext = {
  credentials: LoginCredentials;
  failure: Failure | null;
  /** The factor whose code is asked for; null before the password has been taken. */
  factorId: string | null;
  enrolment: Enrolment | null;
  code: string;
};

/**
 * The staff sign-in: the password, then a code from the person's authenticator, or, when the team requires two-step
 * sign-in and they have none yet, enrolling one (scan the QR code or type the secret, then confirm with a code).
 * Success only ends the form: the session actor hears about the new session from the auth backend, and the login
 * route's guard then moves on to the remembered page.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    signIn: fromPromise<SecondStep, LoginCredentials>(notProvided('signIn')),
    enrol: fromPromise<Enrolment>(notProvided('enrol')),
    verifyCode: fromPromise<void, CodeCheck>(notProvided('verifyCode')),
  },
  actions: {
    keepCode: assign({ code: ({ event }) => (event.type === 'code.change' ? event.value : '') }),
  },
  guards: {
    isComplete: ({ context }) => canSubmitLogin(context.credentials),
    isCodeComplete: ({ context }) => isCompleteCode(context.code),
    isEnrolling: ({ context }) => context.enrolment !== null,
  },
}).createMachine({
  id: 'login',
  context: { credentials: { email: '', password: '' }, failure: null, factorId: null, enrolment: null, code: '' },
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
        onDone: [
          {
            guard: ({ event }) => event.output.next === 'code',
            target: 'code',
            actions: assign({ factorId: ({ event }) => (event.output.next === 'code' ? event.output.factorId : null) }),
          },
          { guard: ({ event }) => event.output.next === 'enrol', target: 'enrolling' },
          { target: 'signedIn' },
        ],
        // The typed credentials stay, so a mistyped password is fixed rather than retyped from scratch.
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => loginFailure(event.error) }) },
      },
    },
    code: {
      on: {
        'code.change': { actions: 'keepCode' },
        'form.submit': { guard: 'isCodeComplete', target: 'verifying', actions: assign({ failure: null }) },
      },
    },
    enrolling: {
      tags: ['busy'],
      invoke: {
        id: 'enrol',
        src: 'enrol',
        onDone: {
          target: 'confirming',
          actions: assign({ enrolment: ({ event }) => event.output, factorId: ({ event }) => event.output.factorId }),
        },
        // The password was right but no authenticator could be set up: sign in again to retry.
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => loginFailure(event.error) }) },
      },
    },
    confirming: {
      on: {
        'code.change': { actions: 'keepCode' },
        'form.submit': { guard: 'isCodeComplete', target: 'verifying', actions: assign({ failure: null }) },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({
          factorId: context.factorId ?? '',
          code: codeDigits(context.code),
          enrolling: context.enrolment !== null,
        }),
        onDone: { target: 'signedIn' },
        // A refused code is gone: the box empties for the next one the app shows.
        onError: [
          {
            guard: 'isEnrolling',
            target: 'confirming',
            actions: assign({ failure: ({ event }) => loginFailure(event.error), code: '' }),
          },
          { target: 'code', actions: assign({ failure: ({ event }) => loginFailure(event.error), code: '' }) },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
});
