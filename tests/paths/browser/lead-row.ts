import type { Lead } from '../../../machines/inbox/lead';
import type { LeadHistoryEntry } from '../../../machines/lead-panel/lead-history';

/** A lead as contact_submissions holds it: the shape the stand-in answers with and Realtime delivers. */
export const rowOf = (lead: Lead) => ({
  id: lead.id,
  first_name: lead.firstName,
  last_name: lead.lastName,
  email: lead.email,
  phone: lead.phone,
  business: lead.business,
  created_at: lead.createdAt,
  status: lead.status,
  first_response_at: lead.firstResponseAt,
  spam: lead.spam,
  locale: lead.locale,
});

/** A history entry as lead_events holds it. */
export const historyRowOf = (entry: LeadHistoryEntry) => ({
  id: entry.id,
  submission_id: entry.submissionId,
  kind: entry.kind,
  from_status: entry.fromStatus,
  to_status: entry.toStatus,
  body: entry.body,
  author_id: entry.authorId,
  author_email: entry.authorEmail,
  created_at: entry.createdAt,
});
