import type { LeadPage } from '../../machines/inbox/inbox.machine';
import type { InboxView } from '../../machines/inbox/inbox-view';

// The dashboard route's loader calls this, and loaders are not code-split: this module ships in the app's
// entry chunk, on every page. So the page fetch itself (the query builder, the row mapper) is imported
// only when a first page is asked for.

/**
 * A request for the first view started before the dashboard's code has loaded (by the route's
 * loader), handed over once: the first load uses it, every later load (refresh, retry, another view)
 * asks again.
 */
export type EarlyFirstPage = { view: InboxView; result: Promise<LeadPage> };

export function startFirstPage(view: InboxView): EarlyFirstPage {
  const result = import('./lead-page').then(({ fetchLeadPage }) => fetchLeadPage(view));
  // If the page is left before it mounts nobody awaits this; a failure then is not worth a console error.
  result.catch(() => {});
  return { view, result };
}
