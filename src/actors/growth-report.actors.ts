import { failureReportActions } from './report-failure';
import type { RegisteredRouter } from '@tanstack/react-router';
import { fromCallback, fromPromise } from 'xstate';
import { rangeDays, type GrowthRange } from '../../machines/growth-report/growth-range';
import type { GrowthReport } from '../../machines/growth-report/growth-report';
import type { GrowthReportContext, GrowthReportEvent } from '../../machines/growth-report/growth-report.machine';
import { downloadText } from '../lib/download-text';
import { loadSupabase } from '../lib/load-supabase';
import { rangeOfSearch, searchOfRange } from '../lib/growth-search';
import { followRouteSearch } from './route-address';

/** The growth_report of a range; its JSON is built by the database in exactly this shape. */
export async function fetchGrowthReport(range: GrowthRange): Promise<GrowthReport> {
  const db = await loadSupabase();
  const { from, to } = rangeDays(range, Date.now());
  const { data, error } = await db.rpc('growth_report', { p_from: from, p_to: to });
  if (error) throw new Error(error.message);
  return data as GrowthReport; // The function's jsonb: the shape is its SQL's, checked by tests/api/growth.test.ts.
}

export const growthReportImplementations = (router: RegisteredRouter) => ({
  actors: {
    loadReport: fromPromise<GrowthReport, GrowthRange>(({ input }) => fetchGrowthReport(input)),
    followAddress: fromCallback<GrowthReportEvent>(({ sendBack }) =>
      followRouteSearch(router, '/admin/_authed/growth', rangeOfSearch, (range) =>
        sendBack({ type: 'range.set', range }),
      ),
    ),
  },
  actions: {
    ...failureReportActions,
    navigate: (_: unknown, range: GrowthRange) => {
      void router.navigate({ to: '/admin/growth', search: searchOfRange(range) });
    },
    exportTable: (_: unknown, { report, range }: Pick<GrowthReportContext, 'report' | 'range'>) => {
      if (report === null) return;
      const { from, to } = rangeDays(range, Date.now());
      void import('../lib/growth-csv').then(({ growthCsv, growthFileName }) => {
        downloadText(growthCsv(report, from, to), growthFileName(from, to));
      });
    },
  },
});
