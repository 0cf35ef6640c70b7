import type { LeadPage } from '../../machines/inbox/inbox.machine';
import { pageSize } from '../../machines/inbox/inbox-paging';
import type { InboxView } from '../../machines/inbox/inbox-view';
import { loadSupabase } from '../lib/load-supabase';
import { viewQuery } from './lead-query';
import { toLead } from './lead-rows';

// The dashboard route's loader imports this module, and loaders are not code-split: it sits in the
// app's entry chunk, so it imports only what fetching one page needs (no machine, live feed or writes).

/** One page of a view with the exact total of the view. */
export async function fetchLeadPage(view: InboxView, signal?: AbortSignal): Promise<LeadPage> {
  const db = await loadSupabase();
  const from = view.page * pageSize;
  let query = viewQuery(db, view, Date.now(), 'exact').range(from, from + pageSize - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count } = await query;
  if (error) throw new Error(error.message);
  return { rows: data.map(toLead), total: count ?? data.length };
}

/**
 * A request for the first view started before the dashboard's code has loaded (by the route's
 * loader), handed over once: the first load uses it, every later load (refresh, retry, another view)
 * asks again.
 */
export type EarlyFirstPage = { view: InboxView; result: Promise<LeadPage> };

export function startFirstPage(view: InboxView): EarlyFirstPage {
  const result = fetchLeadPage(view);
  // If the page is left before it mounts nobody awaits this; a failure then is not worth a console error.
  result.catch(() => {});
  return { view, result };
}
