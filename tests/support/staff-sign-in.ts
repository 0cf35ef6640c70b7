import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { totpCode } from './totp-code';

/** A staff member's sign-in: the password, and the base32 secret of their authenticator when they have enrolled one. */
export type StaffCredentials = { email: string; password: string; totpSecret?: string };

/**
 * Signs `client` in as staff sign in: the password, then, when the credentials carry a secret, a code from it for
 * the person's verified factor (the session then says aal2). Without a secret the session stays password-only.
 */
export async function signInStaff(client: SupabaseClient, credentials: StaffCredentials): Promise<Session> {
  const { data, error } = await client.auth.signInWithPassword({
    email: credentials.email,
    password: credentials.password,
  });
  if (error) throw error;
  if (!credentials.totpSecret) return data.session;
  return verifyWithCode(client, credentials.totpSecret);
}

/** The second step of a signed-in client: a code from `secret` for its first verified TOTP factor. */
export async function verifyWithCode(client: SupabaseClient, secret: string): Promise<Session> {
  const { data: factors, error: listError } = await client.auth.mfa.listFactors();
  if (listError) throw listError;
  const factor = factors.totp.find((candidate) => candidate.status === 'verified');
  if (!factor) throw new Error('this person has no verified TOTP factor to sign in with');
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(secret) });
  if (error) throw error;
  // supabase-js hands Realtime a new token on a sign-in or refresh, not on a verified code.
  await client.realtime.setAuth();
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session after the code was verified');
  return data.session;
}

/** Enrols a TOTP factor for the signed-in client and verifies it with a code; returns its secret. */
export async function enrolTotp(client: SupabaseClient, friendlyName = 'Authenticator'): Promise<string> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totpCode(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return data.totp.secret;
}
