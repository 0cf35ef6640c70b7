import type { Attribution } from '../../machines/growth/attribution';
import type { BusinessCase } from '../../machines/growth/business-case';
import type { ErasureCopy } from '../../machines/lead-panel/erasure-copy';
import type { JourneyEntry } from '../../machines/lead-panel/lead-story';
import { formatWhole } from '../lib/number-format';
import { replyTimeText } from '../lib/reply-text';
import { businessCaseSummary } from './business-case';

/** The lead panel's words for where a lead came from, its ROI estimate and its journey. */
export const leadStoryCopy = {
  heading: 'Where it came from',
  source: 'Source',
  businessCase: 'Business case',
  journey: 'Journey',
  direct: 'direct',
  noSource: 'Not known: the visit sent no source (a direct visit, or a browser that asks not to be tracked).',
  noCase: 'None: the visitor did not bring an ROI estimate.',
  caseLeftOut: 'Left out: the visitor saw ROI results but chose not to send them.',
} as const;

/** What the business case line says of a lead without one: left out when its journey shows ROI results. */
export const businessCaseAbsentText = (journey: readonly JourneyEntry[]): string =>
  journey.some((entry) => entry.kind === 'roiResults') ? leadStoryCopy.caseLeftOut : leadStoryCopy.noCase;

/** Erasing a lead for a data-subject request. */
export const erasureCopy = {
  ask: 'Erase this person',
  question:
    'Erase this lead and everything linked to it: its details, notes and history, its visit and journey, its voice page with its visits and calls, and its alert deliveries? This cannot be undone.',
  confirm: 'Erase for good',
  cancel: 'Keep',
  erasing: 'Erasing...',
  done: 'Erased. Nothing of this lead is left; the erasure is logged without any personal data.',
  copiesHeading: 'Copies that had already left the system. Remove them where they went:',
  noCopies: 'No message about this lead had left the system.',
  copy: ({ kind, channel, recipient, uncertain }: ErasureCopy, at: string): string => {
    const what = {
      new_lead: 'Alert',
      escalation: 'Escalation',
      acknowledgement: 'Acknowledgement',
      test: 'Test alert',
      call_report: 'Call report',
    }[kind];
    const where =
      channel === 'chat' ? 'posted to the team chat' : `emailed to ${recipient ?? 'the person (their own address)'}`;
    return `${what} ${where}, ${at}${uncertain ? ' (may or may not have arrived)' : ''}`;
  },
  erasedElsewhere: 'Another admin erased this lead. Nothing of it is left.',
};

/** "google / cpc 'ai receptionist'", or "direct" for a visit without a source. */
export function sourceLine(source: string | null, medium: string | null, campaign: string | null): string {
  return [source ?? leadStoryCopy.direct, medium && ` / ${medium}`, campaign && ` '${campaign}'`]
    .filter(Boolean)
    .join('');
}

/** Everything the visit said about where it came from, in one line; null when it said nothing. */
export function attributionLine(attribution: Attribution): string | null {
  const { utmSource, utmMedium, utmCampaign, utmTerm, utmContent, paidClick, referrerHost, landingPage } = attribution;
  const parts = [
    utmSource || utmMedium || utmCampaign ? sourceLine(utmSource ?? referrerHost, utmMedium, utmCampaign) : null,
    !utmSource && !utmMedium && !utmCampaign && referrerHost ? `from ${referrerHost}` : null,
    utmSource && referrerHost ? `via ${referrerHost}` : null,
    utmTerm ? `term '${utmTerm}'` : null,
    utmContent ? `content '${utmContent}'` : null,
    paidClick ? 'paid click' : null,
    landingPage ? `first page ${landingPage}` : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

/** "Business case: 2,000 calls/month × 4 min at $22/hr → $51,091 a year". */
export const businessCaseLine = (businessCase: BusinessCase): string =>
  `${leadStoryCopy.businessCase}: ${businessCaseSummary(businessCase)}`;

const minutes = (seconds: number): string =>
  seconds < 60 ? `${Math.round(seconds)} s` : `${formatWhole(Math.round(seconds / 60))} min`;

/** What one entry of the journey says, before its time. */
export function journeyEntryText(entry: JourneyEntry): string {
  switch (entry.kind) {
    case 'arrived':
      return `Arrived from ${sourceLine(entry.source, entry.medium, entry.campaign)} on ${entry.page}`;
    case 'roiResults':
      return `ROI results (${formatWhole(entry.calls)} calls)`;
    case 'demoRequested':
      return 'demo requested';
    case 'askedAgain':
      return 'asked for a demo again';
    case 'replied':
      return `replied (${replyTimeText(entry.afterSeconds * 1000)})`;
    case 'voiceOpened':
      return 'voice page opened';
    case 'call':
      return `${minutes(entry.seconds)} call`;
  }
}

/** The toggle of a long text shown clamped to a few lines (a lead's business description in the inbox). */
export const clampedTextCopy = { more: 'Show more', less: 'Show less' } as const;

/** Under a lead's status box while a choice stepped to with the arrow keys waits to be saved. */
export const statusSelectCopy = { pending: 'Enter saves · Esc cancels' } as const;
