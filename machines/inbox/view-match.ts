import { searchFields, searchTerm, type InboxView } from './inbox-view';
import type { Lead } from './lead';
import { isOverdue } from './reply-deadline';

// Apart from inbox-view.ts, which the dashboard's URL parsing puts in the app's entry chunk: this rule
// is needed only once the inbox runs.

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
