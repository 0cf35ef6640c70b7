import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database';

type Step = { key: string; visitors: number; roiResults: number; formStarted: number };
type Report = { funnel: Step; bySource: Step[]; byLanding: Step[]; daily: Array<{ day: string; visitors: number }> };

const adminClaims = JSON.stringify({ role: 'authenticated', app_metadata: { role: 'admin' } });

describe('the Growth figures from raw events and from daily rollups', () => {
  let db: PGlite;
  beforeAll(async () => {
    ({ db } = await openDatabase(null));
    // Three UTC days: two days ago, yesterday and today. Visitor a comes back on each day (once a day whatever how
    // often), b twice on one day, c once; the sources and first pages differ.
    await db.exec(`
      insert into public.site_events (occurred_at, kind, page, visitor, tab_id, source, landing_page, roi_calls)
      select (current_date - v.days_ago)::timestamp at time zone 'utc' + interval '1 hour' + v.n * interval '1 minute',
             v.kind, '/', md5(v.who)::uuid, gen_random_uuid(), v.source, v.landing,
             case when v.kind = 'roi_results' then 2000 end
        from (values (2, 1, 'page_view', 'a', 'google', '/'), (2, 2, 'page_view', 'a', 'google', '/'),
                     (2, 3, 'page_view', 'b', null, '/roi'), (2, 4, 'roi_results', 'b', null, '/roi'),
                     (1, 1, 'page_view', 'a', 'google', '/'), (1, 2, 'page_view', 'b', 'google', '/roi'),
                     (1, 3, 'page_view', 'b', 'google', '/roi'), (1, 4, 'form_started', 'b', 'google', '/roi'),
                     (0, 1, 'page_view', 'a', 'google', '/'), (0, 2, 'page_view', 'c', 'bing', '/'),
                     (0, 3, 'roi_results', 'c', 'bing', '/'))
             as v (days_ago, n, kind, who, source, landing);
    `);
  });
  afterAll(() => db.close());

  const report = () =>
    db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [adminClaims]);
      const { rows } = await tx.query<{ report: Report }>(
        `select public.growth_report(current_date - 2, current_date) as report`,
      );
      return rows[0]?.report;
    });
  const steps = (rows: Step[] = []) =>
    Object.fromEntries(rows.map((row) => [row.key, [row.visitors, row.roiResults, row.formStarted]]));

  it('counts each visitor once a day per step, overall, by source and by first page', async () => {
    const figures = await report();
    // Visitors: 2 two days ago (a, b), 2 yesterday (a, b), 2 today (a, c).
    expect(figures?.funnel).toMatchObject({ visitors: 6, roiResults: 2, formStarted: 1 });
    expect(figures?.daily.map((day) => day.visitors)).toEqual([2, 2, 2]);
    expect(steps(figures?.bySource)).toEqual({ google: [4, 0, 1], '': [1, 1, 0], bing: [1, 1, 0] });
    expect(steps(figures?.byLanding)).toEqual({ '/': [4, 1, 0], '/roi': [2, 1, 1] });
  });

  it('gives the same figures once the finished days are read from their rollups', async () => {
    const before = await report();
    await db.query('select private.site_event_maintenance()');
    const { rows } = await db.query<{ days: number }>('select count(*)::integer as days from private.site_rolled_days');
    expect(rows[0]?.days).toBe(2);
    expect(await report()).toEqual(before);
  });
});
