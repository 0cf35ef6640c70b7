import type { RegisteredRouter } from '@tanstack/react-router';
import { fromCallback, fromPromise } from 'xstate';
import type { InboxNavigation, LeadPage, LeadSave, LeadSaveReply } from '../../machines/inbox/inbox.machine';
import type { InboxView } from '../../machines/inbox/inbox-view';
import { sameView } from '../../machines/inbox/view-match';
import { reasonOf } from '../../machines/shared/error-message';
import { searchOfView, viewOfSearch } from '../lib/inbox-search';
import { watchLeadsInSystem } from './lead-feed';
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
      if (ready && sameView(viewOfSearch(ready.search), input)) return ready.result;
      return fetchLeadPage(input, signal);
    }),
    watchLeads: watchLeadsInSystem,
    // Each save runs on its own; the machine allows one unsaved change per lead at a time.
    leadWriter: fromCallback<LeadSave>(({ sendBack, receive }) => {
      receive(({ id, patch }) => {
        saveLead(id, patch).then(
          (lead) => sendBack({ type: 'lead.saved', lead } satisfies LeadSaveReply),
          (error: unknown) =>
            sendBack({
              type: 'lead.refused',
              id,
              reason: reasonOf(error),
            } satisfies LeadSaveReply),
        );
      });
    }),
  };
}

/** Binds the inbox's `navigate` to the router; the machine says whether the address adds a history entry. */
export const inboxActions = (router: RegisteredRouter) => ({
  navigate: (_: unknown, { view, replace }: InboxNavigation) => {
    void router.navigate({ to: '.', search: searchOfView(view), replace });
  },
  reportFailure: reportMachineFailure,
});
