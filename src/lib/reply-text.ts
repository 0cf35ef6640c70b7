import { replyMinutes, type ReplyStanding } from '../../machines/inbox/reply-deadline';
import type { ResponseStats } from '../../machines/inbox-figures/inbox-figures.machine';
import { formatWhole } from './number-format';
import { twoDigits } from './two-digits';

/**
 * A countdown or overrun: `09:59` under an hour, `1:02:03` under a day, then whole days (a lead
 * nobody answered for days needs no seconds).
 */
export function clockText(ms: number, roundUp: boolean): string {
  const seconds = roundUp ? Math.ceil(ms / 1000) : Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  if (days >= 1) return `${formatWhole(days)} ${days === 1 ? 'day' : 'days'}`;
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = `${twoDigits(minutes)}:${twoDigits(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** A first reply's time as every screen shows it: `4 min` for 3 min 30 s (`replyMinutes`). */
export const replyTimeText = (ms: number): string => `${formatWhole(replyMinutes(ms))} min`;

export type ReplyTone = 'waiting' | 'overdue' | 'inTime' | 'late';

/**
 * What a lead's reply column says. The countdown rounds up, so it reads `00:00 left` only at the
 * deadline itself; the overrun rounds down, so one second past reads `Overdue by 00:01`.
 */
export function replyText(standing: ReplyStanding): { text: string; tone: ReplyTone } | null {
  switch (standing.kind) {
    case 'waiting':
      return { text: `${clockText(standing.msLeft, true)} left`, tone: 'waiting' };
    case 'overdue':
      return { text: `Overdue by ${clockText(standing.msOver, false)}`, tone: 'overdue' };
    case 'answered':
      return { text: `Answered in ${replyTimeText(standing.msTaken)}`, tone: standing.inTime ? 'inTime' : 'late' };
    case 'none':
      return null;
  }
}

/** `Answered within 10 minutes: 78% (7 of 9)`; with nothing to judge yet, no percentage. */
export function kpiText({ answeredWithin, judged }: Pick<ResponseStats, 'answeredWithin' | 'judged'>): string {
  const share = judged === 0 ? '—' : `${Math.round((answeredWithin / judged) * 100)}%`;
  return `Answered within 10 minutes: ${share} (${formatWhole(answeredWithin)} of ${formatWhole(judged)})`;
}

export const medianText = (medianSeconds: number | null): string =>
  `Median first response: ${medianSeconds === null ? '—' : replyTimeText(medianSeconds * 1000)}`;
