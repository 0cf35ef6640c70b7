import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeCaller, callerUsersSql, type Caller } from './support/callers';
import { openTestDatabase, type Query, type TestDatabase } from './support/test-database';

/** The site's events, a lead's erasure and the scheduled sweeps, run on the real server as production runs them. */
let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query(callerUsersSql);
});

afterAll(() => db?.close());

/** One request through PostgREST: its own transaction as the caller, with the request's headers set. */
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

const visitorHeaders = {
  'x-forwarded-for': '203.0.113.7',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
};
const ingest = (event: object) =>
  asRequest('anon', (query) => query('select public.ingest_event($1::text)', [JSON.stringify(event)]), visitorHeaders);

describe('the ingest function', () => {
  it('stores a visitor’s event without the address or the browser, and refuses a malformed one', async () => {
    const tab = randomUUID();
    await ingest({ kind: 'page_view', page: '/roi', tab, source: 'Google' });
    const [row] = await db.query<Record<string, unknown>>('select * from public.site_events where tab_id = $1', [tab]);
    expect(row).toMatchObject({ kind: 'page_view', page: '/roi', source: 'google' });
    expect(JSON.stringify(row)).not.toContain('203.0.113.7');
    expect(JSON.stringify(row)).not.toContain('Firefox');

    await expect(ingest({ kind: 'page_view', page: '/', tab, surprise: 1 })).rejects.toMatchObject({
      code: 'PT400',
      message: 'Malformed event',
    });
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.site_events where tab_id = $1',
      [tab],
    );
    expect(n).toBe(1);
  });
});

describe('erasure', () => {
  it('an admin erases a lead with its events and voice pages, logs counts only, and a second erasure finds nothing', async () => {
    const tab = randomUUID();
    const [lead] = await db.query<{ id: string }>(
      `insert into public.contact_submissions (first_name, last_name, email, phone, business, tab_id)
       values ('Erin', 'Erased', 'erin@example.com', '+1 555 0100', 'Erasure', $1) returning id`,
      [tab],
    );
    await ingest({ kind: 'form_submitted', page: '/', tab });
    await db.query(
      `insert into public.personalized_assistants (slug, name, submission_id) values ('erin', 'Erin', $1)`,
      [lead?.id],
    );

    await expect(
      asRequest('non-admin', (query) => query('select public.erase_lead($1)', [lead?.id])),
    ).rejects.toMatchObject({ code: '42501' });
    const [entry] = await asRequest('admin', (query) =>
      query<Record<string, unknown>>('select * from public.erase_lead($1)', [lead?.id]),
    );
    expect(entry).toMatchObject({ site_events: 1, voice_pages: 1 });
    const left = await db.query<{ n: number }>(
      `select (select count(*) from public.contact_submissions where id = $1)
            + (select count(*) from public.site_events where tab_id = $2)
            + (select count(*) from public.personalized_assistants where submission_id = $1) as n`,
      [lead?.id, tab],
    );
    expect(left).toEqual([{ n: '0' }]);
    await expect(
      asRequest('admin', (query) => query('select public.erase_lead($1)', [lead?.id])),
    ).rejects.toMatchObject({ code: 'PT404' });
  });
});

describe('the sweeps', () => {
  it('site event maintenance rolls up finished days and deletes raw events past their retention', async () => {
    const [tab, oldVisitor, recentVisitor] = [randomUUID(), randomUUID(), randomUUID()];
    await db.query(
      `insert into public.site_events (kind, page, visitor, tab_id, occurred_at)
       values ('page_view', '/', $2, $1, now() - interval '100 days'),
              ('page_view', '/', $3, $1, now() - interval '3 days')`,
      [tab, oldVisitor, recentVisitor],
    );
    await db.query('select private.site_event_maintenance()');
    const raw = await db.query<{ visitor: string }>('select visitor from public.site_events where tab_id = $1', [tab]);
    expect(raw).toEqual([{ visitor: recentVisitor }]);
    const rolled = await db.query<{ day: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day from public.site_daily
        where kind = 'page_view' and dimension = 'all'
          and day in ((now() - interval '100 days')::date, (now() - interval '3 days')::date) order by day`,
    );
    expect(rolled).toHaveLength(2);
  });

  it('the voice call sweep ends a call whose heartbeats stopped, once', async () => {
    const callId = randomUUID();
    await db.query(`insert into public.personalized_assistants (slug, name) values ('sweep-page', 'Sam')`);
    await asRequest('anon', (query) =>
      query(`select public.record_voice_event('sweep-page', 'started', null, null, $1)`, [callId]),
    );
    await asRequest('anon', (query) => query(`select public.record_voice_heartbeat('sweep-page', $1, 42)`, [callId]));
    await db.query(`update private.voice_calls set heartbeat_at = now() - interval '2 minutes' where id = $1`, [
      callId,
    ]);

    expect(await db.query('select private.close_silent_voice_calls() as ended')).toEqual([{ ended: 1 }]);
    expect(await db.query('select private.close_silent_voice_calls() as ended')).toEqual([{ ended: 0 }]);
    const ends = await db.query(
      'select ended_by, duration_s from public.voice_events where call_id = $1 and kind = $2',
      [callId, 'ended'],
    );
    expect(ends).toEqual([{ ended_by: 'lost', duration_s: 42 }]);
  });
});
