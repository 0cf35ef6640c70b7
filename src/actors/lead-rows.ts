import type { SearchField } from '../../machines/inbox/inbox-view';
import { isLeadStatus, type Lead } from '../../machines/inbox/lead';
import type { LeadHistoryEntry } from '../../machines/lead-panel/lead-history';

/** The columns of contact_submissions the inbox reads; one list for the page, the panel and the export. */
export const leadColumns =
  'id, first_name, last_name, email, phone, business, created_at, status, first_response_at, spam';

/** The column behind each searched field of a Lead. */
export const searchColumns: Record<SearchField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  business: 'business',
};

type Row = Record<string, unknown>;

const text = (row: Row, column: string): string => {
  const value = row[column];
  return typeof value === 'string' ? value : '';
};

const textOrNull = (row: Row, column: string): string | null => {
  const value = row[column];
  return typeof value === 'string' ? value : null;
};

/** A contact_submissions row (from a query or a realtime payload) as the app's Lead. */
export function toLead(row: Row): Lead {
  return {
    id: text(row, 'id'),
    firstName: text(row, 'first_name'),
    lastName: text(row, 'last_name'),
    email: text(row, 'email'),
    phone: text(row, 'phone'),
    business: text(row, 'business'),
    createdAt: text(row, 'created_at'),
    status: isLeadStatus(row['status']) ? row['status'] : 'new',
    firstResponseAt: textOrNull(row, 'first_response_at'),
    spam: row['spam'] === true,
  };
}

/** A lead_events row as a history entry. */
export function toHistoryEntry(row: Row): LeadHistoryEntry {
  const from = row['from_status'];
  const to = row['to_status'];
  return {
    id: text(row, 'id'),
    submissionId: text(row, 'submission_id'),
    kind: row['kind'] === 'note' ? 'note' : 'status',
    fromStatus: isLeadStatus(from) ? from : null,
    toStatus: isLeadStatus(to) ? to : null,
    body: textOrNull(row, 'body'),
    authorId: textOrNull(row, 'author_id'),
    authorEmail: textOrNull(row, 'author_email'),
    createdAt: text(row, 'created_at'),
  };
}
