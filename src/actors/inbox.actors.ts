import type { RegisteredRouter } from '@tanstack/react-router';
import { fromCallback, fromPromise } from 'xstate';
import type { LeadPage, LeadSave, LeadSaveReply } from '../../machines/inbox/inbox.machine';
import { pageSize } from '../../machines/inbox/inbox-paging';
import { sameView, type InboxView } from '../../machines/inbox/inbox-view';
import { messageOf } from '../../machines/inbox/lead';
import type { LiveEvent } from '../../machines/inbox/live-events';
import { searchOfView, viewOfSearch, type RawInboxSearch } from '../lib/inbox-search';
import { loadSupabase } from '../lib/load-supabase';
import { watchLeadFeed } from './lead-feed';
import { viewQuery } from './lead-query';
import { toLead } from './lead-rows';
import { saveLead } from './lead-writes';

/** One page of a view with the exact total of the view. */
export async function fetchLeadPage(view: InboxView, signal?: AbortSignal): Promise<LeadPage> {
  const db = await loadSupabase();
  const from = view.page * pageSize;
  let query = viewQuery(db, view, Date.now(), 'exact').range(from, from + pageSize - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count } = await query;
  if (error) throw new Error(error.message);
  return { rows: data.map(toLead), total: count ?? data.length };
}

/**
 * A request for the first view started before the dashboard's code has loaded (by the route's
 * loader), handed over once: the first load uses it, every later load (refresh, retry, another view)
 * asks again.
 */
export type EarlyFirstPage = { view: InboxView; result: Promise<LeadPage> };

export function startFirstPage(view: InboxView): EarlyFirstPage {
  const result = fetchLeadPage(view);
  // If the page is left before it mounts nobody awaits this; a failure then is not worth a console error.
  result.catch(() => {});
  return { view, result };
}

export function inboxActors(early?: EarlyFirstPage) {
  let unused = early;
  return {
    loadPage: fromPromise<LeadPage, InboxView>(({ input, signal }) => {
      const ready = unused;
      unused = undefined;
      if (ready && sameView(ready.view, input)) return ready.result;
      return fetchLeadPage(input, signal);
    }),
    watchLeads: fromCallback<LiveEvent>(({ sendBack }) => watchLeadFeed(sendBack)),
    // Each save runs on its own; the machine allows one unsaved change per lead at a time.
    leadWriter: fromCallback<LeadSave>(({ sendBack, receive }) => {
      receive(({ id, patch }) => {
        saveLead(id, patch).then(
          (lead) => sendBack({ type: 'lead.saved', lead } satisfies LeadSaveReply),
          (error: unknown) =>
            sendBack({
              type: 'lead.refused',
              id,
              message: messageOf(error, 'the server refused it.'),
            } satisfies LeadSaveReply),
        );
      });
    }),
  };
}

/**
 * Binds the inbox's `writeUrl` to the router. A change of filter or page is a new history entry, so
 * Back returns to the previous view; refining a search already in the address bar replaces it, so
 * Back does not step through every pause in typing. Writing what the address bar already says is
 * skipped, so following the address bar never writes it again.
 */
export const inboxActions = (router: RegisteredRouter) => ({
  writeUrl: (_: unknown, view: InboxView) => {
    const current = viewOfSearch(router.latestLocation.search as RawInboxSearch);
    if (sameView(current, view)) return;
    const refining =
      current.search.trim() !== '' &&
      view.search.trim() !== '' &&
      sameView(current, { ...view, search: current.search });
    void router.navigate({ to: '.', search: searchOfView(view), replace: refining });
  },
});
