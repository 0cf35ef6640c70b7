import type { InboxView } from '../../machines/inbox/inbox-view';
import { searchFields, searchTerm } from '../../machines/inbox/view-match';
import { isLeadStatus } from '../../machines/inbox/lead-status';
import { overdueBefore } from '../../machines/inbox/reply-deadline';
import type { AppSupabaseClient } from '../lib/supabase';
import { leadColumns, searchColumns } from './lead-rows';
import { literalMatchFilter } from './text-match';

/**
 * The term as an ILIKE pattern's text that matches exactly itself (`lead_counts` wraps it in `%…%`): its `\`, `%`
 * and `_` escaped with ILIKE's default escape character, the backslash.
 */
export const likeLiteral = (term: string): string => term.replace(/[\\%_]/g, '\\$&');

/**
 * The search as one `or` filter over every searched field, matching the typed text itself (`literalMatchFilter`).
 * `lead_counts` is given the same text (`likeLiteral`), so the list and the counts beside the filters always agree.
 */
export const searchFilter = (term: string): string =>
  literalMatchFilter(
    searchFields.map((field) => searchColumns[field]),
    term,
  );

/** The signed-in member of staff's user id, for the `Mine` filter (supabase-js keeps the session in the tab). */
export async function viewerOf(db: AppSupabaseClient): Promise<string | null> {
  const { data } = await db.auth.getSession();
  return data.session?.user.id ?? null;
}

/** No user has this id: `Mine` without a session holds nothing. */
const nobody = '00000000-0000-0000-0000-000000000000';

/**
 * The leads of a view (its search and filters, not its page), newest first; `viewer` is whose leads `Mine` means. The id tie-break keeps
 * paging stable when many rows share a created_at (one bulk insert stamps them all with one time).
 */
export function viewQuery<Columns extends string = typeof leadColumns>(
  db: AppSupabaseClient,
  view: InboxView,
  now: number,
  viewer: string | null,
  count?: 'exact',
  // The export reads more columns of the same leads (exportColumns); the list, the inbox's own.
  columns: Columns = leadColumns as Columns,
) {
  let query = db
    .from('contact_submissions')
    .select(columns, count ? { count } : {})
    .is('spam', view.status === 'spam');
  // A repeat is listed under `Repeats` only; every other filter lists first requests.
  query = view.status === 'repeats' ? query.not('repeat_of', 'is', null) : query.is('repeat_of', null);
  if (isLeadStatus(view.status)) query = query.eq('status', view.status);
  if (view.overdue) query = query.eq('status', 'new').lt('created_at', overdueBefore(now));
  if (view.minSavings > 0) query = query.gte('roi_yearly_savings', view.minSavings);
  if (view.language !== null) query = query.eq('locale', view.language);
  if (view.owner === 'mine') query = query.eq('owner_id', viewer ?? nobody);
  if (view.owner === 'unassigned') query = query.is('owner_id', null);
  if (view.followUp) query = query.is('follow_up_asked', true);
  const term = searchTerm(view);
  if (term !== '') query = query.or(searchFilter(term));
  if (view.sort === 'savings') query = query.order('roi_yearly_savings', { ascending: false, nullsFirst: false });
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}
