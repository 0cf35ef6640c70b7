import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database';
import { staffClaims } from './submissions-database';
import {
  growthTables,
  requestSteps,
  share,
  visitSteps,
  type FunnelRow,
  type GrowthReport,
} from '../../machines/growth-report/growth-report';

let adminClaims = '';

/**
 * Three UTC days. One person (one address, so one visitor hash) arrives in four tabs from four places two days ago:
 * Google's spring campaign (ROI results, the form, and five demo requests from that one tab, plus one flagged as
 * spam), Bing's spring campaign (whose tab later sends another source: the visit stays Bing's), the autumn newsletter (form started, nothing sent), and directly. A browser that
 * sent Global Privacy Control requests a demo without any visit. Yesterday another visitor arrives from Google and
 * comes back to the same tab after midnight for the ROI results; today a third arrives from Google's autumn campaign.
 */
const events = `
  insert into public.site_events (occurred_at, kind, page, visitor, tab_id, source, medium, campaign, landing_page,
                                  roi_calls)
  select (current_date - v.days_ago)::timestamp at time zone 'utc' + v.minute * interval '1 minute',
         v.kind, v.landing, md5(v.who)::uuid, md5(v.tab)::uuid, v.source, v.medium, v.campaign, v.landing,
         case when v.kind = 'roi_results' then 2000 end
    from (values (2, 60, 'page_view', 'x', 'a1', 'google', 'cpc', 'spring', '/roi'),
                 (2, 61, 'roi_results', 'x', 'a1', 'google', 'cpc', 'spring', '/roi'),
                 (2, 62, 'form_started', 'x', 'a1', 'google', 'cpc', 'spring', '/roi'),
                 (2, 70, 'page_view', 'x', 'a2', 'bing', 'cpc', 'spring', '/'),
                 (2, 75, 'page_view', 'x', 'a2', 'duckduckgo.com', 'organic', 'other', '/roi'),
                 (2, 80, 'page_view', 'x', 'a3', 'newsletter', 'email', 'autumn', '/'),
                 (2, 81, 'form_started', 'x', 'a3', 'newsletter', 'email', 'autumn', '/'),
                 (2, 90, 'page_view', 'x', 'a4', null, null, null, '/roi'),
                 (1, 1430, 'page_view', 'y', 'b1', 'google', 'cpc', 'spring', '/roi'),
                 (0, 5, 'roi_results', 'y', 'b1', 'google', 'cpc', 'spring', '/roi'),
                 (0, 60, 'page_view', 'z', 'c1', 'google', 'cpc', 'autumn', '/'),
                 (0, 61, 'roi_results', 'z', 'c1', 'google', 'cpc', 'autumn', '/'))
         as v (days_ago, minute, kind, who, tab, source, medium, campaign, landing);
  insert into public.contact_submissions (first_name, last_name, email, phone, business, tab_id, utm_source,
                                          utm_medium, utm_campaign, landing_page, spam, created_at,
                                          first_response_at)
  select 'Ada', 'Lovelace', 'ada' || n || '@example.com', '+1 555 010' || n, 'Clinic', md5('a1')::uuid, 'Google',
         'cpc', 'spring', '/roi', n = 6, (current_date - 2)::timestamp at time zone 'utc' + interval '63 minutes',
         (current_date - 2)::timestamp at time zone 'utc' + interval '63 minutes' + n * interval '3 minutes'
    from generate_series(1, 6) as n;
  insert into public.contact_submissions (first_name, last_name, email, phone, business, created_at)
  values ('Grace', 'Hopper', 'grace@example.com', '+1 555 0200', 'Navy',
          (current_date - 2)::timestamp at time zone 'utc' + interval '100 minutes');
`;

const numbers = [...visitSteps, ...requestSteps];
const stepsOf = (row: FunnelRow | undefined) => Object.fromEntries(numbers.map((step) => [step, row?.[step]]));
const sum = (rows: FunnelRow[]) =>
  Object.fromEntries(numbers.map((step) => [step, rows.reduce((total, row) => total + row[step], 0)]));

