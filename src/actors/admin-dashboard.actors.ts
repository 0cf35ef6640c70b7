import { fromPromise } from 'xstate';
import type { PageRequest, Submission, SubmissionPage } from '../../machines/admin-dashboard/admin-dashboard.machine';
import { loadSupabase } from '../lib/load-supabase';

const columns = 'id, first_name, last_name, email, phone, business, created_at';

/**
 * One page of submissions, newest first, with the exact total. The id tie-break keeps paging stable
 * when many rows share a created_at (one bulk insert stamps them all with the same time).
 */
export const adminDashboardActors = {
  loadPage: fromPromise<SubmissionPage, PageRequest>(async ({ input, signal }) => {
    const db = await loadSupabase();
    const from = input.page * input.pageSize;
    const { data, error, count } = await db
      .from('contact_submissions')
      .select(columns, { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + input.pageSize - 1)
      .abortSignal(signal)
      .overrideTypes<Submission[], { merge: false }>();
    if (error) throw new Error(error.message);
    return { rows: data, total: count ?? data.length };
  }),
};
