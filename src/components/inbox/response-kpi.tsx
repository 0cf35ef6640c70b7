import { Timer } from 'lucide-react';
import {
  statsPeriods,
  type OwnerReplies,
  type ResponseStats,
  type StatsPeriod,
} from '../../../machines/inbox-figures/inbox-figures.machine';
import { formatWhole } from '../../lib/number-format';
import { kpiText, medianText, replyTimeText } from '../../lib/reply-text';
import { ownerText } from './view-labels';
import { Card } from '../ui/card';

const periodLabel = (days: StatsPeriod) => (days === null ? 'All time' : `${days} days`);

/** `ada@example.com: 4 min (5 answered)`: one owner's median first reply over the period. */
const ownerLine = ({ ownerEmail, answered, medianSeconds }: OwnerReplies) =>
  `${ownerText(ownerEmail)}: ${medianSeconds === null ? '—' : replyTimeText(medianSeconds * 1000)} (${formatWhole(answered)} answered)`;

/** The 10-minute promise kept, and the median first response (over all and per owner), over the chosen period. */
export function ResponseKpi({
  stats,
  byOwner,
  days,
  onPeriod,
}: {
  stats: ResponseStats | null;
  byOwner: OwnerReplies[];
  days: StatsPeriod;
  onPeriod: (days: StatsPeriod) => void;
}) {
  return (
    <Card as="section" variant="raised" aria-labelledby="reply-kpi-title" className="flex flex-col gap-3 px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reply-kpi-title" className="flex items-center gap-2 text-sm text-slate-300">
          <Timer className="h-4 w-4" aria-hidden="true" />
          Reply time
        </h2>
        <div role="group" aria-label="Period" className="flex gap-1 rounded-lg bg-white/5 p-1">
          {statsPeriods.map((period) => (
            <button
              key={String(period)}
              type="button"
              aria-pressed={days === period}
              onClick={() => onPeriod(period)}
              className="rounded-md px-2.5 py-1 text-xs font-semibold text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400 aria-pressed:bg-brand-400/20 aria-pressed:text-white"
            >
              {periodLabel(period)}
            </button>
          ))}
        </div>
      </div>
      <p className="text-lg font-semibold text-white" data-testid="reply-kpi">
        {stats ? kpiText(stats) : 'Answered within 10 minutes: …'}
      </p>
      <p className="text-sm text-slate-300" data-testid="reply-median">
        {stats ? medianText(stats.medianSeconds) : 'Median first response: …'}
      </p>
      {byOwner.length > 0 && (
        <div>
          <h3 id="reply-by-owner-title" className="text-xs text-slate-400">
            Median first reply by owner
          </h3>
          <ul aria-labelledby="reply-by-owner-title" className="text-sm text-slate-300" data-testid="reply-by-owner">
            {byOwner.map((owner) => (
              <li key={owner.ownerEmail ?? ''}>{ownerLine(owner)}</li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
