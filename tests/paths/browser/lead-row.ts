import type { Lead } from '../../../machines/inbox/lead';

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
});
