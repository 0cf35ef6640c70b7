import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClient } from '../../supabase/local/node-client';
import { startStandIn, type StandIn } from '../../supabase/local/server';

// The ledger's side of "alerts go out within seconds after an outage": the worker retries a lead's messages every
// few seconds while its 10 minutes run, and those tries must not use up the message's tries. This file's stand-in
// runs no worker, so the test plays the worker through its functions.
let standIn: StandIn;
let service: ReturnType<typeof createNodeClient>;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, quiet: true });
  service = createNodeClient(standIn.url, standIn.serviceRoleKey);
});

afterAll(() => standIn?.stop());

/** One failed try of every chat message due; what the ledger then says of the lead's new-lead alert. */
async function failOnce(): Promise<string | null> {
  const { error: leaseError } = await service
    .from('alert_deliveries')
    .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .eq('status', 'pending');
  if (leaseError) throw leaseError;
  const claimed = await service.rpc('claim_alert_deliveries', {
    p_worker: 'test',
    p_channels: { chat: { ready: true, detail: '' } },
    p_limit: 10,
  });
  if (claimed.error) throw claimed.error;
  let status: string | null = null;
  for (const job of claimed.data) {
    const recorded = await service.rpc('record_alert_delivery', {
      p_id: job.id,
      p_attempt: job.attempt,
      p_outcome: 'retry',
      p_detail: 'The chat webhook answered 503',
      p_retry_in_ms: 0,
    });
    if (recorded.error) throw recorded.error;
    if (job.kind === 'new_lead') status = recorded.data;
  }
  return status;
}

describe("an alert's tries during an outage", () => {
  it("keeps retrying while the lead's 10 minutes run, and gives up only after its tries once they are over", async () => {
    expect((await service.from('alert_settings').update({ max_attempts: 2 }).eq('id', true)).error).toBeNull();
    const inserted = await service
      .from('contact_submissions')
      .insert({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: `outage-${Date.now()}@example.com`,
        phone: '+1 555 0100',
        business: 'Dental',
      })
      .select('id')
      .single();
    if (inserted.error) throw inserted.error;

    for (let i = 0; i < 5; i++) expect(await failOnce()).toBe('pending');

    const past = new Date(Date.now() - 11 * 60_000).toISOString();
    expect(
      (await service.from('contact_submissions').update({ created_at: past }).eq('id', inserted.data.id)).error,
    ).toBeNull();
    expect(await failOnce()).toBe('pending');
    expect(await failOnce()).toBe('failed');
  });
});
