import { isLeadStatus, leadStatuses, type Lead, type LeadStatus } from './lead';
import { isOverdue } from './reply-deadline';

/** `all` is every lead that is not suspected spam; `spam` is only those. */
export type StatusFilter = 'all' | LeadStatus | 'spam';

export const statusFilters: readonly StatusFilter[] = ['all', ...leadStatuses, 'spam'];

export const isStatusFilter = (value: unknown): value is StatusFilter =>
  value === 'all' || value === 'spam' || isLeadStatus(value);

/** What the inbox shows: the search, the filters and the page (0-based). The URL holds the same. */
export type InboxView = { search: string; status: StatusFilter; overdue: boolean; page: number };

export const defaultView: InboxView = { search: '', status: 'all', overdue: false, page: 0 };

/** The fields the search box looks in, on the server (ilike) and for live arrivals alike. */
export const searchFields = ['firstName', 'lastName', 'email', 'phone', 'business'] as const;

export type SearchField = (typeof searchFields)[number];

export const searchTerm = (view: Pick<InboxView, 'search'>): string => view.search.trim();

export const sameView = (a: InboxView, b: InboxView): boolean =>
  searchTerm(a) === searchTerm(b) && a.status === b.status && a.overdue === b.overdue && a.page === b.page;

/** No search and no filter: the list is every lead that is not spam. */
export const isUnfiltered = (view: InboxView): boolean =>
  searchTerm(view) === '' && view.status === 'all' && !view.overdue;

/**
 * Whether a lead belongs in the view, by the same rules as the server's query, so a live arrival
 * joins only the lists it would have been loaded into.
 */
export function matchesView(lead: Lead, view: InboxView, now: number): boolean {
  if (lead.spam !== (view.status === 'spam')) return false;
  if (view.status !== 'all' && view.status !== 'spam' && lead.status !== view.status) return false;
  if (view.overdue && !isOverdue(lead, now)) return false;
  const term = searchTerm(view).toLowerCase();
  return term === '' || searchFields.some((field) => lead[field].toLowerCase().includes(term));
}
