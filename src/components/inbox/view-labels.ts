import type { InboxView, StatusFilter } from '../../../machines/inbox/inbox-view';
import { statusLabels } from '../../../machines/inbox/lead';
import { searchTerm } from '../../../machines/inbox/view-match';
import { formatUsd } from '../../lib/number-format';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** A lead's language as staff read it (the admin area is English): `es` is "Spanish". */
export const languageName = (code: string): string => languageNames.of(code) ?? code;

/** How the status filter names each choice. */
export const filterLabels: Record<StatusFilter, string> = {
  all: 'All',
  ...statusLabels,
  repeats: 'Repeats',
  spam: 'Spam',
};

/** The switch that lists only the leads whose call asked for a follow-up. */
export const followUpFilterLabel = 'Call asked for a follow-up';

/** How the savings filter names a threshold. */
export const savingsLabel = (threshold: number) =>
  threshold === 0 ? 'Any (with or without an estimate)' : `${formatUsd(threshold)}+ a year`;

/** What a list or a file of this view holds, in the words of the filters: `search “ada”, status New, overdue only`. */
export function describeView(view: InboxView): string {
  const term = searchTerm(view);
  return [
    term === '' ? null : `search “${term}”`,
    `status ${filterLabels[view.status]}`,
    view.overdue ? 'overdue only' : null,
    view.minSavings === 0 ? null : `estimated savings ${savingsLabel(view.minSavings)}`,
    view.language === null ? null : `language ${languageName(view.language)}`,
    view.followUp ? 'call asked for a follow-up' : null,
  ]
    .filter((part) => part !== null)
    .join(', ');
}
