import type { Lead } from '../../machines/inbox/lead';
import type { LeadHistoryEntry } from '../../machines/lead-panel/lead-history';

/** A new, unanswered lead; tests derive the others from it. */
export const sampleLead: Lead = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  business: 'Dental practice, 3 locations',
  createdAt: '2026-11-21T17:32:21.880Z',
  status: 'new',
  firstResponseAt: null,
  spam: false,
  yearlySavings: null,
  locale: 'en',
  repeatOf: null,
  repeatCount: 0,
  ownerId: null,
  ownerEmail: null,
  followUpAsked: false,
  meeting: null,
};

export const leadWith = (change: Partial<Lead>): Lead => ({ ...sampleLead, ...change });

export const historyEntry = (change: Partial<LeadHistoryEntry>): LeadHistoryEntry => ({
  id: '10000000-0000-4000-8000-000000000001',
  submissionId: sampleLead.id,
  kind: 'status',
  fromStatus: 'new',
  toStatus: 'contacted',
  body: null,
  authorId: '20000000-0000-4000-8000-000000000001',
  authorEmail: 'admin@example.com',
  createdAt: '2026-11-21T17:35:00.000Z',
  ...change,
});
