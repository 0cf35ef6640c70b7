import { isLeadStatus, leadStatuses, type LeadStatus } from './lead-status';

/** `all` is every lead that is not suspected spam; `spam` is only those. */
export type StatusFilter = 'all' | LeadStatus | 'spam';

export const statusFilters: readonly StatusFilter[] = ['all', ...leadStatuses, 'spam'];

export const isStatusFilter = (value: unknown): value is StatusFilter =>
  value === 'all' || value === 'spam' || isLeadStatus(value);

/** What the inbox shows: the search, the filters and the page (0-based). The URL holds the same. */
export type InboxView = { search: string; status: StatusFilter; overdue: boolean; page: number };

export const defaultView: InboxView = { search: '', status: 'all', overdue: false, page: 0 };
