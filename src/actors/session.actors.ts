import type { Session } from '@supabase/supabase-js';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { SessionEvent, SessionUser } from '../../machines/session/session.machine';
import { loadSupabase } from '../lib/load-supabase';
import { reportFailure } from '../lib/failure-reports';

const toSessionUser = (session: Session): SessionUser => {
  const role: unknown = session.user.app_metadata['role'];
  return { id: session.user.id, email: session.user.email ?? '', role: typeof role === 'string' ? role : null };
};

/** Binds the session machine to supabase-js auth: its state-change stream and sign-out. */
export const sessionActors = {
  watchAuth: fromCallback<EventObject>(({ sendBack }) => {
    let stopWatching = () => {};
    let stopped = false;
    loadSupabase().then(
      (db) => {
        if (stopped) return;
        // Fires INITIAL_SESSION first, then every sign-in, refresh and sign-out, including other tabs'.
        const { data } = db.auth.onAuthStateChange((_event, session) => {
          const change: SessionEvent = session
            ? { type: 'auth.signedIn', user: toSessionUser(session) }
            : { type: 'auth.signedOut' };
          sendBack(change);
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
    const { error } = await db.auth.signOut();
    if (error) throw error;
  }),
};
