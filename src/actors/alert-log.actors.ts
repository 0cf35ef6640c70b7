import { fromPromise } from 'xstate';
import {
  deliveryLogSize,
  refusedRequestDays,
  type AlertLogData,
  type ChannelHealth,
  type Delivery,
  type DeliveryChannel,
  type DeliveryKind,
  type RefusedRequest,
} from '../../machines/alert-log/delivery-log';
import type { Tables } from '../lib/database.types';
import { loadSupabase } from '../lib/load-supabase';

type DeliveryRow = Pick<
  Tables<'alert_deliveries'>,
  | 'id'
  | 'kind'
  | 'channel'
  | 'recipient'
  | 'status'
  | 'attempts'
  | 'next_attempt_at'
  | 'last_error'
  | 'sent_at'
  | 'created_at'
  | 'submission_id'
>;

const deliveryColumns =
  'id, kind, channel, recipient, status, attempts, next_attempt_at, last_error, sent_at, created_at, submission_id';

const kinds: readonly DeliveryKind[] = ['new_lead', 'escalation', 'acknowledgement', 'test', 'call_report'];
const statuses: readonly Delivery['status'][] = ['pending', 'sending', 'sent', 'failed', 'cancelled', 'uncertain'];

/** A ledger row as the log's Delivery; values this app does not know are read as their closest kin. */
export const toDelivery = (row: DeliveryRow, names: ReadonlyMap<string, string>): Delivery => ({
  id: row.id,
  kind: kinds.find((kind) => kind === row.kind) ?? 'test',
  channel: row.channel === 'chat' ? 'chat' : 'email',
  recipient: row.recipient,
  status: statuses.find((status) => status === row.status) ?? 'pending',
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
  createdAt: row.created_at,
  lead: row.submission_id === null ? null : { id: row.submission_id, name: names.get(row.submission_id) ?? null },
});

/** The newest messages with their leads' names, and each channel's health. */
async function loadLog(): Promise<AlertLogData> {
  const db = await loadSupabase();
  const [deliveries, health, refusals] = await Promise.all([
    db
      .from('alert_deliveries')
      .select(deliveryColumns)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(deliveryLogSize),
    db.rpc('alert_channel_health'),
    db.rpc('refused_demo_requests', { p_days: refusedRequestDays }),
  ]);
  if (deliveries.error) throw deliveries.error;
  if (health.error) throw health.error;
  if (refusals.error) throw refusals.error;
  const leadIds = [...new Set(deliveries.data.flatMap((row) => (row.submission_id ? [row.submission_id] : [])))];
  const names = new Map<string, string>();
  if (leadIds.length) {
    const leads = await db.from('contact_submissions').select('id, first_name, last_name').in('id', leadIds);
    if (leads.error) throw leads.error;
    for (const lead of leads.data) names.set(lead.id, `${lead.first_name} ${lead.last_name}`);
  }
  return {
    deliveries: deliveries.data.map((row) => toDelivery(row, names)),
    health: health.data.map((row): ChannelHealth => ({
      channel: (row.channel === 'chat' ? 'chat' : 'email') satisfies DeliveryChannel,
      ready: row.ready,
      detail: row.detail,
      workerSeenAt: row.worker_seen_at,
      lastSentAt: row.last_sent_at,
      lastFailedAt: row.last_failed_at,
      lastError: row.last_error,
      waiting: row.waiting,
      retrying: row.retrying,
      failedLastDay: row.failed_last_day,
    })),
    refusals: refusals.data.map((row): RefusedRequest => ({
      limit: row.limit_kind === 'address' ? 'address' : 'email address',
      email: row.email,
      attempts: row.attempts,
      firstRefusedAt: row.first_refused_at,
      lastRefusedAt: row.last_refused_at,
    })),
  };
}

async function sendTestAlert(): Promise<void> {
  const db = await loadSupabase();
  const { error } = await db.rpc('send_test_alert');
  if (error) throw error;
}

export const alertLogActors = {
  loadLog: fromPromise<AlertLogData, void>(() => loadLog()),
  sendTestAlert: fromPromise<void, void>(() => sendTestAlert()),
};
