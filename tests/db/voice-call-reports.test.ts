import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeCaller, callerUsersSql, type Caller } from './support/callers';
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

async function as<T>(caller: Caller, sql: string, params: unknown[] = []): Promise<T[]> {
  await db.query('begin');
  try {
    await becomeCaller(db.query, caller);
    const rows = await db.query<T>(sql, params);
    await db.query('commit');
    return rows;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

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

  it('sweeps reports, matched or not, received longer ago than the retention admins set (180 days at first)', async () => {
    const [retention] = await as<{ days: number }>('admin', 'select public.voice_report_retention_days() as days');
    expect(retention?.days).toBe(180);

    const old = [`provider-${randomUUID()}`, `provider-${randomUUID()}`];
    const recent = `provider-${randomUUID()}`;
    await db.query('select public.record_voice_call_report($1)', [report(old[0] ?? '', await startedCall())]);
    await db.query('select public.record_voice_call_report($1)', [report(old[1] ?? '', null)]);
    await db.query('select public.record_voice_call_report($1)', [report(recent, await startedCall())]);
    await db.query(
      `update public.voice_call_reports set received_at = now() - interval '181 days' where provider_call_id = $1`,
      [old[0]],
    );
    await db.query(
      `update public.unmatched_voice_call_reports set received_at = now() - interval '181 days' where provider_call_id = $1`,
      [old[1]],
    );

    const [swept] = await db.query<{ n: number }>('select private.sweep_voice_call_reports() as n');
    expect(swept?.n).toBe(2);
    const left = await db.query<{ provider_call_id: string }>(
      `select provider_call_id from public.voice_call_reports where provider_call_id = any($1)
        union all select provider_call_id from public.unmatched_voice_call_reports where provider_call_id = any($1)`,
      [[...old, recent]],
    );
    expect(left.map((row) => row.provider_call_id)).toEqual([recent]);

    await as('admin', 'select public.set_voice_report_retention_days(30)');
    await db.query(
      `update public.voice_call_reports set received_at = now() - interval '31 days' where provider_call_id = $1`,
      [recent],
    );
    const [sweptSooner] = await db.query<{ n: number }>('select private.sweep_voice_call_reports() as n');
    expect(sweptSooner?.n).toBe(1);
  });

  it('lets only admins change the retention, within 1 to 3650 days', async () => {
    await expect(as('non-admin', 'select public.set_voice_report_retention_days(7)')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(as('admin', 'select public.set_voice_report_retention_days(0)')).rejects.toMatchObject({
      code: '22023',
    });
  });
});
