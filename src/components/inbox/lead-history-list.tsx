import type { LeadHistoryEntry, SentAlert } from '../../../machines/lead-panel/lead-history';
import { statusLabels } from '../../../machines/inbox/lead';
import { alertsCopy } from '../../content/alerts';
import { formatSubmissionDate } from '../../lib/submission-date';

/** "Alert emailed to …", "Escalated: …", "Acknowledgement sent to …". */
const sentText = ({ kind, channel, recipient }: SentAlert): string => {
  const words = alertsCopy.history;
  if (kind === 'acknowledgement') return words.acknowledged(recipient);
  if (kind === 'call_report') return channel === 'chat' ? words.callReportPosted : words.callReportEmailed(recipient);
  if (kind === 'escalation') return channel === 'chat' ? words.escalatedPosted : words.escalatedEmailed(recipient);
  return channel === 'chat' ? words.alertPosted : words.alertEmailed(recipient);
};

const what = (entry: LeadHistoryEntry): string => {
  if (entry.kind === 'note') return 'added a note';
  const from = entry.fromStatus ? statusLabels[entry.fromStatus] : 'none';
  const to = entry.toStatus ? statusLabels[entry.toStatus] : 'none';
  return `changed the status from ${from} to ${to}`;
};

/** Who changed what, and when; notes with their text. A note on its way shows as "Sending…". */
export function LeadHistoryList({
  history,
  sendingNote,
  me,
  labelledBy,
}: {
  history: LeadHistoryEntry[];
  sendingNote: string | null;
  me: string;
  /** The id of the heading that names the list, so the list is found by its name beside the lead's journey. */
  labelledBy: string;
}) {
  if (history.length === 0 && sendingNote === null) {
    return <p className="text-sm text-slate-400">Nothing yet: no status change and no notes.</p>;
  }
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-col gap-3">
      {history.map((entry) =>
        entry.alert ? (
          <li key={entry.id} className="rounded-lg border border-white/10 px-3 py-2 text-sm">
            <p className="text-slate-300">
              {sentText(entry.alert)} · <time dateTime={entry.createdAt}>{formatSubmissionDate(entry.createdAt)}</time>
            </p>
          </li>
        ) : (
          <li key={entry.id} className="rounded-lg border border-white/10 bg-white/5 px-3 py-2 text-sm">
            <p className="text-slate-300">
              <span className="font-semibold text-white">{entry.authorEmail ?? 'Someone'}</span> {what(entry)} ·{' '}
              <time dateTime={entry.createdAt}>{formatSubmissionDate(entry.createdAt)}</time>
            </p>
            {entry.kind === 'note' && (
              <p className="mt-1 wrap-anywhere whitespace-pre-line text-slate-100">{entry.body}</p>
            )}
          </li>
        ),
      )}
      {sendingNote !== null && (
        <li className="rounded-lg border border-dashed border-white/15 px-3 py-2 text-sm opacity-70" aria-busy="true">
          <p className="text-slate-300">
            <span className="font-semibold text-white">{me}</span> added a note · Sending…
          </p>
          <p className="mt-1 wrap-anywhere whitespace-pre-line text-slate-100">{sendingNote}</p>
        </li>
      )}
    </ol>
  );
}
