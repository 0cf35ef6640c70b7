import { fromPromise } from 'xstate';
import { loadSupabase } from '../lib/load-supabase';

/**
 * The invitation link arrives with its session (or GoTrue's error) in the address's fragment. The app's client does
 * not read addresses itself (detectSessionInUrl is off), so this page takes the session, then drops the fragment so
 * the tokens do not stay in the address bar or the history.
 */
async function openInvitation(): Promise<{ email: string }> {
  const fields = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  const accessToken = fields.get('access_token');
  const refreshToken = fields.get('refresh_token');
  if (!accessToken || !refreshToken) throw new Error(fields.get('error_description') ?? '');
  const db = await loadSupabase();
  const { data, error } = await db.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (error) throw error;
  return { email: data.user?.email ?? '' };
}

/** Saves the password, then ends this password-less session: the teammate signs in with the password next. */
async function setPassword({ password }: { password: string }): Promise<void> {
  const db = await loadSupabase();
  const { error } = await db.auth.updateUser({ password });
  if (error) throw error;
  await db.auth.signOut({ scope: 'local' });
}

export const welcomeActors = {
  openInvitation: fromPromise<{ email: string }, void>(openInvitation),
  setPassword: fromPromise<void, { password: string }>(({ input }) => setPassword(input)),
};
