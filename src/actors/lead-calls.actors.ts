import { fromPromise } from 'xstate';
import type { CallLine, CallOutcome, LeadCall } from '../../machines/lead-calls/lead-call';
import type { Database } from '../lib/database.types';
import { loadSupabase } from '../lib/load-supabase';

type ReportRow = Pick<
  Database['public']['Tables']['voice_call_reports']['Row'],
  'id' | 'started_at' | 'received_at' | 'duration_seconds' | 'ended_reason' | 'summary' | 'outcome' | 'transcript'
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The provider's outcome, read part by part: a part of another type than asked for is left out, not guessed. */
export function callOutcome(value: unknown): CallOutcome | null {
  if (!isRecord(value)) return null;
  const { followUp, monthlyCallVolume, nextStep, questions } = value;
  return {
    followUp: typeof followUp === 'boolean' ? followUp : null,
    monthlyCallVolume: typeof monthlyCallVolume === 'number' ? monthlyCallVolume : null,
    nextStep: typeof nextStep === 'string' && nextStep.trim() !== '' ? nextStep : null,
    questions: Array.isArray(questions) ? questions.filter((question) => typeof question === 'string') : [],
  };
}

/** The stored transcript (the webhook wrote it in this shape), line by line. */
function callLines(value: unknown): CallLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((line) =>
    isRecord(line) &&
    (line['speaker'] === 'assistant' || line['speaker'] === 'visitor') &&
    typeof line['text'] === 'string'
      ? [
          {
            speaker: line['speaker'],
            seconds: typeof line['seconds'] === 'number' ? line['seconds'] : null,
            text: line['text'],
          },
        ]
      : [],
  );
}

export const toLeadCall = (row: ReportRow): LeadCall => ({
  id: row.id,
  at: row.started_at ?? row.received_at,
  durationSeconds: row.duration_seconds,
  endedReason: row.ended_reason,
  summary: row.summary,
  outcome: callOutcome(row.outcome),
  transcript: callLines(row.transcript),
});

/** The lead's calls, newest first; only admins may read them (row-level security). */
export async function fetchLeadCalls(leadId: string): Promise<LeadCall[]> {
  const db = await loadSupabase();
  const { data, error } = await db
    .from('voice_call_reports')
    .select('id, started_at, received_at, duration_seconds, ended_reason, summary, outcome, transcript')
    .eq('submission_id', leadId)
    .order('received_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data.map(toLeadCall);
}

export const leadCallsActors = {
  loadCalls: fromPromise<LeadCall[], { leadId: string }>(({ input }) => fetchLeadCalls(input.leadId)),
};
