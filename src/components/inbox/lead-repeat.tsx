import { Link } from '@tanstack/react-router';
import type { Lead } from '../../../machines/inbox/lead';
import { repeatCopy } from '../../content/inbox';

const markClass =
  'shrink-0 rounded bg-sky-500/15 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-200 underline-offset-2';

/**
 * A person who asked for a demo again: their first request reads `Asked again` (with how often), and a repeat, listed
 * under `Repeats`, links to the first request, which is the lead to work.
 */
export function LeadRepeatMark({ lead }: { lead: Pick<Lead, 'repeatOf' | 'repeatCount'> }) {
  if (lead.repeatOf !== null) {
    return (
      <Link
        to="/admin/dashboard/$id"
        params={{ id: lead.repeatOf }}
        search={(previous) => previous}
        data-testid="lead-repeat-mark"
        className={`${markClass} hover:underline focus-visible:outline-2 focus-visible:outline-brand-400`}
      >
        {repeatCopy.repeatMark}
      </Link>
    );
  }
  if (lead.repeatCount === 0) return null;
  return (
    <span data-testid="lead-repeat-mark" title={repeatCopy.cameBackTitle(lead.repeatCount)} className={markClass}>
      {repeatCopy.cameBackMark(lead.repeatCount)}
    </span>
  );
}
