import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlimitedAuth } from '../../supabase/local/gotrue/rate-limits';
import { createNodeClient } from '../../supabase/local/node-client';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { signInStaff } from '../support/staff-sign-in';
import { totpCode } from '../support/totp-code';

// GoTrue's own rules, on a stand-in of this file's own: the shared test server lets tests side by side sign one
// person in with codes of the same 30 seconds (parallelSignIns), which these rules forbid.
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, quiet: true, authRateLimits: unlimitedAuth });
});

afterAll(() => standIn.stop());

const client = () => createNodeClient(standIn.url, standIn.anonKey);

/** A new person signed in with a password who has enrolled and verified a factor; the code used is returned. */
async function verified() {
  const credentials = { email: `one-use-${randomUUID()}@example.com`, password: 'a staff password' };
  const created = await createNodeClient(standIn.url, standIn.serviceRoleKey).auth.admin.createUser({
    ...credentials,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const staff = client();
  await signInStaff(staff, credentials);
  const { data: factor, error } = await staff.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error) throw error;
  const usedCode = totpCode(factor.totp.secret);
  const done = await staff.auth.mfa.challengeAndVerify({ factorId: factor.id, code: usedCode });
  if (done.error) throw done.error;
  return { credentials, factor, usedCode };
}

describe('a code is used once (GoTrue’s rules)', () => {
  it('a code already used is refused within its 30 seconds, while the next code is taken', async () => {
    const { credentials, factor, usedCode } = await verified();
    const again = client();
    await signInStaff(again, credentials);
    const refused = await again.auth.mfa.challengeAndVerify({ factorId: factor.id, code: usedCode });
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const nextCode = totpCode(factor.totp.secret, Date.now() + 30_000);
    const next = await again.auth.mfa.challengeAndVerify({ factorId: factor.id, code: nextCode });
    expect(next.error).toBeNull();
  });

  it('verifying a code ends the same person’s password-only sessions elsewhere, as Supabase does', async () => {
    const { credentials, factor } = await verified();
    const elsewhere = client();
    const elsewhereSession = await signInStaff(elsewhere, credentials);
    const staff = client();
    await signInStaff(staff, credentials);
    const { error } = await staff.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, Date.now() + 30_000),
    });
    expect(error).toBeNull();
    const response = await fetch(`${standIn.url}/auth/v1/user`, {
      headers: { apikey: standIn.anonKey, Authorization: `Bearer ${elsewhereSession.access_token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session_not_found' });
  });
});
