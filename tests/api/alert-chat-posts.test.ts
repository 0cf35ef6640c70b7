import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClient } from '../../supabase/local/node-client';
import { startStandIn, type StandIn } from '../../supabase/local/server';

// The ledger's side of "a chat message is never posted twice": the worker marks a post as begun, and a claim
// that finds a begun post whose worker stopped (its lease ran out) sets it apart as uncertain instead of handing
// it out again. This file's stand-in runs no worker, so the test plays the worker through its functions.
let standIn: StandIn;
let service: ReturnType<typeof createNodeClient>;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, quiet: true });
  service = createNodeClient(standIn.url, standIn.serviceRoleKey);
});

afterAll(() => standIn?.stop());

type Claimed = { id: string; channel: string; attempt: number };

async function claimChat(): Promise<Claimed[]> {
  const { data, error } = await service.rpc('claim_alert_deliveries', {
    p_worker: 'test',
    p_channels: { chat: { ready: true, detail: '' } },
    p_limit: 50,
  });
  if (error) throw error;
  return data;
}

async function endLeases(ids: string[]) {
  const { error } = await service
    .from('alert_deliveries')
    .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .in('id', ids);
  if (error) throw error;
}

describe('chat posts after a worker stops', () => {
  it('a begun post whose worker stopped is marked uncertain and never handed out again; one not begun is', async () => {
    const leads = ['Begun', 'Unbegun'].map((first_name) => ({
      first_name,
      last_name: 'Lovelace',
      email: `${first_name.toLowerCase()}-${Date.now()}@example.com`,
      phone: '+1 555 0100',
      business: 'Dental',
    }));
    const inserted = await service.from('contact_submissions').insert(leads).select('id, first_name');
    if (inserted.error) throw inserted.error;
    const claimed = await claimChat();
    expect(claimed).toHaveLength(2);
    const [begun, unbegun] = claimed as [Claimed, Claimed];

    expect((await service.rpc('begin_alert_post', { p_id: begun.id, p_attempt: begun.attempt })).data).toBe(true);
    // A second begin (another worker, a repeated call) may not post it too.
    expect((await service.rpc('begin_alert_post', { p_id: begun.id, p_attempt: begun.attempt })).data).toBe(false);

    // Both workers' leases run out without a record, as after kill -9.
    await endLeases([begun.id, unbegun.id]);
    const again = await claimChat();
    expect(again.map((row) => [row.id, row.attempt])).toEqual([[unbegun.id, 2]]);

    const rows = await service.from('alert_deliveries').select('id, status, last_error').eq('id', begun.id).single();
    expect(rows.data).toMatchObject({ status: 'uncertain', last_error: expect.stringContaining('not posted again') });
    // The worker that stopped cannot record it afterwards either.
    const late = await service.rpc('record_alert_delivery', { p_id: begun.id, p_attempt: 1, p_outcome: 'sent' });
    expect(late.data).toBeNull();

    // The new claim of the unbegun message starts with no post begun: it may post.
    expect((await service.rpc('begin_alert_post', { p_id: unbegun.id, p_attempt: 2 })).data).toBe(true);
  });
});
