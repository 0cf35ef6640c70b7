import type { RegisteredRouter } from '@tanstack/react-router';
import { fromCallback, fromPromise } from 'xstate';
import type { LeadPage, LeadSave, LeadSaveReply } from '../../machines/inbox/inbox.machine';
import type { InboxView } from '../../machines/inbox/inbox-view';
import { sameView } from '../../machines/inbox/view-match';
import { messageOf, refusedWithoutReason } from '../../machines/shared/error-message';
import type { LiveEvent } from '../../machines/inbox/live-events';
import { searchOfView, viewOfSearch, type RawInboxSearch } from '../lib/inbox-search';
import { watchLeadFeed } from './lead-feed';
import type { EarlyFirstPage } from './early-first-page';
import { fetchLeadPage } from './lead-page';
import { saveLead } from './lead-writes';
import { reportMachineFailure } from './report-failure';

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
              message: messageOf(error, refusedWithoutReason),
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
  reportFailure: reportMachineFailure,
});
