import type { SupabaseClient } from '@supabase/supabase-js';
import { totpCodeAt } from '../gotrue/totp';

/**
 * Signs a benchmark's client in as the local admin, as staff sign in: the password, then a code, so the session is
 * aal2 and reads the leads. A code is taken once, so a second sign-in within its 30 seconds uses the next step's.
 */
export async function signInLocalAdmin(
  client: SupabaseClient,
  admin: { email: string; password: string; totpSecret: string },
): Promise<void> {
  const { error } = await client.auth.signInWithPassword({ email: admin.email, password: admin.password });
  if (error) throw new Error(error.message);
  const { data: factors, error: listError } = await client.auth.mfa.listFactors();
  if (listError) throw new Error(listError.message);
  const factorId = factors.totp[0]?.id ?? '';
  for (const at of [Date.now(), Date.now() + 30_000]) {
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCodeAt(admin.totpSecret, at) });
    if (!verified.error) {
      await client.realtime.setAuth();
      return;
    }
  }
  throw new Error('the local admin’s code was refused');
}
