import type { CallLine } from '../../machines/lead-calls/lead-call';

/** The words of a lead's calls on its panel (the admin area is English). */
export const callReportsCopy = {
  title: 'Calls',
  loadFailed: 'load the calls',
  none: 'No call reports yet. A report arrives a little after each call on the voice page ends.',
  transcript: 'Transcript',
  noTranscript: 'No transcript.',
  followUp: 'Follow-up',
  monthlyCalls: 'Calls a month',
  nextStep: 'Next step',
  questions: 'Questions',
  yes: 'Yes',
  no: 'No',
  notSaid: 'Not said',
  find: 'Find in transcripts',
  found: (lines: number) =>
    lines === 0
      ? 'No transcript line holds these words.'
      : `${lines} ${lines === 1 ? 'line holds' : 'lines hold'} these words.`,
};

export const speakerName: Record<CallLine['speaker'], string> = { assistant: 'Assistant', visitor: 'Prospect' };

/** How the provider says a call ended, in staff's words; a reason not listed here is shown as the provider wrote it. */
const endedReasons: Record<string, string> = {
  'customer-ended-call': 'The prospect hung up',
  'assistant-ended-call': 'The assistant ended the call',
  'exceeded-max-duration': "Reached the page's longest call",
  'silence-timed-out': 'Ended after a silence',
  'customer-did-not-give-microphone-permission': 'The microphone was refused',
};

export const endedReasonText = (reason: string | null): string | null =>
  reason === null ? null : (endedReasons[reason] ?? reason);

/** The Voice Pages screen's list of reports that found no call. */
export const unmatchedReportsCopy = {
  title: 'Reports with no call',
  intro:
    'End-of-call reports the voice provider sent for a call this site does not know: no call id in its metadata, or one no voice page started. They are kept here, not lost, for the same time as other reports.',
  caption: 'Reports with no call, newest first',
  headings: ['Received', 'Provider call', 'Call id it named', 'Length', 'How it ended', 'Summary'],
  none: 'Every report found its call.',
  loadFailed: 'load the reports with no call',
  noValue: '—',
};
