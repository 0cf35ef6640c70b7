import { localAnonKey } from '../../../supabase/local/jwt';
import { createNodeClient } from '../../../supabase/local/node-client';
import { e2eApiUrl } from './e2e-env';

/** The demo requests sent with `email`, read the way the dashboard reads them: as the signed-in local admin. */
export async function readContactSubmissionsAsAdmin(email: string) {
  const db = createNodeClient(e2eApiUrl, localAnonKey);
  const { error: signInError } = await db.auth.signInWithPassword({
    email: 'admin@example.com',
    password: 'local-admin-password',
  });
  if (signInError) throw signInError;
  try {
    const { data, error } = await db.from('contact_submissions').select('*').eq('email', email);
    if (error) throw error;
    return data;
  } finally {
    await db.auth.signOut();
  }
}
