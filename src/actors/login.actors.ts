import { fromPromise } from 'xstate';
import type { LoginCredentials } from '../../machines/login/login.machine';
import { loadSupabase } from '../lib/load-supabase';

/** Binds the login machine to supabase-js password sign-in; the session actor hears the result itself. */
export const loginActors = {
  signIn: fromPromise<void, LoginCredentials>(async ({ input }) => {
    const db = await loadSupabase();
    const { error } = await db.auth.signInWithPassword(input);
    if (error) throw error;
  }),
};
