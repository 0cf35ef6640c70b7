import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../support/totp-code';
import { assuranceClaims } from './auth-fixtures';
import { anonClient, createNonAdmin, rest, signedInClient } from './stand-in-fixtures';

/** A fresh staff member, signed in with their password, who has enrolled (not yet verified) a TOTP factor. */
async function enrolled() {
  const credentials = await createNonAdmin();
  const { client, session } = await signedInClient(credentials);
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error) throw error;
  return { client, credentials, session, factor: data };
}

/** Enrolled and verified: the client's session is now aal2. */
async function verified() {
  const staff = await enrolled();
  const usedCode = totpCode(staff.factor.totp.secret);
  const { data, error } = await staff.client.auth.mfa.challengeAndVerify({ factorId: staff.factor.id, code: usedCode });
  if (error) throw error;
  return { ...staff, verifiedSession: data, usedCode };
}

async function challenge(client: SupabaseClient, factorId: string) {
  const { data, error } = await client.auth.mfa.challenge({ factorId });
  if (error) throw error;
  return data;
}

describe('two-step sign-in (TOTP) through supabase-js auth.mfa', () => {
  it('enrolling shows a QR code, the secret and its otpauth address, and the factor stays unverified', async () => {
    const { client, credentials, factor } = await enrolled();
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Phone');
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>$/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(credentials.email);

    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.all).toEqual([expect.objectContaining({ id: factor.id, status: 'unverified' })]);
    expect(factors?.totp).toEqual([]);
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('a right code gives a session at aal2 whose amr lists the password and the code', async () => {
    const { client, factor, verifiedSession } = await verified();
    const claims = assuranceClaims(verifiedSession.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method).sort()).toEqual(['password', 'totp']);
    for (const entry of claims.amr) expect(entry.timestamp).toBeGreaterThan(Date.now() / 1000 - 60);

    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);
  });

  it('a password-only sign-in of someone with a verified factor is aal1, with aal2 as the next level', async () => {
    const { credentials } = await verified();
    const { client, session } = await signedInClient(credentials);
    expect(assuranceClaims(session.access_token)).toEqual({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('a refresh keeps the session at aal2', async () => {
    const { client } = await verified();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(assuranceClaims(data.session?.access_token ?? '').aal).toBe('aal2');
  });

  it('the refresh token from before the code can no longer be used once the code is verified', async () => {
    const { session } = await verified();
    const { error } = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('a wrong code is refused and the session stays at aal1', async () => {
    const { client, factor } = await enrolled();
    const { id } = await challenge(client, factor.id);
    const tenMinutesAgo = totpCode(factor.totp.secret, Date.now() - 10 * 60_000);
    const { data, error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId: id, code: tenMinutesAgo });
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels?.currentLevel).toBe('aal1');
  });

  it('a challenge answered once cannot be answered again', async () => {
    const { client, factor } = await enrolled();
    const { id } = await challenge(client, factor.id);
    const first = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: id,
      code: totpCode(factor.totp.secret),
    });
    expect(first.error).toBeNull();
    const nextCode = totpCode(factor.totp.secret, Date.now() + 30_000);
    const second = await client.auth.mfa.verify({ factorId: factor.id, challengeId: id, code: nextCode });
    expect(second.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('a challenge answers with its id, type and expiry five minutes ahead', async () => {
    const { client, factor } = await enrolled();
    const data = await challenge(client, factor.id);
    expect(data).toEqual({ id: expect.any(String), type: 'totp', expires_at: expect.any(Number) });
    expect(data.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(data.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);
  });

  it("someone else's factor is not found", async () => {
    const { factor } = await enrolled();
    const { client } = await signedInClient(await createNonAdmin());
    const { error } = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('a second factor needs an aal2 session, and its name must differ from the first', async () => {
    const { client, credentials } = await verified();
    const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const { client: passwordOnly } = await signedInClient(credentials);
    const { error } = await passwordOnly.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(error).toMatchObject({ status: 403, code: 'insufficient_aal' });
  });

  it('only an aal2 session may remove a verified factor; afterwards the session is aal1 again', async () => {
    const { client, credentials, factor } = await verified();
    const { client: passwordOnly } = await signedInClient(credentials);
    const refused = await passwordOnly.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed).toEqual({ data: { id: factor.id }, error: null });
    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors ?? []).toEqual([]);
    const { data } = await client.auth.refreshSession();
    expect(assuranceClaims(data.session?.access_token ?? '').aal).toBe('aal1');
  });

  it('malformed requests get GoTrue’s errors', async () => {
    const { session, factor } = await enrolled();
    const post = (path: string, body: object) =>
      rest(`/auth/v1/factors${path}`, { method: 'POST', token: session.access_token, body: JSON.stringify(body) });
    expect(await (await post('', { factor_type: 'sms' })).json()).toMatchObject({ code: 'validation_failed' });
    const noCode = await post(`/${factor.id}/verify`, { challenge_id: factor.id, code: '' });
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({ code: 'validation_failed', message: 'Code needs to be non-empty' });
    const unknownChallenge = await post(`/${factor.id}/verify`, { challenge_id: 'not-a-challenge', code: '123456' });
    expect(unknownChallenge.status).toBe(422);
    expect(await unknownChallenge.json()).toMatchObject({ code: 'mfa_factor_not_found' });
    const badFactorId = await post('/not-a-uuid/challenge', {});
    expect(badFactorId.status).toBe(404);
    const anonymous = await rest('/auth/v1/factors', { method: 'POST', body: JSON.stringify({ factor_type: 'totp' }) });
    expect(anonymous.status).toBe(403);
  });
});