describe('the Growth figures', () => {
  let db: PGlite;
  beforeAll(async () => {
    ({ db } = await openDatabase(null));
    adminClaims = JSON.stringify(await staffClaims(db));
    await db.exec(events);
  });
  afterAll(() => db.close());

  const report = (from = 'current_date - 2', to = 'current_date') =>
    db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [adminClaims]);
      const { rows } = await tx.query<{ report: GrowthReport }>(
        `select public.growth_report(${from}, ${to}) as report`,
      );
      const figures = rows[0]?.report;
      if (figures === undefined) throw new Error('no report');
      return figures;
    });

  it('counts visits in the first funnel and demo requests in the second, never a step above the one before', async () => {
    const { funnel } = await report();
    // Six tabs: four of one person, one that spans midnight (counted once, on the day it began), one today.
    expect(stepsOf(funnel)).toEqual({
      visits: 6,
      roiResults: 3,
      formStarted: 2,
      requestedDemo: 1,
      requests: 6,
      repliedInTime: 3,
      voiceOpened: 0,
      callHeld: 0,
      meetingBooked: 0,
    });
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::integer as n from public.contact_submissions where not spam',
    );
    expect(funnel.requests).toBe(rows[0]?.n);
  });

  it('gives every rate between 0 and 100 %, overall and in every row of every breakdown', async () => {
    const figures = await report();
    const rows = [
      figures.funnel,
      figures.previous.funnel,
      ...growthTables.flatMap((table) => figures.breakdowns[table]),
    ];
    for (const row of rows) {
      for (const step of [...visitSteps, ...requestSteps]) {
        const rate = share(row, step) ?? 0;
        expect(rate, `${row.key} ${step}`).toBeGreaterThanOrEqual(0);
        expect(rate, `${row.key} ${step}`).toBeLessThanOrEqual(1);
      }
      // A visit that requested a demo started the form, whether or not that event arrived.
      expect(row.requestedDemo, row.key).toBeLessThanOrEqual(row.formStarted);
    }
  });

  it('makes the total the sum of its sources, mediums, campaigns and first pages, for a person who came from four places', async () => {
    const figures = await report();
    for (const table of growthTables) expect(sum(figures.breakdowns[table]), table).toEqual(stepsOf(figures.funnel));
    const bySource = Object.fromEntries(figures.breakdowns.source.map((row) => [row.key, [row.visits, row.requests]]));
    // First touch: each visit belongs to the place its tab arrived from; the GPC request has no visit and no source.
    expect(bySource).toEqual({ google: [3, 5], bing: [1, 0], newsletter: [1, 0], '': [1, 1] });
    const byCampaign = Object.fromEntries(figures.breakdowns.campaign.map((row) => [row.key, row.visits]));
    expect(byCampaign).toEqual({ spring: 3, autumn: 2, '': 1 });
    const byMedium = Object.fromEntries(figures.breakdowns.medium.map((row) => [row.key, row.visits]));
    expect(byMedium).toEqual({ cpc: 4, email: 1, '': 1 });
    expect(figures.daily.map((day) => [day.visits, day.requests])).toEqual([
      [4, 6],
      [1, 0],
      [1, 0],
    ]);
  });

  it('compares the range with the period of the same length just before it', async () => {
    const lastTwoDays = await report('current_date - 1', 'current_date');
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    expect(lastTwoDays.previous.from).toBe(day(3));
    expect(lastTwoDays.previous.to).toBe(day(2));
    expect(stepsOf(lastTwoDays.previous.funnel)).toEqual({
      visits: 4,
      roiResults: 1,
      formStarted: 2,
      requestedDemo: 1,
      requests: 6,
      repliedInTime: 3,
      voiceOpened: 0,
      callHeld: 0,
      meetingBooked: 0,
    });
    expect(stepsOf(lastTwoDays.funnel)).toMatchObject({ visits: 2, roiResults: 2, requests: 0 });
    const before = await report('current_date - 30', 'current_date - 3');
    expect(before.previous.funnel.visits).toBe(0);
  });

  it('gives the same figures once the finished days are read from their rollups', async () => {
    const before = await report();
    await db.query('select private.site_event_maintenance()');
    const { rows } = await db.query<{ days: number }>('select count(*)::integer as days from private.site_rolled_days');
    expect(rows[0]?.days).toBe(2);
    expect(await report()).toEqual(before);
  });

  it("takes an erased person's visit off the figures, also on a day whose raw events have expired", async () => {
    const before = await report();
    // Two days ago is past the raw retention now, so erasure counts the visit off that day's rollup.
    await db.query(`update private.site_event_settings set raw_event_retention = interval '1 day'`);
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [adminClaims]);
      await tx.query(`select public.erase_lead((select e.lead_id from public.site_events as e
                                                  where e.tab_id = md5('a1')::uuid limit 1))`);
    });
    const after = await report();
    expect(stepsOf(after.funnel)).toEqual({
      ...stepsOf(before.funnel),
      visits: 5,
      roiResults: 2,
      formStarted: 1,
      requestedDemo: 0,
      requests: 5,
      repliedInTime: 2,
    });
    for (const table of growthTables) expect(sum(after.breakdowns[table]), table).toEqual(stepsOf(after.funnel));
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::integer as n from public.site_daily_visits
        where visits <= 0 or roi_results < 0 or form_started < 0 or demo_requested < 0`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('counts a call as held when the voice provider reported it, not when the page recorded an end', async () => {
    const before = await report();
    // Grace's page records a conversation ended after 30 s, but no report of it ever arrives.
    await db.exec(`
      insert into public.personalized_assistants (slug, name, submission_id)
      select 'grace-held', 'Grace', cs.id from public.contact_submissions as cs where cs.email = 'grace@example.com';
      insert into public.voice_events (page_id, kind, ended_by, duration_s)
      select pa.id, 'ended', 'visitor', 30 from public.personalized_assistants as pa where pa.slug = 'grace-held';
    `);
    expect((await report()).funnel.callHeld).toBe(before.funnel.callHeld);

    // Then the provider's report of a call on that page is stored: now Grace's lead held a call.
    await db.exec(`
      insert into private.voice_calls (id, page_id)
      select '00000000-0000-4000-8000-00000000ca11', pa.id from public.personalized_assistants as pa
       where pa.slug = 'grace-held';
    `);
    await db.query(`select public.record_voice_call_report($1::jsonb)`, [
      JSON.stringify({ providerCallId: 'provider-grace', voiceCallId: '00000000-0000-4000-8000-00000000ca11' }),
    ]);
    expect((await report()).funnel.callHeld).toBe(before.funnel.callHeld + 1);
  });
});
