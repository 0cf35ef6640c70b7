/**
 * When to try a failed message again: exponential backoff with jitter, unless the receiver said when (a 429's or
 * 503's Retry-After, in seconds or as an HTTP date), which is honoured up to an hour. While a lead's 10 minutes
 * run, its messages wait at most `urgentStepMs` between tries, so they go out within seconds of an outage's end
 * (the database does not count those tries against the message's limit).
 */
import type { AlertJob } from './alert-job.ts';

/** The longest step between tries of a message whose lead still waits for its first reply. */
export const urgentStepMs = 10_000;

const retryAfterCapMs = 60 * 60_000;

/**
 * The wait after try `attempt` (1 for the first): the step doubles from `baseMs` up to `maxMs`, and the wait is
 * half the step plus a random part of the other half ("equal jitter"), so a burst of failures spreads out and no
 * retry comes sooner than half its step.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** The wait after a failed try of `job` at `now`: its backoff, its step capped while its lead's 10 minutes run. */
export function retryWaitMs(job: AlertJob, now: number, random: () => number): number {
  const urgent = job.lead !== null && now < Date.parse(job.lead.replyDueAt);
  const maxMs = urgent ? Math.min(urgentStepMs, job.backoffMaxMs) : job.backoffMaxMs;
  return backoffMs(job.attempt, Math.min(job.backoffBaseMs, maxMs), maxMs, random);
}

/** A Retry-After header in milliseconds from `now`, or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, retryAfterCapMs);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.min(Math.max(0, at - now), retryAfterCapMs);
}
