import { isLeadStatus, leadStatuses, type LeadStatus } from './lead-status';

/**
 * `all` is every lead that is neither suspected spam nor a repeat; `spam` is only suspected spam, `repeats` only the
 * requests of people who asked again (each is shown on its first request, which the other filters list).
 */
export type StatusFilter = 'all' | LeadStatus | 'repeats' | 'spam';

export const statusFilters: readonly StatusFilter[] = ['all', ...leadStatuses, 'repeats', 'spam'];

export const isStatusFilter = (value: unknown): value is StatusFilter =>
  value === 'all' || value === 'spam' || value === 'repeats' || isLeadStatus(value);

/** Suspected spam and repeats have no reply deadline of their own, so they are never overdue. */
export const hasNoDeadline = (status: StatusFilter): boolean => status === 'spam' || status === 'repeats';

/** Newest first, or by the yearly savings of the ROI estimate a request brought (none last, then newest first). */
export type InboxSort = 'newest' | 'savings';

/** The savings filter's thresholds in $ a year; 0 is every lead, with or without an estimate. */
export const savingsThresholds = [0, 10_000, 25_000, 50_000, 100_000] as const;

export const isSavingsThreshold = (value: unknown): value is number =>
  savingsThresholds.some((threshold) => threshold === value);

/** What the inbox shows: the search, the filters, the order and the page (0-based). The URL holds the same. */
export type InboxView = {
  search: string;
  status: StatusFilter;
  overdue: boolean;
  page: number;
  sort: InboxSort;
  /** Only leads whose estimate saves at least this much a year; 0 for all. */
  minSavings: number;
  /** Only leads sent from the site in this language (its code); null for every language. */
  language: string | null;
  /** Only leads whose call on their voice page asked for a follow-up. */
  followUp: boolean;
};

export const defaultView: InboxView = {
  search: '',
  status: 'all',
  overdue: false,
  page: 0,
  sort: 'newest',
  minSavings: 0,
  language: null,
  followUp: false,
};

/**
 * The view after a change of its filters. Overdue is the reply promise to real prospects' first requests, so spam
 * and repeats are never overdue (the overdue count leaves them out too): `Spam` or `Repeats` and `Overdue only`
 * never combine, and the one just chosen wins.
 */
export function withFilters(view: InboxView, change: Partial<InboxView>): InboxView {
  const next = { ...view, ...change };
  if (!hasNoDeadline(next.status) || !next.overdue) return next;
  return change.overdue === true ? { ...next, status: 'all' } : { ...next, overdue: false };
}
