import { describe, expect, it } from 'vitest';
import { totpCode } from '../support/totp-code';
import {
  adminClient,
  anonClient,
  createStaff,
  rest,
  serviceClient,
  signedInClient,
  standIn,
  submission,
  uniqueMarker,
} from './stand-in-fixtures';

/** A lead of this test's own, stored as a visitor sends it. */
async function lead() {
  const marker = uniqueMarker('roles');
  const { error } = await anonClient().from('contact_submissions').insert(submission(marker));
  if (error) throw error;
  return marker;
}

describe('two-step sign-in, enforced by the database', () => {
  it('a password-only session of the admin reads no lead through the REST API; with the code it does', async () => {
    const marker = await lead();
    const { session } = await signedInClient({ email: standIn.admin.email, password: standIn.admin.password });
    const passwordOnly = await rest(
      `/rest/v1/contact_submissions?select=id&business=eq.${encodeURIComponent(marker)}`,
      {
        token: session.access_token,
      },
    );
    expect(passwordOnly.status).toBe(200);
    expect(await passwordOnly.json()).toEqual([]);

    const { client } = await adminClient();
    const { data } = await client.from('contact_submissions').select('id').eq('business', marker);
    expect(data).toHaveLength(1);
  });

  it('a password-only session of the admin may not erase, export or read Growth', async () => {
    const { client } = await signedInClient({ email: standIn.admin.email, password: standIn.admin.password });
    const growth = await client.rpc('growth_report', { p_from: '2026-01-01', p_to: '2026-01-31' });
    expect(growth.error).toMatchObject({ code: '42501' });
    const exported = await client.rpc('record_lead_export', { p_rows: 1 });
    expect(exported.error).toMatchObject({ code: '42501' });
  });
});

describe('the sales role', () => {
  it('works the leads: reads them, changes a status, adds a note', async () => {
    const marker = await lead();
    const { client } = await signedInClient(await createStaff('sales'));
    const { data: rows } = await client.from('contact_submissions').select('id').eq('business', marker);
    expect(rows).toHaveLength(1);
    const id = rows?.[0]?.id ?? '';
    const status = await client
      .from('contact_submissions')
      .update({ status: 'contacted' })
      .eq('id', id)
      .select('status');
    expect(status.data).toEqual([{ status: 'contacted' }]);
    const note = await client.rpc('add_lead_note', { p_submission_id: id, p_body: 'Called back' });
    expect(note.error).toBeNull();
  });

  it('may not export, erase, read Growth or read the audit trail: the API refuses them', async () => {
    const marker = await lead();
    const { data: stored } = await serviceClient().from('contact_submissions').select('id').eq('business', marker);
    const { client } = await signedInClient(await createStaff('sales'));
    expect((await client.rpc('record_lead_export', { p_rows: 1 })).error).toMatchObject({ code: '42501' });
    expect((await client.rpc('erase_lead', { p_id: stored?.[0]?.id ?? '' })).error).toMatchObject({ code: '42501' });
    const growth = await client.rpc('growth_report', { p_from: '2026-01-01', p_to: '2026-01-31' });
    expect(growth.error).toMatchObject({ code: '42501' });
    expect((await client.from('audit_events').select('id')).data).toEqual([]);
  });
});

