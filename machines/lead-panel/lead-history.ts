import type { LeadStatus } from '../inbox/lead-status';

/** A message sent about a lead (the alert worker's ledger): what, through which channel, to whom. */
export type SentAlert = {
  kind: 'new_lead' | 'escalation' | 'acknowledgement' | 'call_report';
  channel: 'email' | 'chat';
  recipient: string;
};

/**
 * One line of a lead's history: a status change (written by the database's trigger), a note (written by
 * `add_lead_note`) or a message sent about it (`alert`, with no author). Either way the author and time are the
 * server's, not the browser's.
 */
export type LeadHistoryEntry = {
  id: string;
  submissionId: string;
  kind: 'status' | 'note' | 'alert';
  /** Only for kind 'alert'. */
  alert?: SentAlert;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  body: string | null;
  authorId: string | null;
  authorEmail: string | null;
  createdAt: string;
};

/** The database refuses longer notes (counted after trimming); the form says so before sending. */
export const noteMaxLength = 5_000;

/** Why a note cannot be sent as typed: nothing but spaces, or longer than the database takes. */
export type NoteProblem = 'empty' | 'tooLong';

/** Why a note cannot be sent as typed, or null when it can. */
export function noteProblem(text: string): NoteProblem | null {
  const length = text.trim().length;
  if (length === 0) return 'empty';
  if (length > noteMaxLength) return 'tooLong';
  return null;
}
