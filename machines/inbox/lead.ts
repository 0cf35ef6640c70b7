import type { LeadStatus } from './lead-status';

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

/** A demo request as staff work it (contact_submissions as the admin reads it). */
export type Lead = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  business: string;
  createdAt: string;
  status: LeadStatus;
  /** Stamped by the database the first time the status leaves `new`; never set by a client. */
  firstResponseAt: string | null;
  /** Suspected spam is kept, out of the inbox's counts, until staff say otherwise. */
  spam: boolean;
  /** Yearly savings in whole $ of the ROI estimate the request brought, if it brought one. */
  yearlySavings: number | null;
};

/** What staff may change on a lead; everything else is the visitor's own words. */
export type LeadPatch = { status: LeadStatus } | { spam: false };

export const leadName = (lead: Pick<Lead, 'firstName' | 'lastName'>): string =>
  `${lead.firstName} ${lead.lastName}`.trim();

export const withPatch = (lead: Lead, patch: LeadPatch): Lead => ({ ...lead, ...patch });

export const patchChanges = (lead: Lead, patch: LeadPatch): boolean =>
  'status' in patch ? lead.status !== patch.status : lead.spam !== patch.spam;

/** What a refused write says after "Could not …:" when the server's error has no message. */
export const refusedWithoutReason = 'the server refused it.';

/** What a failed read says after "Could not load …:" when the error has no message. */
export const failedWithoutReason = 'the server gave no reason.';

/** The text of a failure, whatever shape the client threw it in. */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message || fallback;
  }
  return fallback;
}
