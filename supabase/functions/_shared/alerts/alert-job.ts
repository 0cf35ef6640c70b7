/** A demo meeting's emails: the invitation (or its new time), the cancellation, the reminders a day and an hour before. */
export const meetingKinds = [
  'meeting_request',
  'meeting_cancel',
  'meeting_reminder_day',
  'meeting_reminder_hour',
] as const;
export type MeetingKind = (typeof meetingKinds)[number];

/**
 * What the database queues: a new-lead alert, its escalation, the prospect's acknowledgement, a test, the report of a
 * call on the lead's voice page, or a meeting email.
 */
export const alertKinds = [
  'new_lead',
  'escalation',
  'acknowledgement',
  'test',
  'call_report',
  ...meetingKinds,
] as const;
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

/** What the provider made of the call, each part only when it was said (read by call-report-wording.ts). */
export type AlertCallOutcome = {
  followUp: boolean | null;
  monthlyCallVolume: number | null;
  nextStep: string | null;
  questions: string[];
};

/** The call a call_report alert tells of, as alert_call_reports returns it, read. */
export type AlertCallReport = {
  durationSeconds: number | null;
  endedReason: string | null;
  summary: string | null;
  outcome: AlertCallOutcome | null;
  /** What the prospect said, in order (only their lines: the assistant's are the script). */
  prospectLines: string[];
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
  /** Only for a call_report alert: its call; absent when the report was deleted after the claim. */
  callReport?: AlertCallReport;
};
