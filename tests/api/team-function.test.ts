import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailTo } from './auth-fixtures';
import {
  adminClient,
  anonClient,
  createNonAdmin,
  createStaff,
  rest,
  signedInClient,
  standIn,
  submission,
  uniqueMarker,
} from './stand-in-fixtures';

/** Calls the team function as the holder of `token`, as the Team screen does. */
async function team(token: string, body: unknown) {
  const response = await rest('/functions/v1/team', { method: 'POST', token, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const adminToken = async () => (await adminClient()).session.access_token;
const newAddress = () => `teammate-${randomUUID()}@example.com`;

/** The audit rows about one person, oldest first, as an admin reads them. */
async function auditRowsAbout(targetId: string) {
  const { data, error } = await (
    await adminClient()
  ).client
    .from('audit_events')
    .select('action, actor_email, target_email, details')
    .eq('target_id', targetId)
    .order('id');
  if (error) throw error;
  return data;
}

describe('the team function refuses whoever is not an admin signed in with both steps (401 not signed in, 403 signed in)', () => {
  it('no token: 401', async () => {
    const response = await fetch(`${standIn.url}/functions/v1/team`, {
      method: 'POST',
      body: JSON.stringify({ action: 'list' }),
    });
    expect(response.status).toBe(401);
  });

  it('a visitor (the anon key) is not signed in: 401', async () => {
    expect((await team(standIn.anonKey, { action: 'list' })).status).toBe(401);
  });

  it('a signed-in person without a role, a sales user, and an admin with the password only: 403', async () => {
    const member = await signedInClient(await createNonAdmin());
    const sales = await signedInClient(await createStaff('sales'));
    const admin = await createStaff('admin');
    const passwordOnly = await signedInClient({ email: admin.email, password: admin.password });
    for (const { session } of [member, sales, passwordOnly]) {
      const invited = await team(session.access_token, { action: 'invite', email: newAddress(), role: 'admin' });
      expect(invited).toEqual({ status: 403, body: { error: 'Only admins may manage the team.' } });
    }
  });
});

describe('inviting a teammate through the team function', () => {
  it('sends the invitation, gives the account its role and notes it in the audit trail', async () => {
    const email = newAddress();
    const invited = await team(await adminToken(), {
      action: 'invite',
      email: `  ${email.toUpperCase()} `,
      role: 'sales',
      redirectTo: 'http://127.0.0.1:4188/admin/welcome',
    });
    expect(invited).toMatchObject({
      status: 200,
      body: { member: { email, role: 'sales', invited: true, twoStep: false, deactivated: false } },
    });
    expect((await emailTo(email)).Subject).toBe("You've been invited");
    const id = String((invited.body['member'] as { id: string }).id);
    expect(await auditRowsAbout(id)).toEqual([
      { action: 'invited', actor_email: standIn.admin.email, target_email: email, details: { role: 'sales' } },
    ]);
  });

  it.each(['not-an-address', 'two words@example.com', 'name@nodot', ''])('refuses "%s" with 400', async (email) => {
    expect(await team(await adminToken(), { action: 'invite', email, role: 'sales' })).toEqual({
      status: 400,
      body: { error: 'Enter an email address such as name@example.com.' },
    });
  });

  it('refuses an address that already has an account with 409, and writes no audit row', async () => {
    const existing = await createStaff('sales');
    const { client } = await adminClient();
    const { count: before } = await client
      .from('audit_events')
      .select('*', { count: 'exact', head: true })
      .eq('action', 'invited');
    expect(await team(await adminToken(), { action: 'invite', email: existing.email, role: 'admin' })).toEqual({
      status: 409,
      body: { error: 'That address already has an account.' },
    });
    const { count: after } = await client
      .from('audit_events')
      .select('*', { count: 'exact', head: true })
      .eq('action', 'invited');
    expect(after).toBe(before);
  });

  it('refuses an unknown role, an unknown action and a body that is not JSON with 400', async () => {
    const token = await adminToken();
    expect((await team(token, { action: 'invite', email: newAddress(), role: 'owner' })).status).toBe(400);
    expect((await team(token, { action: 'promote' })).status).toBe(400);
    const response = await rest('/functions/v1/team', { method: 'POST', token, body: '{"action":' });
    expect(response.status).toBe(400);
  });
});

describe('changing a teammate through the team function', () => {
  it('lists staff with role, two-step status and last sign-in, and nobody without a role', async () => {
    const sales = await createStaff('sales');
    const outsider = await createNonAdmin();
    const { status, body } = await team(await adminToken(), { action: 'list' });
    expect(status).toBe(200);
    const members = body['members'] as { email: string }[];
    expect(members).toContainEqual(
      expect.objectContaining({ email: sales.email, role: 'sales', twoStep: true, lastSignInAt: expect.any(String) }),
    );
    expect(members.map((member) => member.email)).not.toContain(outsider.email);
  });

  it('a new role counts at once: a demoted admin is refused admin work with the token they hold', async () => {
    const other = await createStaff('admin');
    const demoted = await signedInClient(other);
    const id = demoted.session.user.id;
    expect(await team(await adminToken(), { action: 'setRole', userId: id, role: 'sales' })).toMatchObject({
      status: 200,
      body: { member: { role: 'sales' } },
    });
    expect((await team(demoted.session.access_token, { action: 'list' })).status).toBe(403);
    expect(await auditRowsAbout(id)).toEqual([
      expect.objectContaining({ action: 'role_changed', details: { from: 'admin', to: 'sales' } }),
    ]);
  });

  it('deactivation signs the person out everywhere: no refresh, and their current token reads no lead', async () => {
    const sales = await createStaff('sales');
    const laptop = await signedInClient(sales);
    const phone = await signedInClient(sales);
    const id = laptop.session.user.id;
    const { error } = await anonClient()
      .from('contact_submissions')
      .insert(submission(uniqueMarker('team')));
    expect(error).toBeNull();
    expect((await laptop.client.from('contact_submissions').select('id').limit(1)).data).toHaveLength(1);
    expect(await team(await adminToken(), { action: 'deactivate', userId: id })).toMatchObject({
      status: 200,
      body: { member: { deactivated: true } },
    });
    for (const device of [laptop, phone]) {
      const refreshed = await anonClient().auth.refreshSession({ refresh_token: device.session.refresh_token });
      expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' });
      const leads = await rest('/rest/v1/contact_submissions?select=id&limit=1', {
        token: device.session.access_token,
      });
      expect(await leads.json()).toEqual([]);
    }
    await team(await adminToken(), { action: 'reactivate', userId: id });
    expect((await auditRowsAbout(id)).map((row) => row.action)).toEqual(['deactivated', 'reactivated']);
  });

  it('resetting two-step removes their authenticator and notes the factor removal', async () => {
    const sales = await createStaff('sales');
    const { session } = await signedInClient(sales);
    const reset = await team(await adminToken(), { action: 'resetTwoStep', userId: session.user.id });
    expect(reset).toMatchObject({ status: 200, body: { member: { twoStep: false } } });
    expect(await auditRowsAbout(session.user.id)).toEqual([
      expect.objectContaining({ action: 'factor_removed', details: { factors: 1 } }),
    ]);
  });

  it('an admin cannot change, deactivate or reset their own account (409)', async () => {
    const { session } = await adminClient();
    const self = await team(session.access_token, { action: 'deactivate', userId: session.user.id });
    expect(self).toEqual({
      status: 409,
      body: { error: 'You cannot change your own account here; another admin can.' },
    });
  });
});
