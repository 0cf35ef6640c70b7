import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { notProvided, notProvidedCallback } from '../not-provided';
import { messageOf } from '../shared/error-message';
import { failureOf, reportFailure } from '../failure-report';

export type SessionUser = { id: string; email: string; role: string | null };

export type SessionEvent =
  { type: 'auth.signedIn'; user: SessionUser } | { type: 'auth.signedOut' } | { type: 'session.signOut' };

/** Staff pages are for admins only; the database enforces the same rule through RLS. */
export const isAdmin = (user: SessionUser | null): boolean => user?.role === 'admin';

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
        'auth.signedIn': { target: 'signedIn', actions: 'rememberUser' },
        // Nothing is remembered yet, so there is nothing to forget.
        'auth.signedOut': { target: 'signedOut' },
      },
    },
    signedIn: {
      on: {
        'auth.signedIn': { actions: 'rememberUser' },
        'auth.signedOut': { target: 'signedOut', actions: 'forgetUser' },
        'session.signOut': { target: 'signingOut' },
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
        'auth.signedIn': { target: 'signedIn', actions: 'rememberUser' },
      },
    },
  },
});
