import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { e2eApiUrl } from './e2e-env';

/** The Supabase CLI's local demo anon key, which the stand-in accepts by default. */
const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The demo requests sent with `email`, read the way the dashboard reads them: as the signed-in admin. */
export async function readContactSubmissionsAsAdmin(email: string) {
  const db = createClient(e2eApiUrl, localAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // ws's constructor types are wider than the structural type realtime-js declares; runtime-compatible.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
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
