import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { setDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { insertRows } from '../../supabase/local/postgrest/insert';
import type { TableInfo } from '../../supabase/local/postgrest/schema-cache';
import { asCaller } from '../../supabase/local/request-context';
import { openSubmissionsDatabase, staffClaims } from './submissions-database';

/**
 * A prospect who asks for a demo again within 30 days is the lead staff already have: the second request is stored
 * as a repeat of the first (the same address in any case and with any `+tag`), the first says it came back, and the
 * repeat has no reply deadline of its own in the counts, the KPI or the escalations.
 */
let db: PGlite;
let table: TableInfo;

beforeAll(async () => {
  ({ db, table } = await openSubmissionsDatabase());
  admin = { role: 'authenticated', claims: await staffClaims(db) };
  await setDemoRequestLimits(db, { ...relaxedDemoRequestLimits, minFillMs: 0 });
});

afterAll(async () => {
  await db.close();
});

let admin: { role: 'authenticated'; claims: Record<string, unknown> };
const request = { method: 'POST', path: '/contact_submissions', headers: {}, cookies: {} };

/** A demo request as the visitor's browser sends it; its id. */
async function send(email: string, fields: Record<string, unknown> = {}): Promise<string> {
  const requestId = randomUUID();
  await asCaller(db, { role: 'anon', claims: { role: 'anon' } }, request, (tx) =>
    insertRows(
      tx,
      table,
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        phone: '+1 415 555 0100',
        business: 'Analytical Engines',
        request_id: requestId,
        ...fields,
      },
      null,
      'none',
      'array',
      ['request_id'],
    ),
  );
  const { rows } = await db.query<{ id: string }>('select id from public.contact_submissions where request_id = $1', [
    requestId,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error('the request was not stored');
  return id;
}

type Stored = { repeat_of: string | null; repeat_count: number; last_repeat_at: Date | null; created_at: Date };
const stored = async (id: string): Promise<Stored> =>
  (
    await db.query<Stored>(
      'select repeat_of, repeat_count, last_repeat_at, created_at from public.contact_submissions where id = $1',
      [id],
    )
  ).rows[0] as Stored;

const counts = async (search: string) =>
  (
    await asCaller(db, admin, { ...request, path: '/rpc' }, (tx) =>
      tx.query<Record<string, number>>('select * from public.lead_counts($1)', [search]),
    )
  ).rows[0];

describe('a prospect who asks again', () => {
  it('is shown on the first lead as a repeat when the same address (any case, any +tag) asks within 30 days', async () => {
    const token = randomUUID().slice(0, 8);
    const first = await send(`ada.${token}@example.com`);
    const again = await send(`Ada.${token}+second@EXAMPLE.com`, { business: 'Analytical Engines, again' });

    expect((await stored(again)).repeat_of).toBe(first);
    const original = await stored(first);
    expect(original.repeat_count).toBe(1);
    expect(original.last_repeat_at).toEqual((await stored(again)).created_at);
    // The inbox's counts: one lead, and one repeat under its own filter.
    expect(await counts(token)).toMatchObject({ all: 1, new: 1, unanswered: 1, repeats: 1 });
  });

  it('is a new lead again once the first request is over 30 days old', async () => {
    const token = randomUUID().slice(0, 8);
    const first = await send(`grace.${token}@example.com`);
    await db.query(
      `update public.contact_submissions set created_at = now() - interval '30 days 1 minute' where id = $1`,
      [first],
    );
    const later = await send(`grace.${token}@example.com`);
    expect((await stored(later)).repeat_of).toBeNull();
    expect((await stored(first)).repeat_count).toBe(0);
  });

  it('is not a repeat of suspected spam, nor when the request itself is suspected spam', async () => {
    const token = randomUUID().slice(0, 8);
    const bot = await send(`alan.${token}@example.com`, { honeypot: 'https://cheap.example' });
    const real = await send(`alan.${token}@example.com`);
    expect((await stored(real)).repeat_of).toBeNull();
    const botAgain = await send(`alan.${token}@example.com`, { honeypot: 'https://cheap.example' });
    expect((await stored(botAgain)).repeat_of).toBeNull();
    expect((await stored(bot)).repeat_count).toBe(0);
  });

  it('cannot be set or faked by the visitor', async () => {
    const token = randomUUID().slice(0, 8);
    const first = await send(`edsger.${token}@example.com`);
    await expect(send(`other.${token}@example.com`, { repeat_of: first })).rejects.toThrow(/permission denied/);
    expect((await stored(first)).repeat_count).toBe(0);
  });

  it('has no reply deadline of its own: never overdue, never escalated, not in the first-reply KPI', async () => {
    const token = randomUUID().slice(0, 8);
    const first = await send(`barbara.${token}@example.com`);
    const again = await send(`barbara.${token}@example.com`);
    await db.query(
      `update public.contact_submissions set created_at = now() - interval '20 minutes' where id = any ($1::uuid[])`,
      [[first, again]],
    );
    expect(await counts(token)).toMatchObject({ all: 1, overdue: 1, unanswered: 1, repeats: 1 });
    // The KPI judges the first request only (every other lead of this database is younger than 10 minutes or spam).
    const { rows: stats } = await asCaller(db, admin, { ...request, path: '/rpc' }, (tx) =>
      tx.query<{ judged: number }>('select judged from public.lead_response_stats(1)'),
    );
    expect(stats[0]?.judged).toBe(1);

    // Both have their chat alert; only the first request is escalated.
    await db.query(`update public.alert_settings set escalate_after_minutes = 5`);
    await db.query(
      `insert into public.alert_deliveries (submission_id, kind, channel, recipient)
       select id, 'new_lead', 'chat', 'team chat' from public.contact_submissions where id = any ($1::uuid[])
       on conflict do nothing`,
      [[first, again]],
    );
    const claimed = await db.query<{ submission_id: string; kind: string; repeat_of: string | null }>(
      `select submission_id, kind, repeat_of from public.claim_alert_deliveries('test', '{"chat": {"ready": true}}', 500)
        where submission_id = any ($1::uuid[])`,
      [[first, again]],
    );
    const escalated = claimed.rows.filter((row) => row.kind === 'escalation').map((row) => row.submission_id);
    expect(escalated).toEqual([first]);
    // The repeat's own alert says which lead it repeats.
    expect(claimed.rows.find((row) => row.submission_id === again && row.kind === 'new_lead')?.repeat_of).toBe(first);
  });
});
