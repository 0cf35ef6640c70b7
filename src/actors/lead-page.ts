import type { LeadPage } from '../../machines/inbox/inbox.machine';
import { pageSize } from '../../machines/inbox/inbox-paging';
import type { InboxView } from '../../machines/inbox/inbox-view';
import { loadSupabase } from '../lib/load-supabase';
import { viewerOf, viewQuery } from './lead-query';
import { toLead } from './lead-rows';

// Kept apart from the inbox's actors so the route's early first page (early-first-page.ts) loads only
// what fetching one page needs, not the machine, the live feed or the writes.

/** One page of a view with the exact total of the view. */
export async function fetchLeadPage(view: InboxView, signal?: AbortSignal): Promise<LeadPage> {
  const db = await loadSupabase();
  const from = view.page * pageSize;
  let query = viewQuery(db, view, Date.now(), await viewerOf(db), 'exact').range(from, from + pageSize - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count } = await query;
  if (error) throw new Error(error.message);
  return { rows: data.map(toLead), total: count ?? data.length };
}
