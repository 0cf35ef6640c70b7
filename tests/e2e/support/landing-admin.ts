import type { SupabaseClient } from '@supabase/supabase-js';
import { localAnonKey } from '../../../supabase/local/jwt';
import { createNodeClient } from '../../../supabase/local/node-client';
import { signInStaff } from '../../support/staff-sign-in';
import { localAdmin } from './admin';
import { e2eApiUrl } from './e2e-env';

/**
 * Runs `read` as the signed-in local admin, signing out afterwards: this session only, since tests side by side
 * are signed in as the same admin and a global sign-out ends their sessions between password and code.
 */
export async function asLocalAdmin<T>(read: (db: SupabaseClient) => Promise<T>): Promise<T> {
  const db = createNodeClient(e2eApiUrl, localAnonKey);
  await signInStaff(db, localAdmin);
  try {
    return await read(db);
  } finally {
    await db.auth.signOut({ scope: 'local' });
  }
}

/** The demo requests sent with `email`, read the way the dashboard reads them: as the signed-in local admin. */
export const readContactSubmissionsAsAdmin = (email: string) =>
  asLocalAdmin(async (db) => {
    const { data, error } = await db.from('contact_submissions').select('*').eq('email', email);
    if (error) throw error;
    return data;
  });
