import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailTo } from './auth-fixtures';
import { anonClient, createNonAdmin, rest, serviceClient, signedInClient } from './stand-in-fixtures';

/** A staff member signed in on two devices, and their user id. */
async function signedInTwice() {
  const credentials = await createNonAdmin();
  const laptop = await signedInClient(credentials);
  const phone = await signedInClient(credentials);
  return { credentials, laptop, phone, userId: laptop.session.user.id };
}

const deactivate = (userId: string) => serviceClient().auth.admin.updateUserById(userId, { ban_duration: '876000h' });

describe('deactivating a staff member (auth.admin.updateUserById with ban_duration)', () => {
  it('signs them out everywhere at once: no device can refresh, and their tokens are refused', async () => {
    const { laptop, phone, userId } = await signedInTwice();
    const { data, error } = await deactivate(userId);
    expect(error).toBeNull();
    expect(new Date(data.user?.banned_until ?? 0).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);

    for (const device of [laptop, phone]) {
      const refreshed = await anonClient().auth.refreshSession({ refresh_token: device.session.refresh_token });
      expect(refreshed.data.session).toBeNull();
      expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
      const user = await rest('/auth/v1/user', { token: device.session.access_token });
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    }
  });

  it('reactivating them does not bring their old sessions back: they sign in again', async () => {
    const { laptop, userId } = await signedInTwice();
    await deactivate(userId);
    await serviceClient().auth.admin.updateUserById(userId, { ban_duration: 'none' });
    const refreshed = await anonClient().auth.refreshSession({ refresh_token: laptop.session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('an invitation link of someone deactivated signs nobody in', async () => {
    const email = `invited-${randomUUID()}@example.com`;
    const service = serviceClient();
    const { data } = await service.auth.admin.inviteUserByEmail(email, { redirectTo: 'http://127.0.0.1:4188/' });
    await deactivate(data.user?.id ?? '');
    const href = /href="([^"]+)"/.exec((await emailTo(email)).HTML)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const response = await fetch(href, { redirect: 'manual' });
    const fragment = new URLSearchParams(response.headers.get('location')?.split('#')[1]);
    expect(fragment.get('error_code')).toBe('user_banned');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('cannot sign in, and a wrong password still reads "Invalid login credentials"', async () => {
    const { credentials, userId } = await signedInTwice();
    await deactivate(userId);
    const { error } = await anonClient().auth.signInWithPassword(credentials);
    expect(error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });
    const wrong = await anonClient().auth.signInWithPassword({ ...credentials, password: 'wrong password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('a ban of "none" lets them sign in again', async () => {
    const { credentials, userId } = await signedInTwice();
    await deactivate(userId);
    const lifted = await serviceClient().auth.admin.updateUserById(userId, { ban_duration: 'none' });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    expect((await anonClient().auth.signInWithPassword(credentials)).error).toBeNull();
  });

  it('a ban duration that is not a duration is refused', async () => {
    const { userId } = await signedInTwice();
    const { error } = await serviceClient().auth.admin.updateUserById(userId, { ban_duration: 'forever' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('a role change is merged into app_metadata and carried by the next sign-in', async () => {
    const { credentials, userId } = await signedInTwice();
    const { data } = await serviceClient().auth.admin.updateUserById(userId, { app_metadata: { role: 'sales' } });
    expect(data.user?.app_metadata).toMatchObject({ role: 'sales', provider: 'email' });
    const { session } = await signedInClient(credentials);
    expect(session.user.app_metadata['role']).toBe('sales');
  });

  it('auth.admin.signOut with scope global ends every session of that person', async () => {
    const { laptop, phone } = await signedInTwice();
    const { error } = await serviceClient().auth.admin.signOut(laptop.session.access_token, 'global');
    expect(error).toBeNull();
    const refreshed = await anonClient().auth.refreshSession({ refresh_token: phone.session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('an admin can remove a person’s factor through auth.admin.mfa', async () => {
    const { laptop, userId } = await signedInTwice();
    const enrolled = await laptop.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `Phone ${randomUUID()}` });
    const factorId = enrolled.data?.id ?? '';
    const service = serviceClient();
    const listed = await service.auth.admin.mfa.listFactors({ userId });
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: factorId, status: 'unverified' })]);
    const deleted = await service.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await service.auth.admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
  });
});
