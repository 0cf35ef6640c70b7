import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeCaller, callerUsersSql, type Caller } from './support/callers';
import { openTestDatabase, type Query, type TestDatabase } from './support/test-database';

/**
 * Erasure on the real server: after a person's lead is erased, no table of any schema (the bootstrap's auth and
 * Supabase schemas included) holds their email, phone, name, slug or the hash of their address.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query(callerUsersSql);
});

afterAll(() => db?.close());

async function asRequest<T>(caller: Caller, work: (query: Query) => Promise<T>, headers = {}): Promise<T> {
  await db.query('begin');
  try {
    await becomeCaller(db.query, caller);
    await db.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
    const result = await work(db.query);
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

async function tablesMentioning(needles: string[]): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [row] = await db.query<{ hits: number }>(
      `select count(*)::integer as hits from ${name} as t
        where lower(row_to_json(t)::text) like any (select '%' || lower(n) || '%' from unnest($1::text[]) as n)`,
      [needles],
    );
    if ((row?.hits ?? 0) > 0) found.push(name);
  }
  return found;
}

describe('erasure on the real server', () => {
  it('leaves no table of any schema holding the person’s email, phone, name, slug or address hash', async () => {
    const token = randomUUID().slice(0, 8);
    const email = `grace.${token}+demo@example.com`;
    const phone = '+14155550199';
    const lastName = `Hopper${token}`;
    const slug = `harbour-${token}`;
    const tab = randomUUID();
    await asRequest(
      'anon',
      (query) =>
        query(
          `insert into public.contact_submissions (first_name, last_name, email, phone, business, tab_id, fill_ms)
           values ('Grace', $1, $2, $3, 'Harbour Dental', $4, 9000)`,
          [lastName, email, phone, tab],
        ),
      { 'x-forwarded-for': '203.0.113.9' },
    );
    const [lead] = await db.query<{ id: string }>('select id from public.contact_submissions where email = $1', [
      email,
    ]);
    await db.query(
      `insert into public.site_events (kind, page, visitor, tab_id, term, lead_id)
       values ('page_view', '/', gen_random_uuid(), $1, null, $2), ('page_view', '/', gen_random_uuid(), gen_random_uuid(), $3, null)`,
      [tab, lead?.id, email],
    );
    await db.query(`insert into public.personalized_assistants (slug, name, submission_id) values ($1, 'Grace', $2)`, [
      slug,
      lead?.id,
    ]);
    await asRequest('anon', (query) => query(`select public.record_voice_event($1, 'opened')`, [slug]), {
      'x-forwarded-for': '203.0.113.9',
    });

    const normalised = `grace.${token}@example.com`;
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const needles = [email, normalised, phone, lastName, slug, md5(normalised)];
    expect((await tablesMentioning(needles)).length).toBeGreaterThan(2);

    await asRequest('admin', (query) => query('select public.erase_lead($1)', [lead?.id]));
    expect(await tablesMentioning(needles)).toEqual([]);
  });
});
