/** A demo meeting's emails: the invitation (or its new time), the cancellation, the reminders a day and an hour before. */
export const meetingKinds = [
  'meeting_request',
  'meeting_cancel',
  'meeting_reminder_day',
  'meeting_reminder_hour',
] as const;
export type MeetingKind = (typeof meetingKinds)[number];

/**
 * What the database queues: a new-lead alert, its escalation, the prospect's acknowledgement, a test, or a meeting
 * email.
 */
export const alertKinds = ['new_lead', 'escalation', 'acknowledgement', 'test', ...meetingKinds] as const;
export type AlertKind = (typeof alertKinds)[number];

export const isMeetingKind = (kind: AlertKind): kind is MeetingKind =>
  (meetingKinds as readonly string[]).includes(kind);

export const alertChannels = ['email', 'chat'] as const;
export type AlertChannel = (typeof alertChannels)[number];

/** The lead a message is about, as the claim returns it. */
export type AlertLead = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  business: string;
  createdAt: string;
  /** The stored arrival plus the 10 minutes the landing page promises. */
  replyDueAt: string;
  /** The language of the page the request was sent from (its code): the acknowledgement is written in it. */
  locale: string;
  /** The lead this request repeats (the same person asked again), or null for a first request. */
  repeatOf: string | null;
};

/** One claimed message: one attempt at one row of the ledger. */
export type AlertJob = {
  /** The ledger row's id, sent as the idempotency key. */
  id: string;
  kind: AlertKind;
  channel: AlertChannel;
  /** An email address, or 'team chat'. */
  recipient: string;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** The recipient's time zone (an IANA name) for the times in the message. */
  timeZone: string;
  /** Null only for a test alert. */
  lead: AlertLead | null;
};
