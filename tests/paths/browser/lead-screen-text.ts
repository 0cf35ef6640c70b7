import type { StatusFilter } from '../../../machines/inbox/inbox-view';
import type { LeadStatus } from '../../../machines/inbox/lead-status';

// What staff read about a lead, word for word (docs/admin.md): the status names and the filters, the reply column
// and 'Spam'. Never from src/: a changed word on the page must fail the replays.

export const statusNames: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export const filterLabels: Record<StatusFilter, string> = {
  all: 'All',
  ...statusNames,
  repeats: 'Repeats',
  spam: 'Spam',
};

/** `mm:ss left` counting down, `Overdue by mm:ss` past 10 minutes, `Answered in N min` once answered. */
export const replyText = { waitingOrOverdue: /^(\S+ left|Overdue by .+)$/, answered: /^Answered in \d+ min$/ };
