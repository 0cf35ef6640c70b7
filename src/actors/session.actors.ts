import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { SessionEvent } from '../../machines/session/session.machine';
import { loadSupabase } from '../lib/load-supabase';
import { reportFailure } from '../lib/failure-reports';

/** Binds the session machine to supabase-js auth: its state-change stream and sign-out. */
export const sessionActors = {
  watchAuth: fromCallback<EventObject>(({ sendBack }) => {
    let stopWatching = () => {};
    let stopped = false;
    // The second step's check loads with supabase-js, not with every page's first load.
    Promise.all([loadSupabase(), import('./second-step')]).then(
      ([db, { secondStepPending, toSessionUser }]) => {
        if (stopped) return;
        // Each change is told in the order it happened, even when a later one is worked out sooner.
        let latest = 0;
        const tell = (change: SessionEvent, turn: number) => {
          if (!stopped && turn === latest) sendBack(change);
        };
        // Fires INITIAL_SESSION first, then every sign-in, code, refresh and sign-out, including other tabs'.
        const { data } = db.auth.onAuthStateChange((_event, session) => {
          const turn = ++latest;
          if (!session) {
            tell({ type: 'auth.signedOut' }, turn);
            return;
          }
          // Not awaited: supabase-js holds its auth lock while it calls this, and the settings' request waits for it.
          secondStepPending(db, session).then(
            (pending) => tell({ type: 'auth.signedIn', user: toSessionUser(session, pending) }, turn),
            (error: unknown) => {
              reportFailure(error, { effect: 'session.watchAuth' });
              // Without the team's settings the staff pages stay closed; the login page asks again.
              tell({ type: 'auth.signedIn', user: toSessionUser(session, true) }, turn);
            },
          );
        });
        stopWatching = () => data.subscription.unsubscribe();
      },
      (error: unknown) => {
        reportFailure(error, { effect: 'session.watchAuth' });
        sendBack({ type: 'auth.signedOut' });
      },
    );
    return () => {
      stopped = true;
      stopWatching();
    };
  }),
  signOut: fromPromise<void>(async () => {
    const db = await loadSupabase();
    // This device's session only (its refresh token ends on the server too): Logout on the office computer must not
    // sign the same person out of their phone. Every tab of this browser leaves with it; ending every session is
    // what deactivation does.
    const { error } = await db.auth.signOut({ scope: 'local' });
    if (error) throw error;
  }),
};
