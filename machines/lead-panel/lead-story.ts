import type { Attribution } from '../growth/attribution';
import type { Lead } from '../inbox/lead';
import type { RoiInputs } from '../roi-wizard/roi-inputs';

/** One row of lead_journey: an event of the lead's tab, or something that happened on its voice page. */
export type JourneyStep = {
  at: string;
  kind:
    | 'page_view'
    | 'roi_results'
    | 'form_started'
    | 'form_submitted'
    | 'call_started'
    | 'call_ended'
    | 'voice_opened'
    | 'voice_call_started'
    | 'voice_call_ended';
  page: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  calls: number | null;
  seconds: number | null;
};

/** A later request of the same person (a repeat of this lead): its own record, and when it arrived. */
export type RepeatRequest = { id: string; at: string };

/**
 * Where a lead came from, the ROI estimate it brought (its inputs), the journey of its visit and voice page, and the
 * person's later requests (oldest first).
 */
export type LeadStory = {
  attribution: Attribution;
  businessCase: RoiInputs | null;
  journey: JourneyStep[];
  repeats: RepeatRequest[];
};

/** One entry of the timeline staff read, oldest first. */
export type JourneyEntry =
  | {
      kind: 'arrived';
      at: string;
      source: string | null;
      medium: string | null;
      campaign: string | null;
      page: string;
    }
  | { kind: 'roiResults'; at: string; calls: number }
  | { kind: 'demoRequested'; at: string }
  | { kind: 'askedAgain'; at: string }
  | { kind: 'replied'; at: string; afterSeconds: number }
  | { kind: 'voiceOpened'; at: string }
  | { kind: 'call'; at: string; seconds: number };

/**
 * The timeline of a lead: how its visit arrived (the tab's first page view, with the source it came from), each
 * time it reached the ROI results, the request, the first reply, and each opening and call of its voice page.
 * The request and the reply are the lead's own times, so a status change shows at once; each later request of the
 * same person is a step of its own.
 */
export function journeyOf(
  lead: Pick<Lead, 'createdAt' | 'firstResponseAt'>,
  steps: JourneyStep[],
  repeats: readonly Pick<RepeatRequest, 'at'>[] = [],
): JourneyEntry[] {
  const entries: JourneyEntry[] = [];
  const arrival = steps.find((step) => step.kind === 'page_view' && step.page !== null);
  if (arrival?.page) {
    entries.push({
      kind: 'arrived',
      at: arrival.at,
      source: arrival.source,
      medium: arrival.medium,
      campaign: arrival.campaign ?? arrival.term,
      page: arrival.page,
    });
  }
  for (const step of steps) {
    if (step.kind === 'roi_results' && step.calls !== null) {
      entries.push({ kind: 'roiResults', at: step.at, calls: step.calls });
    } else if (step.kind === 'voice_opened') {
      entries.push({ kind: 'voiceOpened', at: step.at });
    } else if (step.kind === 'voice_call_ended' && step.seconds !== null) {
      entries.push({ kind: 'call', at: step.at, seconds: step.seconds });
    }
  }
  entries.push({ kind: 'demoRequested', at: lead.createdAt });
  for (const repeat of repeats) entries.push({ kind: 'askedAgain', at: repeat.at });
  if (lead.firstResponseAt !== null) {
    entries.push({
      kind: 'replied',
      at: lead.firstResponseAt,
      afterSeconds: Math.max(0, (Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 1000),
    });
  }
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
