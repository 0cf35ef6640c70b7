/**
 * The visits funnel's steps in order. A visit is one browser tab's stay on the site, credited to where its first page
 * came from; each later step counts visits that reached it, so each is a part of the visits.
 */
export const visitSteps = ['visits', 'roiResults', 'formStarted', 'requestedDemo'] as const;

/** The requests funnel's steps in order: demo requests, then the requests that reached each later step. */
export const requestSteps = ['requests', 'repliedInTime', 'voiceOpened', 'callHeld', 'meetingBooked'] as const;

export type VisitStep = (typeof visitSteps)[number];
export type RequestStep = (typeof requestSteps)[number];
export type FunnelStep = VisitStep | RequestStep;

/** Both funnels for everyone, or for one source, medium, campaign or first page (`key`: '' is none). */
export type FunnelRow = { key: string; medianReplySeconds: number | null } & Record<FunnelStep, number>;

export type DailyPoint = { day: string; visits: number; requests: number };

/** The breakdowns the screen shows, one at a time. */
export const growthTables = ['source', 'medium', 'campaign', 'landing'] as const;
export type GrowthTable = (typeof growthTables)[number];

/** What growth_report returns for a range, with the period of the same length just before it. */
export type GrowthReport = {
  funnel: FunnelRow;
  previous: { from: string; to: string; funnel: FunnelRow };
  breakdowns: Record<GrowthTable, FunnelRow[]>;
  daily: DailyPoint[];
};

/** The funnel a step belongs to, in order. */
export const stepsOf = (step: FunnelStep): readonly FunnelStep[] =>
  (visitSteps as readonly FunnelStep[]).includes(step) ? visitSteps : requestSteps;

/**
 * A step's share of its funnel's first step (the visits, or the demo requests), between 0 and 1; none for the first
 * step itself, or when the first step counted nobody.
 */
export function share(row: FunnelRow, step: FunnelStep): number | null {
  const [first] = stepsOf(step);
  if (first === undefined || first === step) return null;
  return row[first] === 0 ? null : row[step] / row[first];
}

/** How a step changed from the period before: the difference, and its share of the figure before (none from 0). */
export function change(now: number, before: number): { difference: number; percent: number | null } {
  return { difference: now - before, percent: before === 0 ? null : (now - before) / before };
}

/** Nothing happened in the range: no visit and no request. */
export const isEmptyReport = (report: GrowthReport): boolean =>
  report.funnel.visits === 0 && report.funnel.requests === 0;