describe('the audit trail', () => {
  it('holds the export with its row count, and an admin’s delete of a row fails', async () => {
    const { client } = await adminClient();
    expect((await client.rpc('record_lead_export', { p_rows: 7 })).error).toBeNull();
    const { data } = await client
      .from('audit_events')
      .select('id, action, details, actor_email')
      .eq('action', 'leads_exported')
      .order('id', { ascending: false })
      .limit(1);
    expect(data?.[0]).toMatchObject({ details: { rows: 7 }, actor_email: standIn.admin.email });
    const deleted = await client
      .from('audit_events')
      .delete()
      .eq('id', data?.[0]?.id ?? 0);
    expect(deleted.error).toMatchObject({ code: '42501' });
    const still = await client
      .from('audit_events')
      .select('id')
      .eq('id', data?.[0]?.id ?? 0);
    expect(still.data).toHaveLength(1);
  });

  it('enrolling an authenticator at sign-in leaves one enrolment row and one sign-in row', async () => {
    const staff = await createStaff('sales');
    const { client } = await signedInClient({ email: staff.email, password: staff.password });
    const { data: factors } = await client.auth.mfa.listFactors();
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factors?.totp[0]?.id ?? '',
      code: totpCode(staff.totpSecret),
    });
    expect(verified.error).toBeNull();
    expect((await client.rpc('record_sign_in', { p_succeeded: true, p_enrolled: true })).error).toBeNull();

    const { client: admin } = await adminClient();
    const { data } = await admin
      .from('audit_events')
      .select('action, details')
      .eq('actor_email', staff.email)
      .order('id');
    expect(data).toEqual([
      { action: 'factor_enrolled', details: { factor: 'totp' } },
      { action: 'sign_in', details: { step: 'complete' } },
    ]);
  });

  it('removing a verified authenticator leaves one row naming whose it was', async () => {
    const staff = await createStaff('sales');
    const { client } = await signedInClient(staff);
    const { data: factors } = await client.auth.mfa.listFactors();
    const removed = await client.auth.mfa.unenroll({ factorId: factors?.totp[0]?.id ?? '' });
    expect(removed.error).toBeNull();

    const { client: admin } = await adminClient();
    const { data } = await admin
      .from('audit_events')
      .select('action, details')
      .eq('target_email', staff.email)
      .eq('action', 'factor_removed');
    expect(data).toEqual([{ action: 'factor_removed', details: { factor: 'totp' } }]);
  });

  it('an admin’s change of the team settings leaves one row; an export of the trail one with its row count', async () => {
    const { client } = await adminClient();
    const before = await client.rpc('team_settings');
    const current = before.data?.[0];
    const changed = await client.rpc('save_team_settings', {
      p_two_step_required: current?.two_step_required ?? true,
      p_idle_minutes: (current?.idle_minutes ?? 30) === 31 ? 32 : 31,
    });
    expect(changed.error).toBeNull();
    // Put back what the other tests expect.
    await client.rpc('save_team_settings', {
      p_two_step_required: current?.two_step_required ?? true,
      p_idle_minutes: current?.idle_minutes ?? 30,
    });
    const refused = await client.rpc('save_team_settings', { p_two_step_required: true, p_idle_minutes: 481 });
    expect(refused.error).toMatchObject({
      code: '22023',
      message: 'Idle minutes must be a whole number from 5 to 480',
    });
    expect((await client.rpc('record_audit_export', { p_rows: 4 })).error).toBeNull();
    const { data } = await client
      .from('audit_events')
      .select('action, details')
      .in('action', ['settings_changed', 'audit_exported'])
      .order('id', { ascending: false })
      .limit(3);
    expect(data?.map((row) => row.action)).toEqual(['audit_exported', 'settings_changed', 'settings_changed']);
    expect(data?.[0]?.details).toEqual({ rows: 4 });
  });

  it('a refused code and a completed sign-in leave a row each; a refused password of a staff account too', async () => {
    const staff = await createStaff('sales');
    const { client } = await signedInClient({ email: staff.email, password: staff.password });
    expect((await client.rpc('record_sign_in', { p_succeeded: false })).error).toBeNull();
    const { data: factors } = await client.auth.mfa.listFactors();
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factors?.totp[0]?.id ?? '',
      code: totpCode(staff.totpSecret),
    });
    expect(verified.error).toBeNull();
    expect((await client.rpc('record_sign_in', { p_succeeded: true })).error).toBeNull();
    expect((await anonClient().rpc('note_failed_sign_in', { p_email: staff.email.toUpperCase() })).error).toBeNull();

    const { client: admin } = await adminClient();
    const { data } = await admin
      .from('audit_events')
      .select('action, details')
      .or(`actor_email.eq.${staff.email},target_email.eq.${staff.email}`)
      .order('id');
    expect(data).toEqual([
      { action: 'sign_in_failed', details: { step: 'code' } },
      { action: 'sign_in', details: { step: 'complete' } },
      { action: 'sign_in_failed', details: { step: 'password' } },
    ]);
  });
});

describe('a sales user’s own alert preferences', () => {
  it('sets their own choice, takes new leads and reads the escalation delay; never another person’s', async () => {
    const sales = await signedInClient(await createStaff('sales'));
    const other = await signedInClient(await createStaff('sales'));
    const otherId = other.session.user.id;
    expect(
      (await other.client.rpc('save_alert_preference', { p_receive: 'all', p_time_zone: 'UTC' })).error,
    ).toBeNull();

    const own = await sales.client.rpc('save_alert_preference', { p_receive: 'escalations', p_time_zone: 'UTC' });
    expect(own.data).toMatchObject({ receive: 'escalations' });
    expect((await sales.client.rpc('set_taking_leads', { p_taking: true, p_time_zone: 'UTC' })).data).toMatchObject({
      taking_leads: true,
    });
    const settings = await sales.client.from('alert_settings').select('escalate_after_minutes').single();
    expect(settings.data).toEqual({ escalate_after_minutes: 7 });

    // Another person's row: unseen, unchanged, and not to be made in their name.
    expect((await sales.client.from('alert_preferences').select('user_id').eq('user_id', otherId)).data).toEqual([]);
    const changed = await sales.client
      .from('alert_preferences')
      .update({ receive: 'none', taking_leads: true })
      .eq('user_id', otherId)
      .select('user_id');
    expect(changed.data).toEqual([]);
    const forged = await sales.client.from('alert_preferences').insert({ user_id: otherId, receive: 'none' });
    expect(forged.error).toMatchObject({ code: '42501' });
    const theirs = await other.client.from('alert_preferences').select('receive, taking_leads').single();
    expect(theirs.data).toEqual({ receive: 'all', taking_leads: false });
  });

  it('may not change the team settings nor export the audit trail', async () => {
    const { client } = await signedInClient(await createStaff('sales'));
    const saved = await client.rpc('save_team_settings', { p_two_step_required: false, p_idle_minutes: 30 });
    expect(saved.error).toMatchObject({ code: '42501' });
    expect((await client.rpc('record_audit_export', { p_rows: 1 })).error).toMatchObject({ code: '42501' });
  });
});
