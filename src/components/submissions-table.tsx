import type { Submission } from '../../machines/admin-dashboard/admin-dashboard.machine';
import { formatSubmissionDate } from '../lib/submission-date';

const linkClass =
  'rounded text-brand-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400';
/** Below `md` each row is a card: five columns do not fit a phone, and a sideways-scrolling table hides most of them. */
const cellClass = 'block px-4 py-0.5 md:table-cell md:py-3';

/** Phone numbers are typed freely in the form; a tel: link keeps only what a dialler understands. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+*#,;]/g, '')}`;

/** The demo requests of one page, newest first. */
export function SubmissionsTable({ rows, busy }: { rows: Submission[]; busy: boolean }) {
  return (
    <div className="rounded-xl border border-white/10 md:overflow-x-auto" aria-busy={busy}>
      <table className={`block w-full text-left text-sm md:table md:min-w-full ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Contact submissions, newest first</caption>
        <thead className="hidden bg-white/5 text-xs tracking-wide text-slate-300 uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Phone
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Business
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              Submitted
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-white/10 md:table-row-group md:border-t md:border-white/10">
          {rows.map((row) => (
            <tr key={row.id} className="block py-3 align-top hover:bg-white/5 md:table-row md:py-0">
              <td className={`${cellClass} font-medium text-white md:whitespace-nowrap`}>
                {row.firstName} {row.lastName}
              </td>
              <td className={`${cellClass} wrap-anywhere md:wrap-normal`}>
                <a href={`mailto:${row.email}`} className={linkClass}>
                  {row.email}
                </a>
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <a href={telHref(row.phone)} className={linkClass}>
                  {row.phone}
                </a>
              </td>
              <td className={`${cellClass} break-words whitespace-pre-line text-slate-200 md:max-w-md md:min-w-64`}>
                {row.business}
              </td>
              <td className={`${cellClass} whitespace-nowrap text-slate-300`}>
                <span className="text-slate-400 md:hidden">Submitted </span>
                <time dateTime={row.createdAt}>{formatSubmissionDate(row.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
