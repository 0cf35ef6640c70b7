import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeCaller, callerUsersSql } from './support/callers';
import { openTestDatabase, type Session, type TestDatabase } from './support/test-database';

/**
 * The alert worker's claims, from two connections at once, as two workers (or a retried schedule) would make them on
 * the real server: PGlite has one connection, so only here can two claims overlap.
 */
const channels = JSON.stringify({ email: { ready: true }, chat: { ready: true } });

let db: TestDatabase;
let first: Session;
let second: Session;

beforeAll(async () => {
  db = await openTestDatabase();
  // The admin is a recipient of every new lead's email; each lead also gets a chat post.
  await db.query(callerUsersSql);
  await db.query(
    `insert into public.contact_submissions (first_name, last_name, email, phone, business)
     select 'Lead', n::text, format('lead%s@example.com', n), '+1 555 0100', 'Outbox' from generate_series(1, 10) as n`,
  );
  first = await db.connect();
  second = await db.connect();
});

afterAll(() => db?.close());

/** One claim as the worker makes it through PostgREST: its own transaction, as the service role. */
async function claim(session: Session, worker: string, limit: number): Promise<string[]> {
  await session.query('begin');
  try {
    await becomeCaller(session.query, 'service_role');
    // A claim that queued behind another connection's lock would hang the worker; here it fails instead.
    await session.query(`set local statement_timeout = '5s'`);
    const rows = await session.query<{ id: string }>(
      'select id from public.claim_alert_deliveries($1, $2::jsonb, $3)',
      [worker, channels, limit],
    );
    await session.query('commit');
    return rows.map((row) => row.id);
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
}

const dueIds = async () =>
  (
    await db.query<{ id: string }>(
      `select id from public.alert_deliveries where status = 'pending' and next_attempt_at <= now() order by id`,
    )
  ).map((row) => row.id);

describe('claiming alert deliveries from two connections at once', () => {
  it('a claim skips a delivery another connection holds instead of waiting for it', async () => {
    const [held, ...others] = await dueIds();
    await first.query('begin');
    try {
      await first.query('select 1 from public.alert_deliveries where id = $1 for update', [held]);
      const claimed = await claim(second, 'worker two', 500);
      expect(claimed).not.toContain(held);
      expect(claimed.sort()).toEqual(others);
    } finally {
      await first.query('rollback');
    }
    expect(await claim(second, 'worker two', 500)).toEqual([held]);
  });

  it('two workers claiming at the same moment never get the same delivery', async () => {
    await db.query(
      `update public.alert_deliveries set status = 'pending', next_attempt_at = now() - interval '1 second'`,
    );
    const due = await dueIds();
    expect(due.length).toBeGreaterThanOrEqual(20);
    const claimed: string[] = [];
    for (;;) {
      const [one, two] = await Promise.all([claim(first, 'worker one', 3), claim(second, 'worker two', 3)]);
      if (one.length + two.length === 0) break;
      claimed.push(...one, ...two);
    }
    expect(claimed.length).toBe(new Set(claimed).size);
    expect(claimed.sort()).toEqual(due);
  });

  it('a delivery whose lease ran out is claimed again by exactly one of two workers claiming at once', async () => {
    const expired = (
      await db.query<{ id: string }>(
        `update public.alert_deliveries set next_attempt_at = now() - interval '1 second'
          where id in (select id from public.alert_deliveries where status = 'sending' order by id limit 6)
          returning id`,
      )
    ).map((row) => row.id);
    const before = await db.query<{ id: string; attempts: number }>(
      'select id, attempts from public.alert_deliveries where id = any ($1::uuid[]) order by id',
      [expired],
    );
    const [one, two] = await Promise.all([claim(first, 'worker one', 500), claim(second, 'worker two', 500)]);
    expect(one.filter((id) => two.includes(id))).toEqual([]);
    expect([...one, ...two].sort()).toEqual(expired.sort());
    const after = await db.query<{ id: string; attempts: number }>(
      'select id, attempts from public.alert_deliveries where id = any ($1::uuid[]) order by id',
      [expired],
    );
    expect(after).toEqual(before.map((row) => ({ ...row, attempts: row.attempts + 1 })));
  });
});
