import { isLeadStatus, leadStatuses, type LeadStatus } from './lead-status';

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
