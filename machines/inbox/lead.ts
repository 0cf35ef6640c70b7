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
  /** The language code of the page the request was sent from (the database takes only the site's languages). */
  locale: string;
  /**
   * The lead this request repeats (the same person asked again within 30 days), or null for a first request. A
   * repeat has no reply deadline of its own: its first request's is the promise.
   */
  repeatOf: string | null;
  /** How many times the person asked again after this request. */
  repeatCount: number;
  /** The member of staff working the lead (chosen in turn when it arrived, or handed on since); null: unassigned. */
  ownerId: string | null;
  /** The owner's email address, as the database keeps it beside `ownerId`. */
  ownerEmail: string | null;
  /** A call on the lead's voice page asked for a follow-up (set by the database when the call's report arrives). */
  followUpAsked: boolean;
  /**
   * The lead's booked meeting (kept by the database beside the lead), or null. While there is one the lead shows as
   * "Meeting booked"; the pipeline status staff set stays as it is, and shows again if the meeting is cancelled.
   */
  meeting: { startsAt: string; hostName: string; hostTimeZone: string } | null;
};

/** What staff may change on a lead; everything else is the visitor's own words. */
export type LeadPatch = { status: LeadStatus } | { spam: false };

export const leadName = (lead: Pick<Lead, 'firstName' | 'lastName'>): string =>
  `${lead.firstName} ${lead.lastName}`.trim();

export const withPatch = (lead: Lead, patch: LeadPatch): Lead => ({ ...lead, ...patch });

export const patchChanges = (lead: Lead, patch: LeadPatch): boolean =>
  'status' in patch ? lead.status !== patch.status : lead.spam !== patch.spam;
