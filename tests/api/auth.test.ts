import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, createNonAdmin, rest, signedInClient, standIn } from './stand-in-fixtures';

describe('signing in and out', () => {
  it('the admin signs in and the session carries the admin role', async () => {
    const { session } = await signedInClient(standIn.admin);
    expect(session.user.email).toBe(standIn.admin.email);
    expect(session.user.app_metadata.role).toBe('admin');
    expect(session.expires_in).toBe(3600);
  });

  it('a wrong password gives "Invalid login credentials"', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: standIn.admin.email,
      password: 'wrong password',
    });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' });
  });

  it('an unknown email gives the same answer as a wrong password', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever' });
    expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' });
  });

  it('the email is matched whatever its case', async () => {
    const { error } = await anonClient().auth.signInWithPassword({
      email: standIn.admin.email.toUpperCase(),
      password: standIn.admin.password,
    });
    expect(error).toBeNull();
  });

  it('a refresh gives a new refresh token, and the old one cannot be used again', async () => {
    const { client, session } = await signedInClient(await createNonAdmin());
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).toBeTruthy();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);

    const reused = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('reusing an old refresh token ends the whole session, so the newest token stops working too', async () => {
    const { client, session } = await signedInClient(await createNonAdmin());
    const newest = (await client.auth.refreshSession()).data.session?.refresh_token ?? '';
    await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });

    const afterReuse = await anonClient().auth.refreshSession({ refresh_token: newest });
    expect(afterReuse.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signing out ends the session: its refresh token and access token are refused afterwards', async () => {
    const { client, session } = await signedInClient(await createNonAdmin());
    expect((await client.auth.getUser()).data.user?.id).toBe(session.user.id);

    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await anonClient().auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const response = await rest('/auth/v1/user', { token: session.access_token });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('nobody can sign up: sign-ups are disabled', async () => {
    const { data, error } = await anonClient().auth.signUp({
      email: 'newcomer@example.com',
      password: 'a good password',
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });

  it('only the service role may manage users', async () => {
    const { session } = await signedInClient(standIn.admin);
    for (const token of [standIn.anonKey, session.access_token]) {
      const response = await rest('/auth/v1/admin/users', { token });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
    }
    const allowed = await rest('/auth/v1/admin/users', { token: standIn.serviceRoleKey });
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).users).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: standIn.admin.email })]),
    );
  });

  it('a user created without a confirmed email cannot sign in yet', async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    const created = await rest('/auth/v1/admin/users', {
      method: 'POST',
      token: standIn.serviceRoleKey,
      body: JSON.stringify({ email, password: 'a good password' }),
    });
    expect(created.status).toBe(200);
    const { error } = await anonClient().auth.signInWithPassword({ email, password: 'a good password' });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });
});
