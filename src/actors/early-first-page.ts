import type { LeadPage } from '../../machines/inbox/inbox.machine';
import type { RawInboxSearch } from '../lib/inbox-search';

// The dashboard route's loader calls this, and loaders are not code-split: this module ships in the app's
// entry chunk, on every page. So the page fetch itself (the query builder, the row mapper) and the address's rules
// are imported only when a first page is asked for.

/**
 * A request for the first view started before the dashboard's code has loaded (by the route's
 * loader), handed over once: the first load uses it, every later load (refresh, retry, another view)
 * asks again.
 */
export type EarlyFirstPage = { search: RawInboxSearch; result: Promise<LeadPage> };

/** `search`: the dashboard's address, as the address has it. */
export function startFirstPage(search: RawInboxSearch): EarlyFirstPage {
  const result = Promise.all([import('./lead-page'), import('../lib/inbox-search')]).then(
    ([{ fetchLeadPage }, { viewOfSearch }]) => fetchLeadPage(viewOfSearch(search)),
  );
  // If the page is left before it mounts nobody awaits this; a failure then is not worth a console error.
  result.catch(() => {});
  return { search, result };
}
