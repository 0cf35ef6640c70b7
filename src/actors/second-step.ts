import type { Session } from '@supabase/supabase-js';
import { isStaff, type SessionUser } from '../../machines/session/staff-roles';
import type { AppSupabaseClient } from '../lib/supabase';
import { readTeamSettings } from './team-settings';

/** Who the session says is signed in, and whether they still owe their code. */
export const toSessionUser = (session: Session, secondStepPending: boolean): SessionUser => {
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
export async function secondStepPending(db: AppSupabaseClient, session: Session): Promise<boolean> {
  if (assuranceOf(session) === 'aal2') return false;
  if (!isStaff(toSessionUser(session, false))) return false;
  return (await readTeamSettings(db)).twoStepRequired;
}
