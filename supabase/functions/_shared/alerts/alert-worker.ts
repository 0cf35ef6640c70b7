import type { AlertConfig } from './alert-config.ts';
import { isMeetingKind, type AlertJob, type MeetingKind } from './alert-job.ts';
import { chatFor, emailFor, type MessageContext } from './alert-messages.ts';
import { callReportWording } from './call-report-wording.ts';
import { alertStore, type AlertStore, type ChannelReport, type RecordedOutcome } from './alert-store.ts';
import { postChat } from './chat-webhook.ts';
import type { DeliveryOutcome } from './delivery-outcome.ts';
import { sendEmail } from './email-api.ts';
import { meetingEmailFor, type CalendarWriter } from './meeting-email.ts';
import { retryWaitMs } from './retry-policy.ts';
import { isPlainAddress, oneLine } from './safe-text.ts';

/** What the worker needs from its runtime; tests pass their own clock, randomness and fetch. */
export type WorkerDeps = {
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
  /** Where problems go (a failed record, a run that failed); default nowhere. */
  log?: (line: string) => void;
  /** The database; default the PostgREST functions at config.supabaseUrl. */
  store?: AlertStore;
  /** Writes a meeting invitation's iCalendar file (ical-generator, imported by the runtime); without it meeting emails wait. */
  calendar?: CalendarWriter;
};

export type RunReport = {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Outcomes that could not be recorded; their lease runs out and they are tried again. */
  unrecorded: number;
  /** When something is next due (ISO), or null. */
  nextDueAt: string | null;
};

export type RunOptions = {
  /** Messages claimed at a time (default 20). */
  batch?: number;
  /** Messages sent at once (default 8). */
  concurrency?: number;
  /** Stop claiming more once a run has lasted this long (default 25 s, well inside an Edge Function's limit). */
  budgetMs?: number;
};

export type AlertWorker = { runOnce(options?: RunOptions): Promise<RunReport> };

/**
 * The one sending worker, run by the Edge Function on Supabase and by the local stand-in. A run claims due
 * messages of the ready channels, sends each (the ledger row's id as the idempotency key), and records each
 * outcome at once, so a run cut short leaves every message either recorded or leased for a later retry.
 */
export function createAlertWorker(config: AlertConfig, name: string, deps: WorkerDeps): AlertWorker {
  const store = deps.store ?? alertStore(config.supabaseUrl, config.serviceRoleKey, deps.fetch);
  const channels: ChannelReport = {
    email: { ready: config.email.ready, detail: config.email.detail },
    chat: { ready: config.chat.ready, detail: config.chat.detail },
  };

  /** The outcome of one try; null when the claim was lost before the post and nothing was sent. */
  async function attempt(job: AlertJob): Promise<DeliveryOutcome | null> {
    const context: MessageContext = { siteUrl: config.siteUrl, brand: config.brand, now: deps.now() };
    // Erasure and the retention sweep delete a report's deliveries with it; one deleted after the claim says so.
    if (job.kind === 'call_report' && job.callReport === undefined)
      return { kind: 'failed', detail: callReportWording.gone };
    if (job.channel === 'chat') {
      if (!config.chat.ready) return { kind: 'retry', detail: config.chat.detail, retryAfterMs: null };
      // A webhook has no idempotency key: the ledger must know a post began before it does (alert-store.ts).
      try {
        if (!(await store.beginPost(job))) return null;
      } catch (error) {
        return { kind: 'retry', detail: `The post could not be marked as begun: ${String(error)}`, retryAfterMs: null };
      }
      const { webhookUrl, format } = config.chat.settings;
      return postChat(deps.fetch, webhookUrl, job, chatFor(job, context, format), deps.now);
    }
    if (!config.email.ready) return { kind: 'retry', detail: config.email.detail, retryAfterMs: null };
    if (!isPlainAddress(job.recipient)) {
      return {
        kind: 'failed',
        detail: `Not an address an email can be sent to: ${JSON.stringify(oneLine(job.recipient, 100))}`,
      };
    }
    if (isMeetingKind(job.kind)) return sendMeetingEmail({ ...job, kind: job.kind }, context);
    // Staff can answer the prospect straight from their alert.
    const replyTo =
      job.kind !== 'acknowledgement' && job.lead && isPlainAddress(job.lead.email) ? job.lead.email : null;
    const bookingKey = job.kind === 'acknowledgement' ? await personalBookingKey(job) : null;
    return sendEmail(
      deps.fetch,
      config.email.settings,
      job,
      emailFor(job, { ...context, bookingKey }),
      replyTo,
      deps.now,
    );
  }

  /** The acknowledgement goes out without its booking link rather than not at all when the key cannot be read. */
  async function personalBookingKey(job: AlertJob): Promise<string | null> {
    try {
      return await store.bookingKey(job);
    } catch (error) {
      deps.log?.(`Alerts: the booking link of ${job.id} could not be read (${String(error)}); sent without it.`);
      return null;
    }
  }

  async function sendMeetingEmail(job: AlertJob & { kind: MeetingKind }, context: MessageContext) {
    if (!config.email.ready) return { kind: 'retry', detail: config.email.detail, retryAfterMs: null } as const;
    if (!deps.calendar) {
      return { kind: 'retry', detail: 'This worker cannot write calendar files.', retryAfterMs: null } as const;
    }
    const facts = await store.meetingEmail(job);
    if (facts === null) return { kind: 'failed', detail: 'The meeting is gone.' } as const;
    const message = meetingEmailFor(job, facts, context, deps.calendar);
    const replyTo = facts.forHost ? facts.prospectEmail : facts.hostEmail;
    return sendEmail(
      deps.fetch,
      config.email.settings,
      job,
      message,
      isPlainAddress(replyTo) ? replyTo : null,
      deps.now,
    );
  }

  const toRecord = (job: AlertJob, outcome: DeliveryOutcome): RecordedOutcome => {
    if (outcome.kind === 'sent') return { outcome: 'sent', providerId: outcome.providerId };
    if (outcome.kind === 'failed') return { outcome: 'failed', detail: outcome.detail };
    const wait = outcome.retryAfterMs ?? retryWaitMs(job, deps.now(), deps.random);
    return { outcome: 'retry', detail: outcome.detail, retryInMs: wait };
  };

  return {
    async runOnce({ batch = 20, concurrency = 8, budgetMs = 25_000 } = {}) {
      const started = deps.now();
      const report: RunReport = { claimed: 0, sent: 0, retrying: 0, failed: 0, unrecorded: 0, nextDueAt: null };
      for (;;) {
        const jobs = await store.claim(name, channels, batch);
        report.claimed += jobs.length;
        await eachAtMost(concurrency, jobs, async (job) => {
          const tried = await attempt(job);
          if (tried === null) return;
          const outcome = toRecord(job, tried);
          try {
            const status = await store.record(job, outcome);
            if (status === 'sent') report.sent++;
            else if (status === 'pending') report.retrying++;
            else if (status === 'failed') report.failed++;
          } catch (error) {
            report.unrecorded++;
            deps.log?.(
              `Alerts: the outcome of ${job.id} could not be recorded (${String(error)}); it will be tried again.`,
            );
          }
        });
        if (jobs.length < batch || deps.now() - started > budgetMs) break;
      }
      report.nextDueAt = await store.nextDueAt();
      return report;
    },
  };
}

/** Runs `work` over the items with at most `limit` at a time. */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
