import type { InboxView } from './inbox-view';
import type { Lead } from './lead';
import { isLeadStatus } from './lead-status';
import { isOverdue } from './reply-deadline';

// How views compare and which leads they hold. Apart from inbox-view.ts, which the dashboard's URL
// parsing puts in the app's entry chunk: these rules are needed only once the inbox runs.

/** The fields the search box looks in, on the server (ilike) and for live arrivals alike. */
export const searchFields = ['firstName', 'lastName', 'email', 'phone', 'business'] as const;

export type SearchField = (typeof searchFields)[number];

export const searchTerm = (view: Pick<InboxView, 'search'>): string => view.search.trim();

export const sameView = (a: InboxView, b: InboxView): boolean =>
  searchTerm(a) === searchTerm(b) &&
  a.status === b.status &&
  a.overdue === b.overdue &&
  a.page === b.page &&
  a.sort === b.sort &&
  a.minSavings === b.minSavings &&
  a.language === b.language &&
  a.followUp === b.followUp;

/**
 * Whether going from one view to the other only refines a search already made (the same filters and page, both
 * searches non-empty): the address then replaces its entry, so Back does not step through every pause in typing.
 */
export const refinesSearch = (from: InboxView, to: InboxView): boolean =>
  searchTerm(from) !== '' && searchTerm(to) !== '' && sameView(from, { ...to, search: from.search });

/** No search and no filter: the list is every lead that is not spam. */
export const isUnfiltered = (view: InboxView): boolean =>
  searchTerm(view) === '' &&
  view.status === 'all' &&
  !view.overdue &&
  view.minSavings === 0 &&
  view.language === null &&
  !view.followUp;

/** Whether a lead's estimate passes the view's savings filter. */
export const savesEnough = (lead: Pick<Lead, 'yearlySavings'>, view: Pick<InboxView, 'minSavings'>): boolean =>
  view.minSavings === 0 || (lead.yearlySavings !== null && lead.yearlySavings >= view.minSavings);

/**
 * Whether a lead belongs in the view, by the same rules as the server's query, so a live arrival
 * joins only the lists it would have been loaded into.
 */
export function matchesView(lead: Lead, view: InboxView, now: number): boolean {
  if (lead.spam !== (view.status === 'spam')) return false;
  if ((lead.repeatOf !== null) !== (view.status === 'repeats')) return false;
  if (isLeadStatus(view.status) && lead.status !== view.status) return false;
  if (view.overdue && !isOverdue(lead, now)) return false;
  if (!savesEnough(lead, view)) return false;
  if (view.language !== null && lead.locale !== view.language) return false;
  if (view.followUp && !lead.followUpAsked) return false;
  // An empty search is in every field.
  const term = searchTerm(view).toLowerCase();
  return searchFields.some((field) => lead[field].toLowerCase().includes(term));
}
