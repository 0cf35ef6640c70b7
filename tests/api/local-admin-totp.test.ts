import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlimitedAuth } from '../../supabase/local/gotrue/rate-limits';
import { createNodeClient } from '../../supabase/local/node-client';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { totpCode } from '../support/totp-code';
import { assuranceClaims } from './auth-fixtures';
import { standIn as sharedStandIn } from './stand-in-fixtures';

// A stand-in of this file's own: verifying a code ends the admin's password-only sessions, which the other
// files' tests hold on the shared one.
const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, quiet: true, authRateLimits: unlimitedAuth, adminTotpSecret: secret });
});

afterAll(() => standIn.stop());

describe("the local admin's two-step sign-in", () => {
  it('is enrolled with JBSWY3DPEHPK3PXP unless LOCAL_ADMIN_TOTP_SECRET says otherwise', () => {
    expect(sharedStandIn.admin.totpSecret).toBe('JBSWY3DPEHPK3PXP');
    expect(standIn.admin.totpSecret).toBe(secret);
    expect(standIn.admin.totpUri).toMatch(/^otpauth:\/\/totp\/.*admin%40example\.com\?.*secret=KRSXG5CTMVRXEZLU/);
  });

  it('signs in with the password and a code from the configured secret, reaching aal2', async () => {
    const client = createNodeClient(standIn.url, standIn.anonKey);
    const signIn = await client.auth.signInWithPassword(standIn.admin);
    expect(signIn.error).toBeNull();
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.totp).toHaveLength(1);
    const { data, error } = await client.auth.mfa.challengeAndVerify({
      factorId: factors?.totp[0]?.id ?? '',
      code: totpCode(secret),
    });
    expect(error).toBeNull();
    expect(assuranceClaims(data?.access_token ?? '').aal).toBe('aal2');
  });

  it('a secret that is not base32 stops the start with a clear message', async () => {
    await expect(startStandIn({ port: 0, quiet: true, adminTotpSecret: 'not a secret!' })).rejects.toThrow(
      /LOCAL_ADMIN_TOTP_SECRET\) must be base32/,
    );
  });
});
