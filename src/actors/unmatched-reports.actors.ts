import { fromPromise } from 'xstate';
import type { UnmatchedReport } from '../../machines/unmatched-reports/unmatched-reports.machine';
import type { Database } from '../lib/database.types';
import { loadSupabase } from '../lib/load-supabase';

type UnmatchedRow = Pick<
  Database['public']['Tables']['unmatched_voice_call_reports']['Row'],
  'id' | 'received_at' | 'provider_call_id' | 'claimed_call_id' | 'duration_seconds' | 'ended_reason' | 'summary'
>;

/** The screen lists the newest reports kept aside; more than this many would be a fault to fix, not a list to read. */
export const unmatchedReportsShown = 100;

export const toUnmatchedReport = (row: UnmatchedRow): UnmatchedReport => ({
  id: row.id,
  receivedAt: row.received_at,
  providerCallId: row.provider_call_id,
  claimedCallId: row.claimed_call_id,
  durationSeconds: row.duration_seconds,
  endedReason: row.ended_reason,
  summary: row.summary,
});

/** Only admins may read them (row-level security). */
export async function fetchUnmatchedReports(): Promise<UnmatchedReport[]> {
  const db = await loadSupabase();
  const { data, error } = await db
    .from('unmatched_voice_call_reports')
    .select('id, received_at, provider_call_id, claimed_call_id, duration_seconds, ended_reason, summary')
    .order('received_at', { ascending: false })
    .limit(unmatchedReportsShown);
  if (error) throw new Error(error.message);
  return data.map(toUnmatchedReport);
}

export const unmatchedReportsActors = {
  loadReports: fromPromise<UnmatchedReport[]>(() => fetchUnmatchedReports()),
};
