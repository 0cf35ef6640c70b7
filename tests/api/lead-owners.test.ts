import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { createNodeClient } from '../../supabase/local/node-client';
import { startStandIn, type StandIn } from '../../supabase/local/server';

// The round-robin through the API as visitors reach it: ten demo requests sent with the public key, two members of
// staff taking leads. A stand-in of the file's own, so no other test's requests take a turn, and without a worker,
// so the test reads the ledger as the trigger and the worker's claim leave it.
let standIn: StandIn;
let service: ReturnType<typeof createNodeClient>;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, quiet: true, demoRequestLimits: relaxedDemoRequestLimits });
  service = createNodeClient(standIn.url, standIn.serviceRoleKey);
});

afterAll(() => standIn?.stop());

async function createStaff(role: 'admin' | 'sales'): Promise<{ id: string; email: string }> {
  const email = `${role}-${randomUUID()}@staff.example`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: 'a-staff-password',
    email_confirm: true,
    app_metadata: { role },
  });
  if (error) throw error;
  return { id: data.user.id, email };
}

describe('owners of demo requests sent through the API', () => {
  it('two staff taking leads receive new leads alternately (ten leads: five each); each new-lead alert goes to that lead’s owner only; the escalation reaches both', async () => {
    const staff = [await createStaff('admin'), await createStaff('sales')];
    const taking = await service
      .from('alert_preferences')
      .insert(staff.map((member) => ({ user_id: member.id, taking_leads: true })));
    expect(taking.error).toBeNull();

    const visitor = createNodeClient(standIn.url, standIn.anonKey);
    const marker = `Owners ${randomUUID()}`;
    for (let i = 0; i < 10; i++) {
      const { error } = await visitor.from('contact_submissions').insert({
        first_name: 'Ada',
        last_name: `Lead ${i}`,
        email: `lead-${randomUUID()}@example.com`,
        phone: '+1 555 0100',
        business: marker,
        request_id: randomUUID(),
      });
      expect(error).toBeNull();
    }

    const leads = await service
      .from('contact_submissions')
      .select('id, owner_id, owner_email')
      .eq('business', marker)
      .order('created_at')
      .order('last_name');
    if (leads.error) throw leads.error;
    const owners = leads.data.map((lead) => lead.owner_email);
    expect(owners).toHaveLength(10);
    expect(owners.filter((owner) => owner === staff[0]?.email)).toHaveLength(5);
    expect(owners.filter((owner) => owner === staff[1]?.email)).toHaveLength(5);
    for (let i = 1; i < owners.length; i++) expect(owners[i]).not.toBe(owners[i - 1]);

    const ids = leads.data.map((lead) => lead.id);
    const alerts = await service
      .from('alert_deliveries')
      .select('submission_id, recipient')
      .in('submission_id', ids)
      .eq('kind', 'new_lead')
      .eq('channel', 'email');
    if (alerts.error) throw alerts.error;
    for (const lead of leads.data)
      expect(alerts.data.filter((alert) => alert.submission_id === lead.id).map((alert) => alert.recipient)).toEqual([
        lead.owner_email,
      ]);

    // Eight minutes on, still New: the worker's next claim (here with no channel ready, so it sends nothing) queues
    // the escalations.
    const aged = await service
      .from('contact_submissions')
      .update({ created_at: new Date(Date.now() - 8 * 60_000).toISOString() })
      .eq('business', marker);
    expect(aged.error).toBeNull();
    const claim = await service.rpc('claim_alert_deliveries', { p_worker: 'test', p_channels: {}, p_limit: 1 });
    expect(claim.error).toBeNull();
    const escalations = await service
      .from('alert_deliveries')
      .select('submission_id, recipient')
      .in('submission_id', ids)
      .eq('kind', 'escalation')
      .eq('channel', 'email');
    if (escalations.error) throw escalations.error;
    for (const id of ids) {
      const recipients = escalations.data.filter((row) => row.submission_id === id).map((row) => row.recipient);
      expect(recipients).toEqual(expect.arrayContaining(staff.map((member) => member.email)));
    }
  });
});
