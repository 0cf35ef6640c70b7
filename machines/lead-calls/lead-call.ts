/** One line of a call's transcript: who spoke, when (seconds from the start, when known) and what. */
export type CallLine = { speaker: 'assistant' | 'visitor'; seconds: number | null; text: string };

/** What the provider made of the call, as the call start asked for it; each part only when it was said. */
export type CallOutcome = {
  followUp: boolean | null;
  monthlyCallVolume: number | null;
  nextStep: string | null;
  questions: string[];
};

/** One call on a lead's voice page, from the provider's end-of-call report. Times are ISO timestamps. */
export type LeadCall = {
  id: string;
  /** When the call started; the report's arrival when the provider did not say. */
  at: string;
  durationSeconds: number | null;
  endedReason: string | null;
  summary: string | null;
  outcome: CallOutcome | null;
  transcript: CallLine[];
};
