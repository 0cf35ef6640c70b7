import type { Session } from '@supabase/supabase-js';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { SessionEvent, SessionUser } from '../../machines/session/session.machine';
import { isStaff } from '../../machines/session/session.machine';
import { loadSupabase } from '../lib/load-supabase';
import { reportFailure } from '../lib/failure-reports';
import type { AppSupabaseClient } from '../lib/supabase';
import { readTeamSettings } from './team-settings';

const toSessionUser = (session: Session, secondStepPending: boolean): SessionUser => {
  const role: unknown = session.user.app_metadata['role'];
  return {
    id: session.user.id,
    email: session.user.email ?? '',
    role: typeof role === 'string' ? role : null,
    secondStepPending,
  };
};

/** The `aal` claim of the session's access token: 'aal2' once the second step has been passed. */
function assuranceOf(session: Session): string | null {
  const payload = session.access_token.split('.')[1] ?? '';
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && 'aal' in claims && typeof claims.aal === 'string'
      ? claims.aal
      : null;
  } catch {
    return null;
  }
}

/** A staff session still owes its code while it is password-only and the team requires two-step sign-in. */
async function secondStepPending(db: AppSupabaseClient, session: Session): Promise<boolean> {
  if (assuranceOf(session) === 'aal2') return false;
  if (!isStaff(toSessionUser(session, false))) return false;
  return (await readTeamSettings(db)).twoStepRequired;
}

/** Binds the session machine to supabase-js auth: its state-change stream and sign-out. */
export const sessionActors = {
  watchAuth: fromCallback<EventObject>(({ sendBack }) => {
    let stopWatching = () => {};
    let stopped = false;
    loadSupabase().then(
      (db) => {
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
    const { error } = await db.auth.signOut();
    if (error) throw error;
  }),
};
