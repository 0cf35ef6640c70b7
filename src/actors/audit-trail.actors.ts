import { failureReportActions } from './report-failure';
import type { RegisteredRouter } from '@tanstack/react-router';
import { fromCallback, fromPromise } from 'xstate';
import type { AuditTrailEvent } from '../../machines/audit-trail/audit-trail.machine';
import {
  auditPageSize,
  isAuditAction,
  type AuditEntry,
  type AuditExportResult,
  type AuditPage,
  type AuditView,
} from '../../machines/audit-trail/audit-view';
import { viewOfSearch, searchOfView } from '../lib/audit-search';
import { downloadText } from '../lib/download-text';
import { loadSupabase } from '../lib/load-supabase';
import type { Tables } from '../lib/database.types';
import type { AppSupabaseClient } from '../lib/supabase';
import { followRouteSearch } from './route-address';
import { literalMatchFilter } from './text-match';

const auditColumns = 'id, occurred_at, action, actor_email, target_email, details';

type AuditRow = Pick<
  Tables<'audit_events'>,
  'id' | 'occurred_at' | 'action' | 'actor_email' | 'target_email' | 'details'
>;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  occurredAt: row.occurred_at,
  // The table's check allows only these; an action added later reads as a settings change rather than breaking.
  action: isAuditAction(row.action) ? row.action : 'settings_changed',
  actorEmail: row.actor_email,
  targetEmail: row.target_email,
  details: typeof row.details === 'object' && row.details !== null && !Array.isArray(row.details) ? row.details : {},
});

/** The UTC midnight after a `YYYY-MM-DD` day: a range's `to` counts its whole day. */
const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** The rows of a view's filters (not its page), newest first; the id breaks ties of one moment. */
function viewQuery(db: AppSupabaseClient, view: AuditView, count?: 'exact') {
  let query = db.from('audit_events').select(auditColumns, count ? { count } : {});
  if (view.action !== null) query = query.eq('action', view.action);
  if (view.person !== '') query = query.or(literalMatchFilter(['actor_email', 'target_email'], view.person));
  if (view.from !== null) query = query.gte('occurred_at', `${view.from}T00:00:00Z`);
  if (view.to !== null) query = query.lt('occurred_at', dayAfter(view.to));
  return query.order('occurred_at', { ascending: false }).order('id', { ascending: false });
}

async function loadPage(view: AuditView): Promise<AuditPage> {
  const db = await loadSupabase();
  const from = view.page * auditPageSize;
  const { data, error, count } = await viewQuery(db, view, 'exact').range(from, from + auditPageSize - 1);
  if (error) throw new Error(error.message);
  return { entries: data.map(toEntry), total: count ?? data.length };
}

/** Supabase caps a response at 1,000 rows by default, so the export reads in batches of that size. */
const exportBatch = 1_000;

async function exportTrail(view: AuditView, signal: AbortSignal): Promise<AuditExportResult> {
  const db = await loadSupabase();
  const { auditCsv, auditFileName } = await import('../lib/audit-csv');
  // Rows written during the export push the others down: keyed by id, none is written twice.
  const entries = new Map<number, AuditEntry>();
  for (let from = 0; ; from += exportBatch) {
    const { data, error } = await viewQuery(db, view)
      .range(from, from + exportBatch - 1)
      .abortSignal(signal);
    if (error) throw new Error(error.message);
    for (const row of data) entries.set(row.id, toEntry(row));
    if (data.length < exportBatch) break;
  }
  // The export is noted in the trail before the file is written; the database refuses anyone but an admin.
  const { error } = await db.rpc('record_audit_export', { p_rows: entries.size });
  if (error) throw new Error(error.message);
  const fileName = auditFileName(new Date());
  downloadText(auditCsv([...entries.values()]), fileName);
  return { rows: entries.size, fileName };
}

export const auditTrailImplementations = (router: RegisteredRouter) => ({
  actors: {
    loadPage: fromPromise<AuditPage, AuditView>(({ input }) => loadPage(input)),
    exportTrail: fromPromise<AuditExportResult, AuditView>(({ input, signal }) => exportTrail(input, signal)),
    followAddress: fromCallback<AuditTrailEvent>(({ sendBack }) =>
      followRouteSearch(router, '/admin/_authed/audit', viewOfSearch, (view) => sendBack({ type: 'view.set', view })),
    ),
  },
  actions: {
    ...failureReportActions,
    navigate: (_: unknown, view: AuditView) => {
      void router.navigate({ to: '/admin/audit', search: searchOfView(view) });
    },
  },
});
