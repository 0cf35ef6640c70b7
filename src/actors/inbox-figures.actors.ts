import { fromCallback, fromPromise } from 'xstate';
import type {
  Figures,
  FiguresRequest,
  LeadCounts,
  ResponseStats,
  StatsPeriod,
} from '../../machines/inbox-figures/inbox-figures.machine';
import type { LiveEvent } from '../../machines/inbox/live-events';
import { loadSupabase } from '../lib/load-supabase';
import { watchLeadFeed } from './lead-feed';

const countNames: ReadonlyArray<keyof LeadCounts> = [
  'all',
  'new',
  'contacted',
  'qualified',
  'won',
  'lost',
  'overdue',
  'unanswered',
  'spam',
];

/** PostgREST sends bigint as a number or, past 2^53, as a string; counts here never get that far. */
const whole = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0)) || 0;

/** `rpc` with a set-returning function answers an array of one row. */
const onlyRow = (data: unknown): Record<string, unknown> => {
  const row: unknown = Array.isArray(data) ? data[0] : data;
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
};

async function leadCounts(search: string | null): Promise<LeadCounts> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('lead_counts', { p_search: search });
  if (error) throw new Error(error.message);
  const row = onlyRow(data);
  return Object.fromEntries(countNames.map((name) => [name, whole(row[name])])) as LeadCounts;
}

async function responseStats(days: StatsPeriod): Promise<ResponseStats> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('lead_response_stats', { p_days: days });
  if (error) throw new Error(error.message);
  const row = onlyRow(data);
  const median = row['median_seconds'];
  return {
    answeredWithin: whole(row['answered_within']),
    judged: whole(row['judged']),
    medianSeconds: median === null || median === undefined ? null : Number(median),
  };
}

/** The counts for the search, the unanswered leads over all (for the tab title) and the KPI. */
export async function fetchFigures({ search, days }: FiguresRequest): Promise<Figures> {
  const term = search.trim();
  const [counts, everything, stats] = await Promise.all([
    leadCounts(term === '' ? null : term),
    term === '' ? null : leadCounts(null),
    responseStats(days),
  ]);
  return { counts, unanswered: (everything ?? counts).unanswered, stats };
}

export const inboxFiguresActors = {
  loadFigures: fromPromise<Figures, FiguresRequest>(({ input }) => fetchFigures(input)),
  watchLeads: fromCallback<LiveEvent>(({ sendBack }) => watchLeadFeed(sendBack)),
};
