import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPhoneShaped, isPlainAddress } from '../../machines/shared/contact-rules';
import { setDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { insertRows } from '../../supabase/local/postgrest/insert';
import type { TableInfo } from '../../supabase/local/postgrest/schema-cache';
import { asCaller } from '../../supabase/local/request-context';
import { openSubmissionsDatabase } from './submissions-database';

/**
 * A lead's email address and phone number, held to one rule in the browser and in the database, and the
 * acknowledgement caps, replayed as a visitor's requests (the stand-in's own insert path, as the anon role).
 */
let db: PGlite;
let table: TableInfo;

beforeAll(async () => {
  ({ db, table } = await openSubmissionsDatabase());
});

beforeEach(async () => {
  await db.exec('delete from private.demo_request_hits');
  await setDemoRequestLimits(db, { perAddressLimit: null, perEmailLimit: null });
});

afterAll(async () => {
  await db.close();
});

type Row = Record<string, unknown>;

const request = (overrides: Row = {}): Row => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada-${randomUUID()}@example.com`,
  phone: '+1 415 555 0100',
  business: `contact rules ${randomUUID()}`,
  request_id: randomUUID(),
  fill_ms: 12_000,
  ...overrides,
});

const send = (row: Row, address = '203.0.113.7') =>
  asCaller(
    db,
    { role: 'anon', claims: { role: 'anon' } },
    { method: 'POST', path: '/contact_submissions', headers: { 'x-forwarded-for': address }, cookies: {} },
    (tx) => insertRows(tx, table, row, null, 'none', 'array', ['request_id']),
  );

/** A check constraint's own expression, evaluated by the database for one value of its column. */
async function databaseVerdict(constraint: string, column: string, value: string): Promise<boolean> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1`,
    [constraint],
  );
  const expression = /^CHECK \((.*)\)( NOT VALID)?$/s.exec(rows[0]?.definition ?? '')?.[1];
  if (!expression) throw new Error(`no check constraint ${constraint}`);
  const result = await db.query<{ ok: boolean | null }>(
    // A demo form's request: only a lead from the booking page may leave its phone number empty.
    `select (${expression}) as ok from (select $1::text as ${column}, 'demo_form'::text as origin) as t`,
    [value],
  );
  return result.rows[0]?.ok === true;
}

const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.stringMatching(/^[a-zA-Z0-9+?%#"'&=. !{}-]{1,10}@[a-zA-Z0-9.%_-]{1,12}(\?bcc=[a-z%0-9.@]{1,12})?$/),
  fc.string({ maxLength: 20 }),
);

const phoneLike = fc.oneof(
  fc.stringMatching(/^\+?[0-9 ()./-]{1,20}( ?(x|ext\.?|extension|;ext=) ?[0-9]{1,11})?$/),
  fc.stringMatching(/^[-=+0-9A-Z(),;" .]{0,16}$/),
  fc.string({ maxLength: 16 }),
);

describe('one email rule and one phone rule, in the browser and in the database', () => {
  it('the browser and the database agree on every email address (fast-check over address-like text)', async () => {
    await fc.assert(
      fc.asyncProperty(emailLike, async (email) => {
        expect(await databaseVerdict('contact_submissions_email_plain', 'email', email), email).toBe(
          isPlainAddress(email),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('the browser and the database agree on every phone number (fast-check over phone-like text)', async () => {
    await fc.assert(
      fc.asyncProperty(phoneLike, async (phone) => {
        expect(await databaseVerdict('contact_submissions_phone_shape', 'phone', phone), phone).toBe(
          isPhoneShaped(phone),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('a Bcc hidden in the email address is refused and nothing is stored', async () => {
    const row = request({ email: 'grace@example.com?bcc=spy%40attacker.example&subject=Hi' });
    await expect(send(row)).rejects.toMatchObject({
      message: expect.stringContaining('contact_submissions_email_plain'),
    });
    const { rows } = await db.query('select 1 from public.contact_submissions where business = $1', [row['business']]);
    expect(rows).toEqual([]);
  });

  it('"=HYPERLINK(…)" and "12" are refused as phone numbers; numbers with an extension and E.164 are kept', async () => {
    for (const phone of ['=HYPERLINK("evil.example")', '12']) {
      await expect(send(request({ phone })), phone).rejects.toMatchObject({
        message: expect.stringContaining('contact_submissions_phone_shape'),
      });
    }
    for (const phone of ['+14155550100;ext=12', '+1 (415) 555-0100 ext. 7', '030 1234567']) {
      await send(request({ phone }));
    }
  });
});

describe('acknowledgement caps', () => {
  const acknowledgements = async (domain: string) =>
    (
      await db.query<{ status: string; last_error: string | null }>(
        `select status, last_error from public.alert_deliveries
          where kind = 'acknowledgement' and recipient like '%@' || $1 order by created_at`,
        [domain],
      )
    ).rows;

  it('past the hourly cap for a recipient domain the lead is kept, its acknowledgement is not sent, and the log says why', async () => {
    await setDemoRequestLimits(db, { perAddressLimit: null, perEmailLimit: null, ackPerDomainLimit: 2 });
    const domain = `capped-${randomUUID().slice(0, 8)}.example`;
    for (let i = 1; i <= 3; i++) await send(request({ email: `target${i}@${domain}` }), `198.51.100.${i}`);
    expect(await acknowledgements(domain)).toEqual([
      { status: 'pending', last_error: null },
      { status: 'pending', last_error: null },
      { status: 'cancelled', last_error: `at most 2 acknowledgements per 01:00:00 go to one domain (${domain}).` },
    ]);
    const { rows } = await db.query(`select 1 from public.contact_submissions where email = $1`, [`target3@${domain}`]);
    expect(rows).toHaveLength(1);
  });

  it('past the overall hourly cap no acknowledgement goes out to any domain', async () => {
    await db.exec(`delete from public.alert_deliveries where kind = 'acknowledgement'`);
    await setDemoRequestLimits(db, { perAddressLimit: null, perEmailLimit: null, ackOverallLimit: 1 });
    const first = `one-${randomUUID().slice(0, 8)}.example`;
    const second = `two-${randomUUID().slice(0, 8)}.example`;
    await send(request({ email: `a@${first}` }));
    await send(request({ email: `b@${second}` }));
    expect((await acknowledgements(first)).map((row) => row.status)).toEqual(['pending']);
    expect(await acknowledgements(second)).toEqual([
      { status: 'cancelled', last_error: 'at most 1 acknowledgements per 01:00:00 go out in all.' },
    ]);
  });
});
