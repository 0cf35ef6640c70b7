import type { SearchField } from '../../machines/inbox/view-match';
import type { Lead } from '../../machines/inbox/lead';
import { isLeadStatus } from '../../machines/inbox/lead-status';
import type { LeadHistoryEntry, SentAlert } from '../../machines/lead-panel/lead-history';
import type { JourneyStep, LeadStory } from '../../machines/lead-panel/lead-story';
import { sourceOf } from '../../machines/growth/attribution';
import type { Database, Tables } from '../lib/database.types';
import type { ExportedLead } from '../lib/leads-csv';

/** The columns of contact_submissions the inbox reads; one list for the page, the panel and the export. */
export const leadColumns =
  'id, first_name, last_name, email, phone, business, created_at, status, first_response_at, spam, roi_yearly_savings, locale, repeat_of, repeat_count, owner_id, owner_email, follow_up_asked, meeting_starts_at, meeting_host_name, meeting_host_time_zone';

/** A contact_submissions row with the columns the inbox reads, as the database names them. */
export type LeadRow = Pick<
  Tables<'contact_submissions'>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'business'
  | 'created_at'
  | 'status'
  | 'first_response_at'
  | 'spam'
  | 'roi_yearly_savings'
  | 'locale'
  | 'repeat_of'
  | 'repeat_count'
  | 'owner_id'
  | 'owner_email'
  | 'follow_up_asked'
  | 'meeting_starts_at'
  | 'meeting_host_name'
  | 'meeting_host_time_zone'
>;

/** The column behind each searched field of a Lead. */
export const searchColumns: Record<SearchField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  business: 'business',
};

/**
 * A row (from a query or a realtime payload) as the app's Lead. `status` is text checked by the
 * database; a value this app does not know yet is shown as new rather than breaking the list.
 */
export const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  business: row.business,
  createdAt: row.created_at,
  status: isLeadStatus(row.status) ? row.status : 'new',
  firstResponseAt: row.first_response_at,
  spam: row.spam,
  // A realtime payload from before the column existed has none: no estimate.
  yearlySavings: row.roi_yearly_savings ?? null,
  // Nor a language: the site was English only then.
  locale: row.locale ?? 'en',
  // Nor repeats: every request was a lead of its own.
  repeatOf: row.repeat_of ?? null,
  repeatCount: row.repeat_count ?? 0,
  // Nor an owner: leads had none then.
  ownerId: row.owner_id ?? null,
  ownerEmail: row.owner_id ? (row.owner_email ?? null) : null,
  // Nor calls that asked for a follow-up.
  followUpAsked: row.follow_up_asked ?? false,
  // Nor a meeting.
  meeting: row.meeting_starts_at
    ? {
        startsAt: new Date(row.meeting_starts_at).toISOString(),
        hostName: row.meeting_host_name ?? '',
        hostTimeZone: row.meeting_host_time_zone ?? 'UTC',
      }
    : null,
});

/** What the export reads besides the inbox's columns: where each lead came from and its first page. */
export const exportColumns =
  `${leadColumns}, utm_source, utm_medium, utm_campaign, referrer_host, landing_page` as const;

type ExportRow = LeadRow &
  Pick<Tables<'contact_submissions'>, 'utm_source' | 'utm_medium' | 'utm_campaign' | 'referrer_host' | 'landing_page'>;

/** A row as the export writes it; its source is the one the inbox and Growth count (utm_source, else the referrer). */
export const toExportedLead = (row: ExportRow): ExportedLead => ({
  ...toLead(row),
  source: sourceOf({ utmSource: row.utm_source, referrerHost: row.referrer_host }),
  medium: row.utm_medium,
  campaign: row.utm_campaign,
  firstPage: row.landing_page,
});

/** The columns of contact_submissions that tell where a lead came from and what ROI estimate it brought. */
export const originColumns =
  'utm_source, utm_medium, utm_campaign, utm_term, utm_content, paid_click, referrer_host, landing_page, roi_calls, roi_aht, roi_wage';

type OriginRow = Pick<
  Tables<'contact_submissions'>,
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'utm_term'
  | 'utm_content'
  | 'paid_click'
  | 'referrer_host'
  | 'landing_page'
  | 'roi_calls'
  | 'roi_aht'
  | 'roi_wage'
>;

const journeyKinds: readonly JourneyStep['kind'][] = [
  'page_view',
  'roi_results',
  'form_started',
  'form_submitted',
  'call_started',
  'call_ended',
  'voice_opened',
  'voice_call_started',
  'voice_call_ended',
];

type JourneyRow = Database['public']['Functions']['lead_journey']['Returns'][number];

/**
 * A lead's origin columns, its lead_journey rows and its repeats as the panel's story; rows of a kind this app does
 * not know are left out.
 */
export const toLeadStory = (
  row: OriginRow,
  journey: JourneyRow[],
  repeats: Pick<Tables<'contact_submissions'>, 'id' | 'created_at'>[],
): LeadStory => ({
  attribution: {
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    paidClick: row.paid_click,
    referrerHost: row.referrer_host,
    landingPage: row.landing_page,
  },
  businessCase:
    row.roi_calls !== null && row.roi_aht !== null && row.roi_wage !== null
      ? { calls: row.roi_calls, aht: row.roi_aht, wage: row.roi_wage }
      : null,
  journey: journey.flatMap((step) => {
    const kind = journeyKinds.find((known) => known === step.kind);
    return kind ? [{ ...step, kind }] : [];
  }),
  repeats: repeats.map((repeat) => ({ id: repeat.id, at: repeat.created_at })),
});

/** A lead_events row as a history entry. */
export const toHistoryEntry = (row: Tables<'lead_events'>): LeadHistoryEntry => ({
  id: row.id,
  submissionId: row.submission_id,
  kind: row.kind === 'note' || row.kind === 'owner' ? row.kind : 'status',
  ...(row.kind === 'owner' && row.to_owner !== null ? { owners: { from: row.from_owner, to: row.to_owner } } : {}),
  fromStatus: isLeadStatus(row.from_status) ? row.from_status : null,
  toStatus: isLeadStatus(row.to_status) ? row.to_status : null,
  body: row.body,
  authorId: row.author_id,
  authorEmail: row.author_email,
  createdAt: row.created_at,
});

/** The ledger columns a lead's History shows. */
export const sentAlertColumns = 'id, submission_id, kind, channel, recipient, sent_at';

type SentAlertRow = Pick<
  Tables<'alert_deliveries'>,
  'id' | 'submission_id' | 'kind' | 'channel' | 'recipient' | 'sent_at'
>;

const sentAlertKinds: readonly SentAlert['kind'][] = ['new_lead', 'escalation', 'acknowledgement', 'call_report'];

/** A sent message about a lead as a History line at the time it was sent (a test alert is about no lead). */
export const toSentAlertEntry = (row: SentAlertRow): LeadHistoryEntry[] => {
  const kind = sentAlertKinds.find((known) => known === row.kind) ?? null;
  if (kind === null || row.submission_id === null || row.sent_at === null) return [];
  return [
    {
      id: row.id,
      submissionId: row.submission_id,
      kind: 'alert',
      alert: { kind, channel: row.channel === 'chat' ? 'chat' : 'email', recipient: row.recipient },
      fromStatus: null,
      toStatus: null,
      body: null,
      authorId: null,
      authorEmail: null,
      createdAt: row.sent_at,
    },
  ];
};
