import { fromPromise } from 'xstate';
import type { PageRequest, Submission, SubmissionPage } from '../../machines/admin-dashboard/admin-dashboard.machine';
import type { Tables } from '../lib/database.types';
import { loadSupabase } from '../lib/load-supabase';

const columns = 'id, first_name, last_name, email, phone, business, created_at';

/** The columns the dashboard reads, as the database names them. */
export type SubmissionRow = Pick<
  Tables<'contact_submissions'>,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'business' | 'created_at'
>;

const toSubmission = (row: SubmissionRow): Submission => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  business: row.business,
  createdAt: row.created_at,
});

/**
 * One page of submissions, newest first, with the exact total. The id tie-break keeps paging stable
 * when many rows share a created_at (one bulk insert stamps them all with the same time).
 */
export async function fetchSubmissionPage(
  { page, pageSize }: PageRequest,
  signal?: AbortSignal,
): Promise<SubmissionPage> {
  const db = await loadSupabase();
  const from = page * pageSize;
  let query = db
    .from('contact_submissions')
    .select(columns, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + pageSize - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count } = await query;
  if (error) throw new Error(error.message);
  return { rows: data.map(toSubmission), total: count ?? data.length };
}

/**
 * A request for the first page started before the dashboard's code has loaded (by the route's loader),
 * handed over once: the first load uses it, every later load (refresh, retry, a page turn) asks again.
 */
export type EarlyFirstPage = { request: PageRequest; result: Promise<SubmissionPage> };

export function startFirstPage(pageSize: number): EarlyFirstPage {
  const request = { page: 0, pageSize };
  const result = fetchSubmissionPage(request);
  // If the page is left before it mounts nobody awaits this; a failure then is not worth a console error.
  result.catch(() => {});
  return { request, result };
}

export function adminDashboardActors(early?: EarlyFirstPage) {
  let unused = early;
  return {
    loadPage: fromPromise<SubmissionPage, PageRequest>(({ input, signal }) => {
      const ready = unused;
      unused = undefined;
      if (ready && ready.request.page === input.page && ready.request.pageSize === input.pageSize) return ready.result;
      return fetchSubmissionPage(input, signal);
    }),
  };
}
