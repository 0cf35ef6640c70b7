import { fromPromise } from 'xstate';
import type {
  Figures,
  FiguresRequest,
  LeadCounts,
  OwnerReplies,
  ResponseStats,
  StatsPeriod,
} from '../../machines/inbox-figures/inbox-figures.machine';
import type { OwnerFilter } from '../../machines/inbox/inbox-view';
import { loadSupabase } from '../lib/load-supabase';
import { watchLeadsInSystem } from './lead-feed';
import { likeLiteral } from './lead-query';

/** Every count is a whole number; the composite type leaves them nullable, as Postgres types do. */
const whole = (value: number | null | undefined): number => value ?? 0;

/** `null`s count every lead: the arguments are left out and the function's defaults (null) apply. */
async function leadCounts(
  search: string | null,
  minSavings: number | null,
  language: string | null,
  owner: OwnerFilter,
): Promise<LeadCounts> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('lead_counts', {
    ...(search === null ? {} : { p_search: likeLiteral(search) }),
    ...(minSavings === null ? {} : { p_min_savings: minSavings }),
    ...(language === null ? {} : { p_locale: language }),
    ...(owner === 'anyone' ? {} : { p_owner: owner }),
  });
  if (error) throw new Error(error.message);
  return {
    all: whole(data.all),
    new: whole(data.new),
    contacted: whole(data.contacted),
    qualified: whole(data.qualified),
    won: whole(data.won),
    lost: whole(data.lost),
    overdue: whole(data.overdue),
    unanswered: whole(data.unanswered),
    spam: whole(data.spam),
    repeats: whole(data.repeats),
  };
}

/** `days` null is all time: the argument is left out and the function's default (null) applies. */
async function responseStats(days: StatsPeriod): Promise<ResponseStats> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('lead_response_stats', days === null ? {} : { p_days: days });
  if (error) throw new Error(error.message);
  return {
    answeredWithin: whole(data.answered_within),
    judged: whole(data.judged),
    medianSeconds: data.median_seconds,
  };
}

/** The median first reply per owner over the period (`days` null: all time). */
async function repliesByOwner(days: StatsPeriod): Promise<OwnerReplies[]> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('lead_response_by_owner', days === null ? {} : { p_days: days });
  if (error) throw new Error(error.message);
  return data.map((row) => ({
    ownerEmail: row.owner_email,
    answered: whole(row.answered),
    medianSeconds: row.median_seconds,
  }));
}

/**
 * The counts for the search, savings, language and owner filters, the unanswered leads over all (for the tab title) and
 * the KPI.
 */
export async function fetchFigures({ search, minSavings, language, owner, days }: FiguresRequest): Promise<Figures> {
  const term = search.trim() === '' ? null : search.trim();
  const savings = minSavings > 0 ? minSavings : null;
  const filtered = term !== null || savings !== null || language !== null || owner !== 'anyone';
  const [counts, everything, stats, byOwner] = await Promise.all([
    leadCounts(term, savings, language, owner),
    filtered ? leadCounts(null, null, null, 'anyone') : null,
    responseStats(days),
    repliesByOwner(days),
  ]);
  return { counts, unanswered: (everything ?? counts).unanswered, stats, byOwner };
}

export const inboxFiguresActors = {
  loadFigures: fromPromise<Figures, FiguresRequest>(({ input }) => fetchFigures(input)),
  watchLeads: watchLeadsInSystem,
};
