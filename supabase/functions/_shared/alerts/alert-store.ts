import type { Database } from '../../../../src/lib/database.types.ts';
import { serviceHeaders } from '../service-headers.ts';
import { alertChannels, alertKinds, type AlertChannel, type AlertJob } from './alert-job.ts';
import type { MeetingEmailFacts } from './meeting-email.ts';
import { readCallReport, type CallReportRow } from './call-report-wording.ts';

/** How the worker reports its channels to the database: the claim takes only the ready ones' messages. */
export type ChannelReport = Record<AlertChannel, { ready: boolean; detail: string }>;

export type RecordedOutcome =
  | { outcome: 'sent'; providerId: string | null }
  | { outcome: 'retry'; detail: string; retryInMs: number }
  | { outcome: 'failed'; detail: string };

/** The worker's only way into the database: four PostgREST functions, called with the service-role key. */
export type AlertStore = {
  claim(worker: string, channels: ChannelReport, limit: number): Promise<AlertJob[]>;
  /**
   * Marks a claimed chat message as being posted, just before the post, so a worker that stops before recording
   * the outcome leaves it 'uncertain' rather than posted again. False when the claim had been lost.
   */
  beginPost(job: AlertJob): Promise<boolean>;
  /** The row's status afterwards, or null when the claim had been lost (its lease ran out and another took it). */
  record(job: AlertJob, outcome: RecordedOutcome): Promise<string | null>;
  /** When the next message or escalation is due; null when nothing is waiting. */
  nextDueAt(): Promise<string | null>;
  /** The meeting a meeting email announces, as it stands; null when it is gone (erased with its lead). */
  meetingEmail(job: AlertJob): Promise<MeetingEmailFacts | null>;
  /** The booking key of an acknowledgement's lead, for its personal link to /book; null when there is none. */
  bookingKey(job: AlertJob): Promise<string | null>;
};

/**
 * One row of claim_alert_deliveries as the generated Database type has it. The generator, like `supabase gen types`,
 * types every column of a `returns table` as never null; a test alert has no lead, so the lead's columns are read
 * here as possibly null.
 */
type ClaimRow = WithNull<
  Database['public']['Functions']['claim_alert_deliveries']['Returns'][number],
  | 'submission_id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'business'
  | 'created_at'
  | 'reply_due_at'
  | 'locale'
  | 'repeat_of'
>;
type WithNull<Row, Column extends keyof Row> = Omit<Row, Column> & { [Key in Column]: Row[Key] | null };

/** The database's text as one of the worker's names; anything else is a schema the worker does not know. */
function oneOf<Name extends string>(names: readonly Name[], column: string, value: string): Name {
  const known = names.find((name) => name === value);
  if (known === undefined) {
    throw new Error(`claim_alert_deliveries returned an unknown ${column}: ${JSON.stringify(value)}`);
  }
  return known;
}

const toJob = (row: ClaimRow): AlertJob => ({
  id: row.id,
  kind: oneOf(alertKinds, 'kind', row.kind),
  channel: oneOf(alertChannels, 'channel', row.channel),
  recipient: row.recipient,
  attempt: row.attempt,
  maxAttempts: row.max_attempts,
  backoffBaseMs: row.backoff_base_ms,
  backoffMaxMs: row.backoff_max_ms,
  timeZone: row.time_zone,
  lead:
    row.submission_id === null
      ? null
      : {
          id: row.submission_id,
          firstName: row.first_name ?? '',
          lastName: row.last_name ?? '',
          email: row.email ?? '',
          phone: row.phone ?? '',
          business: row.business ?? '',
          createdAt: row.created_at ?? '',
          replyDueAt: row.reply_due_at ?? '',
          locale: row.locale ?? 'en',
          repeatOf: row.repeat_of,
        },
});

export function alertStore(supabaseUrl: string, serviceRoleKey: string, fetcher: typeof fetch): AlertStore {
  const headers = serviceHeaders(serviceRoleKey);

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetcher(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 500)}`);
    return (text === '' ? null : JSON.parse(text)) as T;
  }

  /** The claimed call_report jobs with the call each tells of. */
  async function withCallReports(jobs: AlertJob[]): Promise<AlertJob[]> {
    const ids = jobs.filter((job) => job.kind === 'call_report').map((job) => job.id);
    if (ids.length === 0) return jobs;
    const rows = await rpc<CallReportRow[]>('alert_call_reports', { p_ids: ids });
    const reports = new Map(rows.map((row) => [row.delivery_id, readCallReport(row)]));
    return jobs.map((job) => {
      const callReport = reports.get(job.id);
      return callReport ? { ...job, callReport } : job;
    });
  }

  return {
    claim: async (worker, channels, limit) =>
      withCallReports(
        (
          await rpc<ClaimRow[]>('claim_alert_deliveries', { p_worker: worker, p_channels: channels, p_limit: limit })
        ).map(toJob),
      ),
    beginPost: async (job) =>
      (await rpc<boolean>('begin_alert_post', { p_id: job.id, p_attempt: job.attempt })) === true,
    record: (job, result) =>
      rpc<string | null>('record_alert_delivery', {
        p_id: job.id,
        p_attempt: job.attempt,
        p_outcome: result.outcome,
        p_detail: result.outcome === 'sent' ? null : result.detail,
        p_retry_in_ms: result.outcome === 'retry' ? Math.round(result.retryInMs) : null,
        p_provider_id: result.outcome === 'sent' ? result.providerId : null,
      }),
    nextDueAt: () => rpc<string | null>('next_alert_due_at', {}),
    meetingEmail: (job) => rpc<MeetingEmailFacts | null>('meeting_email', { p_delivery_id: job.id }),
    bookingKey: (job) => rpc<string | null>('lead_booking_key', { p_delivery_id: job.id }),
  };
}
