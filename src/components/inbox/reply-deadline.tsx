import { replyStanding } from '../../../machines/inbox/reply-deadline';
import type { Lead } from '../../../machines/inbox/lead';
import { replyText, type ReplyTone } from '../../lib/reply-text';
import { useSecondTicks } from '../../lib/use-second-ticks';
import { repeatCopy } from '../../content/inbox';

const toneClass: Record<ReplyTone, string> = {
  waiting: 'text-amber-200',
  overdue: 'font-semibold text-red-400',
  inTime: 'text-emerald-400',
  late: 'text-slate-300',
};

/**
 * Where a lead stands against the 10-minute promise: a live countdown, the overrun in red, or how
 * long the first response took (green when in time). Only a waiting lead ticks.
 */
export function ReplyDeadline({ lead }: { lead: Pick<Lead, 'createdAt' | 'status' | 'firstResponseAt' | 'repeatOf'> }) {
  const repeat = lead.repeatOf !== null;
  const ticking = !repeat && lead.status === 'new' && lead.firstResponseAt === null;
  const now = useSecondTicks(ticking ? Date.parse(lead.createdAt) : null);
  // A repeat's promise is its first request's: it shows no countdown of its own.
  if (repeat && lead.firstResponseAt === null) return <span className="text-slate-400">{repeatCopy.noDeadline}</span>;
  const reply = replyText(replyStanding(lead, now));
  if (!reply) return null;
  return (
    <span className={`tabular-nums ${toneClass[reply.tone]}`} data-tone={reply.tone}>
      {reply.text}
    </span>
  );
}
