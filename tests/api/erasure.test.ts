import { createHash, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { insertRows } from '../../supabase/local/postgrest/insert';
import type { TableInfo } from '../../supabase/local/postgrest/schema-cache';
import { asCaller } from '../../supabase/local/request-context';
import { openSubmissionsDatabase, staffClaims } from './submissions-database';

/**
 * Erasing a lead leaves nothing of the person anywhere in the database: a person who requested a demo, visited
 * from a link that carried their address, had a voice page made and talked on it, and was alerted about, is
 * erased (with the provider's report of their call: transcript, summary, recording link); then every table of every
 * schema is searched for their email, phone, name and slug.
 */
let db: PGlite;
let table: TableInfo;

beforeAll(async () => {
  ({ db, table } = await openSubmissionsDatabase());
  admin = { role: 'authenticated', claims: await staffClaims(db) };
  // The real limits, so the person's counters exist.
  await setDemoRequestLimits(db, { minFillMs: 0 });
});

afterAll(async () => {
  await db.close();
});

let admin: { role: 'authenticated'; claims: Record<string, unknown> };
const request = { method: 'POST', path: '/rpc', headers: { 'x-forwarded-for': '203.0.113.90' }, cookies: {} };

/** Every table (of every schema but the catalogs) whose rows mention any of `needles`, case-insensitively. */
async function tablesMentioning(needles: string[]): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await db.query<{ hits: number }>(
      `select count(*)::integer as hits from ${name} as t
        where lower(row_to_json(t)::text) like any (select '%' || lower(n) || '%' from unnest($1::text[]) as n)`,
      [needles],
    );
    if ((rows[0]?.hits ?? 0) > 0) found.push(name);
  }
  return found;
}

describe('erasing a lead', () => {
  it('leaves no table of any schema holding the person’s email, phone, name or voice page slug, their repeat request included, and lists the copies sent', async () => {
    const token = randomUUID().slice(0, 8);
    const person = {
      first_name: 'Augusta',
      last_name: `Byron${token}`,
      email: `ada.${token}+demo@example.com`,
      phone: `+1 415 555 ${String(Number.parseInt(token.slice(0, 4), 16) % 10_000).padStart(4, '0')}`,
    };
    const slug = `augusta-${token}`;
    const tab = randomUUID();

    // The request, as the visitor's browser sends it.
    await asCaller(db, { role: 'anon', claims: { role: 'anon' } }, { ...request, path: '/contact_submissions' }, (tx) =>
      insertRows(
        tx,
        table,
        { ...person, business: `Clinic ${token}`, request_id: randomUUID(), tab_id: tab, utm_source: 'newsletter' },
        null,
        'none',
        'array',
        ['request_id'],
      ),
    );
    const { rows: leads } = await db.query<{ id: string }>(
      'select id from public.contact_submissions where email = $1',
      [person.email],
    );
    const leadId = leads[0]?.id;
    expect(leadId).toBeDefined();

    // They asked again, from another number and with the address typed otherwise: a repeat of the lead.
    const repeatPhone = `+44 20 7946 ${token.slice(4, 8).replace(/\D/g, '7').padEnd(4, '7')}`;
    await asCaller(db, { role: 'anon', claims: { role: 'anon' } }, { ...request, path: '/contact_submissions' }, (tx) =>
      insertRows(
        tx,
        table,
        {
          ...person,
          email: person.email.toUpperCase(),
          phone: repeatPhone,
          business: `Clinic ${token}`,
          request_id: randomUUID(),
        },
        null,
        'none',
        'array',
        ['request_id'],
      ),
    );
    const { rows: repeats } = await db.query<{ id: string }>(
      'select id from public.contact_submissions where repeat_of = $1',
      [leadId],
    );
    expect(repeats).toHaveLength(1);

    // Their tab's events, today and on a day long past retention whose rollup kept their address as a source (an
    // older version stored what the link said), and another tab whose term held it.
    await db.query(
      `insert into public.site_events (occurred_at, kind, page, visitor, tab_id, source, term, lead_id)
       values (now(), 'page_view', '/', gen_random_uuid(), $1, 'newsletter', null, $2),
              (now() - interval '200 days', 'page_view', '/', gen_random_uuid(), $1, $3, null, $2),
              (now(), 'page_view', '/', gen_random_uuid(), gen_random_uuid(), null, $3, null)`,
      [tab, leadId, person.email],
    );
    await db.query(
      `insert into public.site_daily (day, kind, dimension, value, visitors, events)
       values ((now() - interval '200 days')::date, 'page_view', 'source', $1, 3, 4),
              ((now() - interval '200 days')::date, 'page_view', 'all', '', 1, 1)`,
      [person.email],
    );
    await db.query(`insert into private.site_rolled_days (day) values ((now() - interval '200 days')::date)`);

    // Their voice page, opened and talked on.
    await db.query(`insert into public.personalized_assistants (slug, name, submission_id) values ($1, $2, $3)`, [
      slug,
      person.first_name,
      leadId,
    ]);
    const callId = randomUUID();
    await db.query(`select public.record_voice_event($1, 'opened')`, [slug]);
    await db.query(`select public.record_voice_event($1, 'started', null, null, $2)`, [slug, callId]);
    // The provider's report of that call: what they said, in the transcript and the summary.
    const spoken = `This is ${person.first_name} ${person.last_name}, call me on ${person.phone}.`;
    await db.query(`select public.record_voice_call_report($1)`, [
      {
        providerCallId: `provider-${token}`,
        voiceCallId: callId,
        summary: `${person.last_name} wants a call back.`,
        transcript: [{ speaker: 'visitor', seconds: 2, text: spoken }],
        recordingUrl: `https://storage.example.com/${slug}.wav`,
      },
    ]);

    // The chat post went out, and the acknowledgement (this database has no admin to email).
    await db.query(
      `update public.alert_deliveries set status = 'sent', sent_at = now(), attempts = 1
        where submission_id = $1`,
      [leadId],
    );

    const normalised = `ada.${token}@example.com`;
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const needles = [
      person.email,
      normalised,
      person.phone,
      repeatPhone,
      person.last_name,
      slug,
      md5(normalised),
      md5(person.email),
    ];
    expect(await tablesMentioning(needles)).toEqual(expect.arrayContaining(['public.voice_call_reports']));
    expect((await tablesMentioning(needles)).length).toBeGreaterThan(3);

    const { rows: erased } = await asCaller(db, admin, request, (tx) =>
      tx.query<{ copies: Array<{ kind: string; channel: string; recipient: string | null }> }>(
        'select (public.erase_lead($1)).copies',
        // Erased from the repeat's panel: the person goes, first request and all.
        [repeats[0]?.id],
      ),
    );

    expect(await tablesMentioning(needles)).toEqual([]);
    expect(erased[0]?.copies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'new_lead', channel: 'chat', recipient: 'team chat' }),
        expect.objectContaining({ kind: 'acknowledgement', channel: 'email', recipient: null }),
      ]),
    );
    // Nothing counts a row of nothing.
    const { rows: empty } = await db.query('select * from public.site_daily where visitors = 0 and events = 0');
    expect(empty).toEqual([]);
  });
});
