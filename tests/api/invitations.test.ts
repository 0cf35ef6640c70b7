import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createNodeClient } from '../../supabase/local/node-client';
import { assuranceClaims, emailTo } from './auth-fixtures';
import { adminClient, anonClient, rest, serviceClient, signedInClient, standIn } from './stand-in-fixtures';

const welcomePage = 'http://127.0.0.1:4188/admin/welcome';

async function invite(redirectTo = welcomePage) {
  const email = `invited-${randomUUID()}@example.com`;
  const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, {
    redirectTo,
    data: { full_name: 'Grace Hopper' },
  });
  if (error) throw error;
  return { email, user: data.user };
}

/** The link of the invitation email sent to `email`. */
async function invitationLink(email: string): Promise<URL> {
  const message = await emailTo(email);
  const href = /href="([^"]+)"/.exec(message.HTML)?.[1];
  if (!href) throw new Error('the invitation has no link');
  return new URL(href.replace(/&amp;/g, '&'));
}

/** Follows the link as a browser does, stopping at the redirect: the address and its fragment's fields. */
async function follow(link: URL) {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const [address = '', fragment = ''] = location.split('#');
  return { status: response.status, address, fields: Object.fromEntries(new URLSearchParams(fragment)) };
}

describe('inviting a teammate by email (auth.admin.inviteUserByEmail)', () => {
  it('the invitation arrives in the mail catcher; its link signs the teammate in to set a password, then they sign in', async () => {
    const { email, user } = await invite();
    expect(user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { full_name: 'Grace Hopper' } });
    expect(user?.invited_at).toEqual(expect.any(String));
    expect((await emailTo(email)).Subject).toBe("You've been invited");

    const link = await invitationLink(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${standIn.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe(welcomePage);

    const { status, address, fields } = await follow(link);
    expect(status).toBe(303);
    expect(address).toBe(welcomePage);
    expect(fields).toMatchObject({ token_type: 'bearer', type: 'invite', expires_in: '3600' });
    expect(assuranceClaims(fields['access_token'] ?? '')).toMatchObject({ aal: 'aal1', amr: [{ method: 'otp' }] });

    const page = createNodeClient(standIn.url, standIn.anonKey);
    const set = await page.auth.setSession({
      access_token: fields['access_token'] ?? '',
      refresh_token: fields['refresh_token'] ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const updated = await page.auth.updateUser({ password: 'a teammate password' });
    expect(updated.error).toBeNull();

    const { error } = await anonClient().auth.signInWithPassword({ email, password: 'a teammate password' });
    expect(error).toBeNull();
  });

  it('a link works once: followed again it lands on the page with "Email link is invalid or has expired"', async () => {
    const { email } = await invite();
    const link = await invitationLink(email);
    expect((await follow(link)).fields['access_token']).toEqual(expect.any(String));
    const again = await follow(link);
    expect(again.status).toBe(303);
    expect(again.address).toBe(welcomePage);
    expect(again.fields).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('a made-up token signs nobody in', async () => {
    const link = new URL(`${standIn.url}/auth/v1/verify`);
    link.search = new URLSearchParams({ token: 'f'.repeat(56), type: 'invite', redirect_to: welcomePage }).toString();
    expect((await follow(link)).fields).toMatchObject({ error_code: 'otp_expired' });
  });

  it('a redirect to a foreign site is replaced by the site address', async () => {
    const { email } = await invite('https://attacker.example/phish');
    expect((await invitationLink(email)).searchParams.get('redirect_to')).toBe('http://127.0.0.1:4173');
  });

  it('someone who already has an account cannot be invited', async () => {
    const { error } = await serviceClient().auth.admin.inviteUserByEmail(standIn.admin.email);
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('only the service role may invite', async () => {
    const { session } = await adminClient();
    const response = await rest('/auth/v1/invite', {
      method: 'POST',
      token: session.access_token,
      body: JSON.stringify({ email: `nobody-${randomUUID()}@example.com` }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
  });

  it('an invitation without an address is refused', async () => {
    const { error } = await serviceClient().auth.admin.inviteUserByEmail('not an address');
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('the team list shows each person’s role, factors and last sign-in', async () => {
    const { email, user } = await invite();
    await follow(await invitationLink(email));
    const service = serviceClient();
    await service.auth.admin.updateUserById(user?.id ?? '', { app_metadata: { role: 'sales' } });
    const { data, error } = await service.auth.admin.listUsers({ perPage: 1000 });
    expect(error).toBeNull();
    const listed = data.users.find((candidate) => candidate.email === email);
    expect(listed).toMatchObject({ app_metadata: { role: 'sales', provider: 'email' } });
    expect(listed?.last_sign_in_at).toEqual(expect.any(String));
    const admin = data.users.find((candidate) => candidate.email === standIn.admin.email);
    expect(admin?.factors).toEqual([expect.objectContaining({ factor_type: 'totp', status: 'verified' })]);
  });

  it('a set password must be long enough', async () => {
    const { client } = await signedInClient(await inviteAccepted());
    const { error } = await client.auth.updateUser({ password: 'short' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});

/** Invited, followed the link and set a password: their credentials. */
async function inviteAccepted() {
  const { email } = await invite();
  const { fields } = await follow(await invitationLink(email));
  const page = createNodeClient(standIn.url, standIn.anonKey);
  await page.auth.setSession({
    access_token: fields['access_token'] ?? '',
    refresh_token: fields['refresh_token'] ?? '',
  });
  const password = 'an accepted password';
  const { error } = await page.auth.updateUser({ password });
  if (error) throw error;
  return { email, password };
}
