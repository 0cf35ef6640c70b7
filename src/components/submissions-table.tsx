import { Link } from '@tanstack/react-router';
import { leadName, type Lead } from '../../machines/inbox/lead';
import type { LeadStatus } from '../../machines/inbox/lead-status';
import type { InboxSort } from '../../machines/inbox/inbox-view';
import { mailtoHref, telHref } from '../../machines/shared/contact-rules';
import { contactLinkClass } from '../lib/contact-links';
import { formatUsd } from '../lib/number-format';
import { submissionDateLines } from '../lib/submission-date';
import { LeadLanguage } from './inbox/lead-language';
import { LeadOwner } from './inbox/lead-owner';
import { LeadRepeatMark } from './inbox/lead-repeat';
import { LeadStatusSelect } from './inbox/lead-status-select';
import { LeadMeetingMark } from './inbox/lead-meeting-mark';
import { ReplyDeadline } from './inbox/reply-deadline';
import { Button } from './ui/button';
import { ClampedText } from './ui/clamped-text';
import { clippedClass, DataTable, dataCellClass, dataRowClass } from './data-table';
import { PhoneNumberText } from './phone-number-text';

// Status and Reply (the countdown the 10-minute promise depends on) come right after the name: they stay in view
// however long the other values are, and whatever the table's width.
const headers = ['Name', 'Status', 'Reply', 'Email', 'Phone', 'Business', 'Est. savings / yr', 'Submitted'];

type SubmissionsTableProps = {
  rows: Lead[];
  busy: boolean;
  sort: InboxSort;
  /** Leads with a change on its way to the server: their controls wait for the answer. */
  saving: (id: string) => boolean;
  onStatus: (id: string, status: LeadStatus) => void;
  onNotSpam: (id: string) => void;
};

/** The demo requests of one page, newest first or by estimated savings, each opening its lead panel. */
export function SubmissionsTable({ rows, busy, sort, saving, onStatus, onNotSpam }: SubmissionsTableProps) {
  const caption =
    sort === 'savings' ? 'Contact submissions, highest estimated savings first' : 'Contact submissions, newest first';
  return (
    <DataTable caption={caption} headings={headers} busy={busy}>
      {rows.map((row) => (
        <tr key={row.id} className={dataRowClass}>
          <td className={`${dataCellClass} font-medium text-white`}>
            <span className="flex items-center gap-2">
              <span className={`${clippedClass} md:max-w-40`} title={leadName(row)}>
                <Link
                  to="/admin/dashboard/$id"
                  params={{ id: row.id }}
                  search={(previous) => previous}
                  className="rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400"
                >
                  {leadName(row)}
                </Link>
              </span>
              <LeadLanguage code={row.locale} />
              <LeadRepeatMark lead={row} />
            </span>
            <LeadOwner ownerEmail={row.ownerEmail} />
          </td>
          <td className={`${dataCellClass} md:whitespace-nowrap`}>
            {row.spam ? (
              <span className="flex items-center gap-2">
                <span className="rounded bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-200">
                  Suspected spam
                </span>
                <Button
                  variant="quiet"
                  size="compact"
                  shape="box"
                  disabled={saving(row.id)}
                  onClick={() => onNotSpam(row.id)}
                >
                  Not spam
                </Button>
              </span>
            ) : (
              <>
                <LeadStatusSelect
                  status={row.status}
                  label={`Status of ${leadName(row)}`}
                  busy={saving(row.id)}
                  onChange={(status) => onStatus(row.id, status)}
                />
                <LeadMeetingMark meeting={row.meeting} />
              </>
            )}
          </td>
          <td className={`${dataCellClass} md:whitespace-nowrap`}>{!row.spam && <ReplyDeadline lead={row} />}</td>
          <td className={dataCellClass}>
            <span className={`${clippedClass} md:max-w-48`} title={row.email}>
              <a href={mailtoHref(row.email)} className={contactLinkClass}>
                {row.email}
              </a>
            </span>
          </td>
          <td className={dataCellClass}>
            <a href={telHref(row.phone)} className={contactLinkClass}>
              <PhoneNumberText phone={row.phone} />
            </a>
          </td>
          <td className={`${dataCellClass} text-slate-200`}>
            <ClampedText text={row.business} className="md:max-w-64" />
          </td>
          <td className={`${dataCellClass} whitespace-nowrap text-slate-300 tabular-nums`}>
            <span className="text-slate-400 md:hidden">Estimated savings </span>
            {row.yearlySavings === null ? (
              <span className="text-slate-500">—</span>
            ) : (
              <span data-testid="lead-savings">{formatUsd(row.yearlySavings)}</span>
            )}
          </td>
          <td className={`${dataCellClass} text-slate-300`}>
            <span className="text-slate-400 md:hidden">Submitted </span>
            <SubmittedTime createdAt={row.createdAt} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * When a request arrived, its date and time on two lines in the table (one text to a screen reader and in a phone's
 * card), so the column is as narrow as a date and the table fits 1280 px.
 */
function SubmittedTime({ createdAt }: { createdAt: string }) {
  const [date, time] = submissionDateLines(createdAt);
  return (
    <time dateTime={createdAt}>
      <span className="whitespace-nowrap">{date}</span> <span className="whitespace-nowrap">{time}</span>
    </time>
  );
}
