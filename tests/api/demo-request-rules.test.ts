import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import type { ApiRole } from '../../supabase/local/jwt';
import { insertRows } from '../../supabase/local/postgrest/insert';
import type { TableInfo } from '../../supabase/local/postgrest/schema-cache';
import { asCaller } from '../../supabase/local/request-context';
import { openSubmissionsDatabase, staffClaims } from './submissions-database';

/**
 * The migration's rules for demo requests, run in the database exactly as the stand-in (and PostgREST)
 * runs an upsert from the form: one transaction as the API role, with request.headers set. Every test
 * starts with no counters and the migration's settings, as the owner puts them back.
 */
let db: PGlite;
let table: TableInfo;

beforeAll(async () => {
  ({ db, table } = await openSubmissionsDatabase());
});

beforeEach(async () => {
  await db.exec('delete from private.demo_request_hits');
  await setDemoRequestLimits(db, {});
});

afterAll(async () => {
  await db.close();
});

type Row = Record<string, unknown>;
type Sender = { role?: ApiRole; address?: string };

const request = (overrides: Row = {}): Row => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada-${randomUUID()}@example.com`,
  phone: '+1 555 0100',
  business: 'Dental clinic',
  request_id: randomUUID(),
  fill_ms: 12_000,
  ...overrides,
});

/** Sends one demo request the way the form does: an upsert that ignores a repeated request_id. */
function send(row: Row, { role = 'anon', address = '203.0.113.7' }: Sender = {}) {
  const headers = { 'x-forwarded-for': address, 'content-type': 'application/json' };
  return asCaller(
    db,
    { role, claims: { role } },
    { method: 'POST', path: '/contact_submissions', headers, cookies: {} },
    (tx) => insertRows(tx, table, row, null, 'none', 'array', ['request_id']),
  );
}

const refusal = { code: 'PT429', message: 'Too many requests', hint: 'Try again in a few minutes.' };

async function storedRows(where: string, params: unknown[] = []) {
  const { rows } = await db.query<Row>(`select * from public.contact_submissions where ${where}`, params);
  return rows;
}

const hitCount = async () =>
  (await db.query<{ count: number }>('select count(*)::int as count from private.demo_request_hits')).rows[0]?.count;

describe('demo request limits, in the database', () => {
  it('a sixth request from one address within 10 minutes is refused, whatever email it names', async () => {
    const business = `address ${randomUUID()}`;
    for (let i = 0; i < 5; i++) await send(request({ business }));
    await expect(send(request({ business }))).rejects.toMatchObject({
      ...refusal,
      detail: 'At most 5 demo requests per 00:10:00 from one address.',
    });
    await send(request({ business }), { address: '198.51.100.2' });
    expect(await storedRows('business = $1', [business])).toHaveLength(6);
  });

  it('a fourth request for one email address within an hour is refused, from any address and in any case', async () => {
    const email = `lead-${randomUUID()}@example.com`;
    await send(request({ email }), { address: '198.51.100.1' });
    await send(request({ email: email.toUpperCase() }), { address: '198.51.100.2' });
    await send(request({ email: `Lead-${email.slice('lead-'.length)}` }), { address: '198.51.100.3' });
    await expect(send(request({ email }), { address: '198.51.100.4' })).rejects.toMatchObject({
      ...refusal,
      detail: 'At most 3 demo requests per 01:00:00 from one email address.',
    });
  });

  it('the fourth request for target+1..4@example.net, from one address, is refused: tags and case name one recipient', async () => {
    const user = `target-${randomUUID()}`;
    for (let i = 1; i <= 3; i++)
      await send(request({ email: `${i === 2 ? user.toUpperCase() : user}+${i}@Example.NET` }));
    await expect(send(request({ email: `${user}+4@example.net` }))).rejects.toMatchObject({
      ...refusal,
      detail: 'At most 3 demo requests per 01:00:00 from one email address.',
    });
  });

  it('a refused request stores nothing and does not count; once the window has passed the sender may send again', async () => {
    for (let i = 0; i < 5; i++) await send(request());
    const business = `refused ${randomUUID()}`;
    await expect(send(request({ business }))).rejects.toMatchObject(refusal);
    expect(await storedRows('business = $1', [business])).toEqual([]);
    expect(await hitCount()).toBe(10);

    await db.query(`update private.demo_request_hits set hit_at = hit_at - interval '10 minutes 1 second'`);
    await send(request({ business }));
    expect(await storedRows('business = $1', [business])).toHaveLength(1);
  });

  it('the limits are read from the settings row, so lowering one applies to the next request', async () => {
    await setDemoRequestLimits(db, { perAddressLimit: 2 });
    await send(request());
    await send(request());
    await expect(send(request())).rejects.toMatchObject({
      detail: 'At most 2 demo requests per 00:10:00 from one address.',
    });
  });

  it('a limit set to null counts nothing, so test servers that send everything from one address stay fast', async () => {
    await setDemoRequestLimits(db, { perAddressLimit: null, perEmailLimit: null });
    for (let i = 0; i < 8; i++) await send(request({ email: 'same@example.com' }));
    expect(await hitCount()).toBe(0);
  });

  it('counter rows older than the longest window are pruned by the next request', async () => {
    for (let i = 0; i < 3; i++) await send(request(), { address: `192.0.2.${i}` });
    await db.query(`update private.demo_request_hits set hit_at = hit_at - interval '61 minutes'`);
    await send(request());
    expect(await hitCount()).toBe(2);
  });

  it('counters key on a hash, never on the address or email itself', async () => {
    const email = `private-${randomUUID()}@example.com`;
    await send(request({ email }), { address: '192.0.2.99' });
    const { rows } = await db.query<{ bucket: string }>('select bucket from private.demo_request_hits');
    expect(rows.map((row) => row.bucket).sort()).toEqual([
      expect.stringMatching(/^address:[0-9a-f]{32}$/),
      expect.stringMatching(/^email:[0-9a-f]{32}$/),
    ]);
    expect(rows.some((row) => row.bucket.includes('192.0.2.99') || row.bucket.includes(email))).toBe(false);
  });

  it('a retry of a stored request id is stored once and not counted again', async () => {
    const retried = request();
    for (let i = 0; i < 6; i++) await send(retried);
    expect(await storedRows('request_id = $1', [retried['request_id']])).toHaveLength(1);
    expect(await hitCount()).toBe(2);
    for (let i = 0; i < 4; i++) await send(request());
  });

  it('the service role and the database owner are never limited', async () => {
    for (let i = 0; i < 8; i++) await send(request(), { role: 'service_role' });
    await db.query(
      `insert into public.contact_submissions (first_name, last_name, email, phone, business)
       select 'Owner', 'Import', 'owner@example.com', '+1 555 0100', 'seed' from generate_series(1, 8)`,
    );
    expect(await hitCount()).toBe(0);
    await send(request());
  });

  it('no API role can read or write the counters or the settings', async () => {
    const statements = [
      'select * from private.demo_request_hits',
      `insert into private.demo_request_hits (bucket) values ('x')`,
      'delete from private.demo_request_hits',
      'select * from private.demo_request_settings',
      'update private.demo_request_settings set per_address_limit = 1000',
      'select private.count_demo_request($$x$$, 1, interval $$1 minute$$, $$x$$)',
    ];
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      for (const sql of statements) {
        const attempt = asCaller(
          db,
          { role, claims: { role } },
          { method: 'POST', path: '/rpc/x', headers: {}, cookies: {} },
          (tx) => tx.query(sql),
        );
        await expect(attempt, `${role}: ${sql}`).rejects.toMatchObject({ code: '42501' });
      }
    }
  });
});

describe('spam signals, in the database', () => {
  const spamOf = async (requestId: unknown) =>
    (await storedRows('request_id = $1', [requestId])).map((row) => row['spam']);

  it('a filled honeypot marks the request as spam, and it is still stored', async () => {
    const row = request({ honeypot: 'https://cheap-pills.example' });
    await send(row);
    expect(await spamOf(row['request_id'])).toEqual([true]);
  });

  it('a form sent less than 3 s after it appeared is spam; at 3 s it is not', async () => {
    const quick = request({ fill_ms: 2999 });
    const human = request({ fill_ms: 3000 });
    await send(quick);
    await send(human);
    expect(await spamOf(quick['request_id'])).toEqual([true]);
    expect(await spamOf(human['request_id'])).toEqual([false]);
  });

  it('a request without the form signals (an API caller) is not judged by them', async () => {
    const row = request({ fill_ms: null });
    await send(row);
    expect(await spamOf(row['request_id'])).toEqual([false]);
  });

  it('the minimum fill time comes from the settings row', async () => {
    await setDemoRequestLimits(db, { minFillMs: 0 });
    const row = request({ fill_ms: 5 });
    await send(row);
    expect(await spamOf(row['request_id'])).toEqual([false]);
  });

  it('an admin can clear the flag of a request kept as spam; a signed-in non-admin cannot', async () => {
    const row = request({ honeypot: 'filled' });
    await send(row);
    const admin = await staffClaims(db);
    const update = (claims: Row) =>
      asCaller(
        db,
        { role: 'authenticated', claims },
        { method: 'PATCH', path: '/contact_submissions', headers: {}, cookies: {} },
        (tx) =>
          tx.query('update public.contact_submissions set spam = false where request_id = $1', [row['request_id']]),
      );
    expect((await update({ role: 'authenticated', aal: 'aal2' })).affectedRows).toBe(0);
    expect(await spamOf(row['request_id'])).toEqual([true]);
    expect((await update(admin)).affectedRows).toBe(1);
    expect(await spamOf(row['request_id'])).toEqual([false]);
  });

  it('the service role sets the flag itself (imports keep what they say)', async () => {
    const kept = request({ honeypot: 'filled', spam: false });
    await send(kept, { role: 'service_role' });
    expect(await spamOf(kept['request_id'])).toEqual([false]);
  });
});
