import { baseLocale } from '../../i18n/locales';
import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { VoicePage } from '../../../machines/voice-pages/voice-page-record';
import { contactLinkClass } from '../../lib/contact-links';
import { formatWhole } from '../../lib/number-format';
import { formatSubmissionDate } from '../../lib/submission-date';
import { agoText, talkTimeText } from '../../lib/voice-activity-text';
import { Button } from '../ui/button';
import { DataTable, dataCellClass, dataRowClass } from '../data-table';
import { CopyLinkButton, OpenPageLink } from './page-link-buttons';

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
    <DataTable caption="Voice pages, newest first" headings={headings} busy={busy}>
      {pages.map((page) => (
        <PageRow key={page.id} page={page} now={now} {...actions} />
      ))}
    </DataTable>
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
    <tr className={dataRowClass} data-slug={page.slug}>
      <td className={`${dataCellClass} font-medium text-white`}>
        <span className="wrap-anywhere">/ai-phone-caller/{page.slug}</span>
      </td>
      <td className={dataCellClass}>{page.name ?? '—'}</td>
      <td className={`${dataCellClass} wrap-anywhere text-slate-300`}>{page.assistantId ?? 'Built-in default'}</td>
      <td className={`${dataCellClass} text-slate-300`}>
        {page.submissionId ? (
          <Link to="/admin/dashboard/$id" params={{ id: page.submissionId }} className={contactLinkClass}>
            Open lead
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td className={`${dataCellClass} whitespace-nowrap text-slate-300`}>
        <time dateTime={page.createdAt}>{formatSubmissionDate(page.createdAt)}</time>
      </td>
      <td className={dataCellClass} data-column="opened">
        <span className="text-slate-400 md:hidden">Opened </span>
        {formatWhole(page.openedCount)}
      </td>
      <td className={dataCellClass} data-column="conversations">
        <span className="text-slate-400 md:hidden">Conversations </span>
        {formatWhole(page.conversationCount)}
      </td>
      <td className={`${dataCellClass} tabular-nums`} data-column="talk-time">
        <span className="text-slate-400 md:hidden">Talk time </span>
        {talkTimeText(page.talkSeconds)}
      </td>
      <td className={`${dataCellClass} whitespace-nowrap text-slate-300`}>
        {page.lastActivityAt ? agoText(page.lastActivityAt, now) : 'None yet'}
      </td>
      <td className={`${dataCellClass} md:whitespace-nowrap`}>
        <div className="flex flex-wrap gap-2">
          <CopyLinkButton copied={copiedId === page.id} name={`Copy link ${page.slug}`} onCopy={() => onCopy(page)} />
          <OpenPageLink slug={page.slug} language={baseLocale} name={`Open ${page.slug}`} />
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
