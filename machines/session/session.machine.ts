import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { notProvided, notProvidedCallback } from '../not-provided';
import { messageOf } from '../shared/error-message';
import { failureOf, reportFailure } from '../failure-report';
import type { SessionUser } from './staff-roles';

export type SessionEvent =
  { type: 'auth.signedIn'; user: SessionUser } | { type: 'auth.signedOut' } | { type: 'session.signOut' };

type SessionContext = {
  user: SessionUser | null;
  error: string | null;
  /** True when this tab's Logout ended the session, so login need not offer to return to the old page. */
  signedOutByUser: boolean;
};

/**
 * The staff session, created once and shared through router context. It only mirrors the auth
 * backend: `watchAuth` reports every change (initial session, sign-in, token refresh, sign-out in
 * another tab) and `signOut` asks the backend to end the session.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    watchAuth: fromCallback<EventObject>(notProvidedCallback('watchAuth')),
    signOut: fromPromise<void>(notProvided('signOut')),
  },
  guards: {
    isSecondStepPending: ({ event }) => event.type === 'auth.signedIn' && event.user.secondStepPending,
  },
  actions: {
    reportFailure,
    rememberUser: assign({
      user: ({ event }) => {
        assertEvent(event, 'auth.signedIn');
        return event.user;
      },
      error: null,
      signedOutByUser: false,
    }),
    forgetUser: assign({ user: null, error: null, signedOutByUser: false }),
    sayGoodbye: assign({ user: null, error: null, signedOutByUser: true }),
  },
}).createMachine({
  id: 'session',
  context: { user: null, error: null, signedOutByUser: false },
  invoke: { id: 'watchAuth', src: 'watchAuth' },
  initial: 'checking',
  states: {
    checking: {
      tags: ['pending'],
      on: {
        'auth.signedIn': [
          { guard: 'isSecondStepPending', target: 'awaitingSecondStep', actions: 'rememberUser' },
          { target: 'signedIn', actions: 'rememberUser' },
        ],
        // Nothing is remembered yet, so there is nothing to forget.
        'auth.signedOut': { target: 'signedOut' },
      },
    },
    signedIn: {
      on: {
        'auth.signedIn': [
          { guard: 'isSecondStepPending', target: 'awaitingSecondStep', actions: 'rememberUser' },
          { actions: 'rememberUser' },
        ],
        'auth.signedOut': { target: 'signedOut', actions: 'forgetUser' },
        'session.signOut': { target: 'signingOut' },
      },
    },
    // The password was taken, the code not yet: the login page asks for it, the staff pages stay closed.
    awaitingSecondStep: {
      on: {
        'auth.signedIn': [
          { guard: 'isSecondStepPending', actions: 'rememberUser' },
          { target: 'signedIn', actions: 'rememberUser' },
        ],
        'auth.signedOut': { target: 'signedOut', actions: 'forgetUser' },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'sayGoodbye' },
        onError: {
          target: 'signedIn',
          actions: [
            assign({
              error: ({ event }) => messageOf(event.error, String(event.error)),
            }),
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
      on: {
        // supabase-js announces SIGNED_OUT before its signOut() promise settles.
        'auth.signedOut': { target: 'signedOut', actions: 'sayGoodbye' },
      },
    },
    signedOut: {
      on: {
        'auth.signedIn': [
          { guard: 'isSecondStepPending', target: 'awaitingSecondStep', actions: 'rememberUser' },
          { target: 'signedIn', actions: 'rememberUser' },
        ],
      },
    },
  },
});
