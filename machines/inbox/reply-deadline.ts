import type { Lead } from './lead';

/** The landing page promises that a real person responds within 10 minutes of a request. */
export const replyWindowMs = 10 * 60_000;

/**
 * A first reply's time in whole minutes, each minute begun counted: the one rule every screen and export shows it
 * by, so "10 min" is within the window and a second more reads 11.
 */
export const replyMinutes = (ms: number): number => Math.ceil(ms / 60_000);

export const replyDeadline = (lead: Pick<Lead, 'createdAt'>): number => Date.parse(lead.createdAt) + replyWindowMs;

/**
 * Where a lead stands against the promise at `now`. Answered means a first response was stamped
 * (whatever the status is now); the database counts a reply at exactly 10:00 as in time, so do we.
 */
export type ReplyStanding =
  | { kind: 'waiting'; msLeft: number }
  | { kind: 'overdue'; msOver: number }
  | { kind: 'answered'; msTaken: number; inTime: boolean }
  | { kind: 'none' };

export function replyStanding(
  lead: Pick<Lead, 'createdAt' | 'status' | 'firstResponseAt'>,
  now: number,
): ReplyStanding {
  const created = Date.parse(lead.createdAt);
  if (lead.firstResponseAt !== null) {
    const msTaken = Math.max(0, Date.parse(lead.firstResponseAt) - created);
    return { kind: 'answered', msTaken, inTime: msTaken <= replyWindowMs };
  }
  if (lead.status !== 'new') return { kind: 'none' };
  const msLeft = created + replyWindowMs - now;
  return msLeft >= 0 ? { kind: 'waiting', msLeft } : { kind: 'overdue', msOver: -msLeft };
}

/** The server's rule for the overdue count and the `Overdue only` filter: still new, older than 10 minutes. */
export const isOverdue = (lead: Pick<Lead, 'createdAt' | 'status'>, now: number): boolean =>
  lead.status === 'new' && replyDeadline(lead) < now;

/** The `created_at` bound of the `Overdue only` query: anything created before it is past its deadline. */
export const overdueBefore = (now: number): string => new Date(now - replyWindowMs).toISOString();
