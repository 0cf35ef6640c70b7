import { sourceOf, type Attribution } from './attribution';

/** What the public pages tell the funnel; `page` is filled in by the tracker for every kind but a page view. */
export type SiteEvent =
  | { kind: 'page_view' }
  | { kind: 'roi_results'; calls: number }
  | { kind: 'form_started' }
  | { kind: 'form_submitted' }
  | { kind: 'call_started' }
  | { kind: 'call_ended'; seconds: number };

/** One visit of one tab: a random id (the demo request carries it too, to link the tab's events) and its source. */
export type Visit = { tabId: string; attribution: Attribution };

/** The body ingest_event reads: the event, the page it happened on, and the visit it belongs to. */
export type SiteEventBody = {
  kind: SiteEvent['kind'];
  page: string;
  tab: string;
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  landing?: string;
  paid?: true;
  calls?: number;
  seconds?: number;
};

/** The longest call the database records (two hours); a tab left open longer still reports one. */
export const maxCallSeconds = 7200;

/** The event as ingest_event takes it; empty fields are left out, so a body stays small. */
export function siteEventBody(event: SiteEvent, page: string, { tabId, attribution }: Visit): SiteEventBody {
  const body: SiteEventBody = { kind: event.kind, page, tab: tabId };
  const source = sourceOf(attribution);
  if (source !== null) body.source = source;
  if (attribution.utmMedium !== null) body.medium = attribution.utmMedium;
  if (attribution.utmCampaign !== null) body.campaign = attribution.utmCampaign;
  if (attribution.utmTerm !== null) body.term = attribution.utmTerm;
  if (attribution.landingPage !== null) body.landing = attribution.landingPage;
  if (attribution.paidClick) body.paid = true;
  if (event.kind === 'roi_results') body.calls = Math.round(event.calls);
  if (event.kind === 'call_ended') body.seconds = Math.min(maxCallSeconds, Math.max(0, Math.round(event.seconds)));
  return body;
}
