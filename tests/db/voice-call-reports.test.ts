import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerUsersSql } from './support/callers';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/** The voice provider's reports on the real server: once per provider call under concurrency, and the retention. */
let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query(callerUsersSql);
});

afterAll(() => db?.close());

async function startedCall(): Promise<string> {
  const slug = `reports-${randomUUID().slice(0, 8)}`;
  await db.query(`insert into public.personalized_assistants (slug, name) values ($1, 'Grace')`, [slug]);
  const callId = randomUUID();
  await db.query(`select public.record_voice_event($1, 'started', null, null, $2)`, [slug, callId]);
  return callId;
}

const report = (providerCallId: string, voiceCallId: string | null) => ({
  providerCallId,
  voiceCallId,
  summary: 'Wants a demo.',
  transcript: [{ speaker: 'visitor', seconds: 1, text: 'Book me in.' }],
});

describe('end-of-call reports', () => {
  it('keeps one report per provider call when the same one arrives on several connections at once', async () => {
    const callId = await startedCall();
    const providerCallId = `provider-${randomUUID()}`;
    const sessions = await Promise.all([1, 2, 3, 4].map(() => db.connect()));
    const outcomes = await Promise.all(
      sessions.map(async (session) => {
        const [row] = await session.query<{ outcome: string }>(
          'select public.record_voice_call_report($1) as outcome',
          [report(providerCallId, callId)],
        );
        return row?.outcome;
      }),
    );
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'stored']);
    const rows = await db.query('select 1 from public.voice_call_reports where provider_call_id = $1', [
      providerCallId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('sweeps reports, matched or not, received longer ago than the retention (180 days unless changed)', async () => {
    const old = [`provider-${randomUUID()}`, `provider-${randomUUID()}`];
    const recent = `provider-${randomUUID()}`;
    await db.query('select public.record_voice_call_report($1)', [report(old[0] ?? '', await startedCall())]);
    await db.query('select public.record_voice_call_report($1)', [report(old[1] ?? '', null)]);
    await db.query('select public.record_voice_call_report($1)', [report(recent, await startedCall())]);
    const age = (table: string, days: number, providerCallId: string | undefined) =>
      db.query(`update ${table} set received_at = now() - make_interval(days => $1) where provider_call_id = $2`, [
        days,
        providerCallId,
      ]);
    await age('public.voice_call_reports', 181, old[0]);
    await age('public.unmatched_voice_call_reports', 181, old[1]);
    await age('public.voice_call_reports', 179, recent);

    const [swept] = await db.query<{ n: number }>('select private.sweep_voice_call_reports() as n');
    expect(swept?.n).toBe(2);
    const left = await db.query<{ provider_call_id: string }>(
      `select provider_call_id from public.voice_call_reports where provider_call_id = any($1)
        union all select provider_call_id from public.unmatched_voice_call_reports where provider_call_id = any($1)`,
      [[...old, recent]],
    );
    expect(left.map((row) => row.provider_call_id)).toEqual([recent]);

    await db.query(`update private.voice_report_settings set retention = interval '30 days'`);
    const [sweptSooner] = await db.query<{ n: number }>('select private.sweep_voice_call_reports() as n');
    expect(sweptSooner?.n).toBe(1);
  });
});
