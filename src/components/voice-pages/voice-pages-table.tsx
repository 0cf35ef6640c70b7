import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { VoicePage } from '../../../machines/voice-pages/voice-pages.machine';
import { contactLinkClass } from '../../lib/contact-links';
import { formatWhole } from '../../lib/number-format';
import { formatSubmissionDate } from '../../lib/submission-date';
import { agoText, talkTimeText } from '../../lib/voice-activity-text';
import { Button } from '../ui/button';
import { CopyLinkButton, OpenPageLink } from './page-link-buttons';

const cellClass = 'block px-4 py-0.5 md:table-cell md:py-3';
const headings = [
  'Link',
  'Greeting',
  'Assistant',
  'Lead',
  'Created',
  'Opened',
  'Conversations',
  'Talk time',
  'Last activity',
  'Actions',
];

type RowActions = {
  copiedId: string | null;
  onCopy: (page: VoicePage) => void;
  onEdit: (page: VoicePage) => void;
  onDelete: (page: VoicePage) => void;
  disabled: boolean;
};

/** Every voice page with what its visitors did; a row's buttons name its link for screen readers. */
export function VoicePagesTable({
  pages,
  now,
  busy,
  ...actions
}: { pages: VoicePage[]; now: number; busy: boolean } & RowActions) {
  return (
    <div className="rounded-xl border border-white/10 md:overflow-x-auto" aria-busy={busy}>
      <table className={`block w-full text-left text-sm md:table md:min-w-full ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Voice pages, newest first</caption>
        <thead className="hidden bg-white/5 text-xs tracking-wide text-slate-300 uppercase md:table-header-group">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-white/10 md:table-row-group md:border-t md:border-white/10">
          {pages.map((page) => (
            <PageRow key={page.id} page={page} now={now} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PageRow({
  page,
  now,
  copiedId,
  onCopy,
  onEdit,
  onDelete,
  disabled,
}: { page: VoicePage; now: number } & RowActions) {
  return (
    <tr className="block py-3 align-top hover:bg-white/5 md:table-row md:py-0" data-slug={page.slug}>
      <td className={`${cellClass} font-medium text-white`}>
        <span className="wrap-anywhere">/ai-phone-caller/{page.slug}</span>
      </td>
      <td className={cellClass}>{page.name ?? '—'}</td>
      <td className={`${cellClass} wrap-anywhere text-slate-300`}>{page.assistantId ?? 'Built-in default'}</td>
      <td className={`${cellClass} text-slate-300`}>
        {page.submissionId ? (
          <Link to="/admin/dashboard/$id" params={{ id: page.submissionId }} className={contactLinkClass}>
            Open lead
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-300`}>
        <time dateTime={page.createdAt}>{formatSubmissionDate(page.createdAt)}</time>
      </td>
      <td className={cellClass} data-column="opened">
        <span className="text-slate-400 md:hidden">Opened </span>
        {formatWhole(page.openedCount)}
      </td>
      <td className={cellClass} data-column="conversations">
        <span className="text-slate-400 md:hidden">Conversations </span>
        {formatWhole(page.conversationCount)}
      </td>
      <td className={`${cellClass} tabular-nums`} data-column="talk-time">
        <span className="text-slate-400 md:hidden">Talk time </span>
        {talkTimeText(page.talkSeconds)}
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-300`}>
        {page.lastActivityAt ? agoText(page.lastActivityAt, now) : 'None yet'}
      </td>
      <td className={`${cellClass} md:whitespace-nowrap`}>
        <div className="flex flex-wrap gap-2">
          <CopyLinkButton copied={copiedId === page.id} name={`Copy link ${page.slug}`} onCopy={() => onCopy(page)} />
          <OpenPageLink slug={page.slug} name={`Open ${page.slug}`} />
          <Button
            variant="quiet"
            size="compact"
            shape="box"
            aria-label={`Edit ${page.slug}`}
            disabled={disabled}
            onClick={() => onEdit(page)}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="dangerQuiet"
            size="compact"
            shape="box"
            aria-label={`Delete ${page.slug}`}
            disabled={disabled}
            onClick={() => onDelete(page)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
}
