import type { AlertCallOutcome, AlertCallReport } from './alert-job.ts';

/**
 * The words of a call's alert, and how a stored report is read for it. The lead panel says the same things
 * (src/content/call-reports.ts, src/actors/lead-calls.actors.ts); this folder is deployed on its own, so the words
 * are repeated here and tests/unit/alert-messages.test.ts proves both agree.
 */
export const callReportWording = {
  subject: (who: string) => `Voice demo call: ${who}`,
  title: 'Voice demo call',
  intro: (name: string, length: string) => `${name} talked to the assistant on their voice page for ${length}.`,
  callLength: 'Call length',
  endedHow: 'How it ended',
  summary: 'Summary',
  followUp: 'Follow-up',
  monthlyCalls: 'Calls a month',
  nextStep: 'Next step',
  questions: 'Questions',
  said: 'The prospect said',
  yes: 'Yes',
  no: 'No',
  notSaid: 'Not said',
  unknownLength: 'an unknown time',
  footer: (screen: string) =>
    `Call reports go to every admin who receives every new lead. To change that, open the Alerts screen: ${screen}`,
  gone: 'The call report was deleted before its alert went out.',
};

/** How the provider says a call ended, in staff's words; a reason not listed here is shown as the provider wrote it. */
export const endedReasonWords: Record<string, string> = {
  'customer-ended-call': 'The prospect hung up',
  'assistant-ended-call': 'The assistant ended the call',
  'exceeded-max-duration': "Reached the page's longest call",
  'silence-timed-out': 'Ended after a silence',
  'customer-did-not-give-microphone-permission': 'The microphone was refused',
};

/** A chat post quotes at most this many of the prospect's lines, each cut to `quotedLineMax` characters. */
export const quotedLinesMax = 3;
export const quotedLineMax = 200;

/** "2 min 5 s", "45 s", "3 min". */
export function callLengthText(seconds: number | null): string {
  if (seconds === null) return callReportWording.unknownLength;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The provider's outcome, part by part: a part of another type than asked for is left out, not guessed. */
function outcomeOf(value: unknown): AlertCallOutcome | null {
  if (!isRecord(value)) return null;
  const { followUp, monthlyCallVolume, nextStep, questions } = value;
  return {
    followUp: typeof followUp === 'boolean' ? followUp : null,
    monthlyCallVolume: typeof monthlyCallVolume === 'number' ? monthlyCallVolume : null,
    nextStep: typeof nextStep === 'string' && nextStep.trim() !== '' ? nextStep : null,
    questions: Array.isArray(questions) ? questions.filter((question) => typeof question === 'string') : [],
  };
}

/** One row of alert_call_reports (numeric columns arrive as numbers or strings, as PostgREST sends them). */
export type CallReportRow = {
  delivery_id: string;
  duration_seconds: number | string | null;
  ended_reason: string | null;
  summary: string | null;
  outcome: unknown;
  transcript: unknown;
};

export function readCallReport(row: CallReportRow): AlertCallReport {
  const duration = row.duration_seconds === null ? null : Number(row.duration_seconds);
  const lines = Array.isArray(row.transcript) ? row.transcript : [];
  return {
    durationSeconds: duration !== null && Number.isFinite(duration) ? duration : null,
    endedReason: row.ended_reason,
    summary: row.summary,
    outcome: outcomeOf(row.outcome),
    prospectLines: lines.flatMap((line) =>
      isRecord(line) && line['speaker'] === 'visitor' && typeof line['text'] === 'string' && line['text'].trim() !== ''
        ? [line['text']]
        : [],
    ),
  };
}

export const followUpText = (followUp: boolean | null): string =>
  followUp === null ? callReportWording.notSaid : followUp ? callReportWording.yes : callReportWording.no;
