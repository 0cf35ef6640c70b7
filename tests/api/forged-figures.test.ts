import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessCaseOf } from '../../machines/growth/business-case';
import { looksPersonal } from '../../machines/growth/personal-shape';
import { sitePage } from '../../machines/growth/site-page';
import { roiLimits } from '../../machines/roi-wizard/roi-inputs';
import { setDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { insertRows } from '../../supabase/local/postgrest/insert';
import type { TableInfo } from '../../supabase/local/postgrest/schema-cache';
import { asCaller } from '../../supabase/local/request-context';
import { openSubmissionsDatabase } from './submissions-database';

/**
 * The figures staff rely on and the anonymous counts, attacked as an outsider would, as the anon role through the
 * stand-in's own request path (one transaction with the request's role and headers, as PostgREST runs it).
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

const visitor = (address: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0') => ({
  role: 'anon' as const,
  headers: { 'x-forwarded-for': address, 'user-agent': userAgent },
});

/** One call as a visitor at `address` would make it through the API. */
function asVisitor<T>(address: string, work: Parameters<typeof asCaller<T>>[3], userAgent?: string) {
  const { role, headers } = visitor(address, userAgent);
  return asCaller(db, { role, claims: { role } }, { method: 'POST', path: '/rpc', headers, cookies: {} }, work);
}

const rpc = (address: string, sql: string, params: unknown[], userAgent?: string) =>
  asVisitor(address, (tx) => tx.query(sql, params), userAgent);

const event = (address: string, body: Record<string, unknown>, userAgent?: string) =>
  rpc(address, 'select public.ingest_event($1)', [JSON.stringify({ tab: randomUUID(), ...body })], userAgent);

describe('the yearly savings a lead stores', () => {
  it('are the ROI model’s own figure for the stored inputs: the browser and the database agree over the whole input domain', async () => {
    const range = (key: keyof typeof roiLimits) =>
      fc.double({ min: roiLimits[key].min, max: roiLimits[key].max, noNaN: true, noDefaultInfinity: true });
    await fc.assert(
      fc.asyncProperty(range('calls'), range('aht'), range('wage'), async (calls, aht, wage) => {
        const { rows } = await db.query<{ savings: number }>(
          'select private.roi_yearly_savings($1, $2, $3) as savings',
          [calls, aht, wage],
        );
        expect(rows[0]?.savings).toBe(businessCaseOf({ calls, aht, wage }).yearlySavings);
      }),
      { numRuns: 1000 },
    );
  });

  it('a forged $100,000,000 with 1,000 calls of 2 min at $8 is not stored: the model’s figure is', async () => {
    const business = `forged ${randomUUID()}`;
    await asVisitor('203.0.113.50', (tx) =>
      insertRows(
        tx,
        table,
        {
          first_name: 'Mallory',
          last_name: 'Forger',
          email: `mallory-${randomUUID()}@example.com`,
          phone: '+1 415 555 0100',
          business,
          request_id: randomUUID(),
          roi_calls: 1000,
          roi_aht: 2,
          roi_wage: 8,
          roi_yearly_savings: 100_000_000,
        },
        null,
        'none',
        'array',
        ['request_id'],
      ),
    );
    const { rows } = await db.query<{ roi_yearly_savings: number }>(
      'select roi_yearly_savings from public.contact_submissions where business = $1',
      [business],
    );
    expect(rows).toEqual([{ roi_yearly_savings: businessCaseOf({ calls: 1000, aht: 2, wage: 8 }).yearlySavings }]);
    expect(rows[0]?.roi_yearly_savings).toBeLessThan(100_000);
  });
});

describe('talk time and voice events', () => {
  const freshPage = async (maxCallSeconds = 300) => {
    const slug = `figures-${randomUUID().slice(0, 8)}`;
    await db.query(`insert into public.personalized_assistants (slug, name, max_call_seconds) values ($1, 'Sam', $2)`, [
      slug,
      maxCallSeconds,
    ]);
    return slug;
  };
  const talk = async (slug: string) => {
    const { rows } = await db.query<{ seconds: number }>(
      `select coalesce(sum(ve.duration_s), 0)::integer as seconds from public.voice_events as ve
         join public.personalized_assistants as pa on pa.id = ve.page_id where pa.slug = $1 and ve.kind = 'ended'`,
      [slug],
    );
    return rows[0]?.seconds;
  };
  const voiceEvent = (address: string, slug: string, kind: string, callId: string | null, seconds?: number) =>
    rpc(address, 'select public.record_voice_event($1, $2, $3, $4, $5)', [
      slug,
      kind,
      seconds ?? null,
      seconds === undefined ? null : 'visitor',
      callId,
    ]);

  it('a call ended after 1 s, then sent a heartbeat of 7,200 s, counts at most the time since it started', async () => {
    const slug = await freshPage();
    const callId = randomUUID();
    await voiceEvent('203.0.113.60', slug, 'started', callId);
    await db.query(`update private.voice_calls set started_at = now() - interval '1 second' where id = $1`, [callId]);
    await voiceEvent('203.0.113.60', slug, 'ended', callId, 1);
    await rpc('203.0.113.60', 'select public.record_voice_heartbeat($1, $2, $3)', [slug, callId, 7200]);
    expect(await talk(slug)).toBeLessThanOrEqual(2);
  });

  it('an end claiming 7,200 s on a page whose calls last at most 300 s counts at most 300 s', async () => {
    const slug = await freshPage(300);
    const callId = randomUUID();
    await voiceEvent('203.0.113.61', slug, 'started', callId);
    await db.query(`update private.voice_calls set started_at = now() - interval '3 hours' where id = $1`, [callId]);
    await voiceEvent('203.0.113.61', slug, 'ended', callId, 7200);
    expect(await talk(slug)).toBe(300);
  });

  it('30 opened events in a minute from one sender do not stop another sender’s Start on the same page', async () => {
    await setDemoRequestLimits(db, { perAddressLimit: null, perEmailLimit: null });
    const slug = await freshPage();
    const flood = [];
    for (let i = 0; i < 31; i++) {
      flood.push(
        await voiceEvent('198.51.100.66', slug, 'opened', null).then(
          () => 'ok',
          (error: Error) => error.message,
        ),
      );
    }
    expect(flood.slice(0, 30).every((outcome) => outcome === 'ok')).toBe(true);
    expect(flood[30]).toBe('Too many requests');
    await expect(voiceEvent('192.0.2.77', slug, 'started', randomUUID())).resolves.toBeDefined();
  });

  it('heartbeats are limited per sender', async () => {
    await setDemoRequestLimits(db, { perAddressLimit: null, perEmailLimit: null, heartbeatPerAddressLimit: 2 });
    const slug = await freshPage();
    const callId = randomUUID();
    await voiceEvent('203.0.113.62', slug, 'started', callId);
    const beat = () => rpc('203.0.113.62', 'select public.record_voice_heartbeat($1, $2, $3)', [slug, callId, 1]);
    await beat();
    await beat();
    await expect(beat()).rejects.toMatchObject({ code: 'PT429' });
  });

  it('voice page lookups are limited per sender', async () => {
    await setDemoRequestLimits(db, { perAddressLimit: null, perEmailLimit: null, pageLookupPerAddressLimit: 3 });
    const lookup = () => rpc('203.0.113.63', 'select * from public.get_personalized_assistant($1)', ['no-such-page']);
    for (let i = 0; i < 3; i++) await lookup();
    await expect(lookup()).rejects.toMatchObject({ code: 'PT429' });
    await expect(
      rpc('203.0.113.64', 'select * from public.get_personalized_assistant($1)', ['x']),
    ).resolves.toBeDefined();
  });
});

describe('the anonymous counts', () => {
  const storedEvents = async (where: string, params: unknown[]) =>
    (await db.query<Record<string, string | null>>(`select * from public.site_events where ${where}`, params)).rows;

  it('30 user agents from one address are one visitor', async () => {
    const campaign = `agents-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 30; i++) {
      await event(
        '198.51.100.70',
        { kind: 'page_view', page: '/', campaign },
        `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + i}.0`,
      );
    }
    const { rows } = await db.query<{ visitors: number; events: number }>(
      'select count(distinct visitor)::integer as visitors, count(*)::integer as events from public.site_events where campaign = $1',
      [campaign],
    );
    expect(rows[0]).toEqual({ visitors: 1, events: 30 });
  });

  it('a Spanish voice page’s visit stores its route template, never the slug, as the page and the first page', async () => {
    const tab = randomUUID();
    await rpc('198.51.100.71', 'select public.ingest_event($1)', [
      JSON.stringify({
        kind: 'page_view',
        page: '/es/ai-phone-caller/clinica-garcia',
        landing: '/es/ai-phone-caller/clinica-garcia',
        tab,
      }),
    ]);
    const rows = await storedEvents('tab_id = $1', [tab]);
    expect(rows.map((row) => [row['page'], row['landing_page']])).toEqual([
      ['/es/ai-phone-caller/$slug', '/es/ai-phone-caller/$slug'],
    ]);
    expect(sitePage('/es/ai-phone-caller/clinica-garcia')).toBe('/es/ai-phone-caller/$slug');
  });

  it('UTM values shaped like an email address or a phone number are not stored, in events or leads', async () => {
    const tab = randomUUID();
    await rpc('198.51.100.72', 'select public.ingest_event($1)', [
      JSON.stringify({
        kind: 'page_view',
        page: '/',
        tab,
        source: 'ada.lovelace@example.com',
        term: '+1 415 555 0100',
        campaign: 'spring',
      }),
    ]);
    expect(
      (await storedEvents('tab_id = $1', [tab])).map((row) => [row['source'], row['term'], row['campaign']]),
    ).toEqual([[null, null, 'spring']]);
    const business = `utm ${randomUUID()}`;
    await asVisitor('198.51.100.73', (tx) =>
      insertRows(
        tx,
        table,
        {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: `ada-${randomUUID()}@example.com`,
          phone: '+1 415 555 0100',
          business,
          request_id: randomUUID(),
          utm_term: 'ada%40example.com',
          utm_source: 'newsletter',
          landing_page: '/fr/ai-phone-caller/cabinet-dupont',
        },
        null,
        'none',
        'array',
        ['request_id'],
      ),
    );
    const { rows } = await db.query(
      'select utm_term, utm_source, landing_page from public.contact_submissions where business = $1',
      [business],
    );
    expect(rows).toEqual([{ utm_term: null, utm_source: 'newsletter', landing_page: '/fr/ai-phone-caller/$slug' }]);
  });

  it('the browser and the database agree on what looks personal (fast-check over UTM-like text)', async () => {
    const utmLike = fc.oneof(
      fc.emailAddress(),
      fc.stringMatching(/^[a-z0-9 +()%@._-]{0,24}$/),
      fc.stringMatching(/^\+?[0-9 ().-]{4,20}$/),
      fc.string({ maxLength: 24 }),
    );
    await fc.assert(
      fc.asyncProperty(utmLike, async (text) => {
        const { rows } = await db.query<{ personal: boolean }>('select private.looks_personal($1) as personal', [text]);
        expect(rows[0]?.personal, text).toBe(looksPersonal(text));
      }),
      { numRuns: 500 },
    );
  });
});
