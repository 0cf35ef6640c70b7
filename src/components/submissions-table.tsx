import type { Submission } from '../../machines/admin-dashboard/admin-dashboard.machine';
import { formatSubmissionDate } from '../lib/submission-date';

const linkClass = 'rounded text-cyan-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-cyan-400';

/** Phone numbers are typed freely in the form; a tel: link keeps only what a dialler understands. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+*#,;]/g, '')}`;

/** The demo requests of one page, newest first. */
export function SubmissionsTable({ rows, busy }: { rows: Submission[]; busy: boolean }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-white/10" aria-busy={busy}>
      <table className={`min-w-full divide-y divide-white/10 text-left text-sm ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Contact submissions, newest first</caption>
        <thead className="bg-white/5 text-xs uppercase tracking-wide text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Name</th>
            <th scope="col" className="px-4 py-3 font-semibold">Email</th>
            <th scope="col" className="px-4 py-3 font-semibold">Phone</th>
            <th scope="col" className="px-4 py-3 font-semibold">Business</th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">Submitted</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-white/5">
              <td className="px-4 py-3 font-medium whitespace-nowrap text-white">
                {row.first_name} {row.last_name}
              </td>
              <td className="px-4 py-3">
                <a href={`mailto:${row.email}`} className={linkClass}>
                  {row.email}
                </a>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <a href={telHref(row.phone)} className={linkClass}>
                  {row.phone}
                </a>
              </td>
              <td className="min-w-64 max-w-md px-4 py-3 whitespace-pre-line break-words text-slate-200">{row.business}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-300">
                <time dateTime={row.created_at}>{formatSubmissionDate(row.created_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
