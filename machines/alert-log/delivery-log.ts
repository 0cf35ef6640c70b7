/** One message of the delivery log: an alert, an escalation, an acknowledgement or a test, to one recipient. */
export type DeliveryKind = 'new_lead' | 'escalation' | 'acknowledgement' | 'test' | 'call_report';

export type DeliveryChannel = 'email' | 'chat';

export type Delivery = {
  id: string;
  kind: DeliveryKind;
  channel: DeliveryChannel;
  /** An email address, or 'team chat'. */
  recipient: string;
  /** `uncertain`: a chat message whose worker stopped while posting it; it is not posted again. */
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'uncertain';
  attempts: number;
  /** When a pending message is next tried. */
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  /** The lead it is about (null for a test), with its name when the log could read it. */
  lead: { id: string; name: string | null } | null;
};

/** How one channel stands, as the database sees it (alert_channel_health). */
export type ChannelHealth = {
  channel: DeliveryChannel;
  /** The worker found it configured when it last ran. */
  ready: boolean;
  /** What the worker said of its configuration (sender and API, or what is missing). */
  detail: string | null;
  workerSeenAt: string | null;
  lastSentAt: string | null;
  lastFailedAt: string | null;
  lastError: string | null;
  waiting: number;
  retrying: number;
  failedLastDay: number;
};

/**
 * Demo requests the limits turned away, as the form noted them: one line per typed address and sender per hour, with
 * how often it was tried, so staff can write back to a real prospect.
 */
export type RefusedRequest = {
  /** Which limit was full: the sender's network address, or the email address typed. */
  limit: 'address' | 'email address';
  /** The address the visitor typed, lower case and without a +tag. */
  email: string;
  attempts: number;
  firstRefusedAt: string;
  lastRefusedAt: string;
};

/** How many days of refused requests the log shows. */
export const refusedRequestDays = 7;

export type AlertLogData = { deliveries: Delivery[]; health: ChannelHealth[]; refusals: RefusedRequest[] };

/** What the log shows for a message: its stage, whatever its stored status says in detail. */
export type DeliveryStage = 'sent' | 'waiting' | 'sending' | 'retrying' | 'failed' | 'cancelled' | 'uncertain';

export function deliveryStage(delivery: Pick<Delivery, 'status' | 'lastError'>): DeliveryStage {
  switch (delivery.status) {
    case 'sent':
    case 'failed':
    case 'cancelled':
    case 'uncertain':
      return delivery.status;
    case 'sending':
      return 'sending';
    case 'pending':
      return delivery.lastError === null ? 'waiting' : 'retrying';
  }
}

/**
 * How a channel is doing: not configured (the worker said so), failing (its latest attempt failed and nothing
 * was sent since), never seen (no worker has run), or working.
 */
export type ChannelStanding = 'unconfigured' | 'failing' | 'noWorker' | 'working';

export function channelStanding(health: ChannelHealth): ChannelStanding {
  if (health.workerSeenAt === null) return 'noWorker';
  if (!health.ready) return 'unconfigured';
  const failed = health.lastFailedAt === null ? 0 : Date.parse(health.lastFailedAt);
  const sent = health.lastSentAt === null ? 0 : Date.parse(health.lastSentAt);
  return failed > sent ? 'failing' : 'working';
}

/** The delivery log holds the newest messages only. */
export const deliveryLogSize = 100;
