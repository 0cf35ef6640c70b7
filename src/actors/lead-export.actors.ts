import { fromPromise } from 'xstate';
import type { InboxView } from '../../machines/inbox/inbox-view';
import type { ExportResult } from '../../machines/lead-export/lead-export.machine';
import { downloadText } from '../lib/download-text';
import type { ExportedLead } from '../lib/leads-csv';
import { loadSupabase } from '../lib/load-supabase';
import { viewerOf, viewQuery } from './lead-query';
import { exportColumns, toExportedLead } from './lead-rows';

/** Supabase caps a response at 1,000 rows by default, so the export reads in batches of that size. */
export const exportBatch = 1_000;

/** Every lead of the view's search and filters, all pages, newest first. */
export async function fetchAllLeads(view: InboxView, signal?: AbortSignal): Promise<ExportedLead[]> {
  const db = await loadSupabase();
  // One clock for every batch, so `Overdue only` means the same leads from the first batch to the last.
  const now = Date.now();
  // A lead arriving mid-export pushes the rows down by one, and the next batch would repeat one.
  const leads = new Map<string, ExportedLead>();
  const viewer = await viewerOf(db);
  for (let from = 0; ; from += exportBatch) {
    let query = viewQuery(db, view, now, viewer, undefined, exportColumns).range(from, from + exportBatch - 1);
    if (signal) query = query.abortSignal(signal);
    const { data, error } = await query;
    if (error) throw new Error(error.message);
    for (const row of data) leads.set(row.id, toExportedLead(row));
    if (data.length < exportBatch) return [...leads.values()];
  }
}

export const leadExportActors = {
  exportLeads: fromPromise<ExportResult, InboxView>(async ({ input, signal }) => {
    // The CSV library is loaded with the first export, not with the dashboard's first page.
    const [leads, { exportFileName, leadsCsv }] = await Promise.all([
      fetchAllLeads(input, signal),
      import('../lib/leads-csv'),
    ]);
    // The export is an admin's and is noted in the audit trail first: the database refuses anyone else here.
    const db = await loadSupabase();
    const { error } = await db.rpc('record_lead_export', { p_rows: leads.length });
    if (error) throw new Error(error.message);
    const fileName = exportFileName(new Date());
    downloadText(leadsCsv(leads), fileName);
    return { rows: leads.length, fileName };
  }),
};
