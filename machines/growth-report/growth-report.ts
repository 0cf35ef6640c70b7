/** One row of the funnel: overall, for one source or for one first page (`key`: '' is direct / unknown). */
export type FunnelRow = {
  key: string;
  visitors: number;
  roiResults: number;
  formStarted: number;
  demoRequested: number;
  repliedInTime: number;
  voiceOpened: number;
  callHeld: number;
  medianReplySeconds: number | null;
};

export type DailyPoint = { day: string; visitors: number; demoRequested: number };

/** What growth_report returns for a range. */
export type GrowthReport = { funnel: FunnelRow; bySource: FunnelRow[]; byLanding: FunnelRow[]; daily: DailyPoint[] };

/** The funnel's steps in order. */
export const funnelSteps = [
  'visitors',
  'roiResults',
  'formStarted',
  'demoRequested',
  'repliedInTime',
  'voiceOpened',
  'callHeld',
] as const;

export type FunnelStep = (typeof funnelSteps)[number];

/** A step's share of the step before it (the first step has none); null when the step before counted nobody. */
export function conversion(row: FunnelRow, step: FunnelStep): number | null {
  const index = funnelSteps.indexOf(step);
  if (index <= 0) return null;
  const before = row[funnelSteps[index - 1] ?? 'visitors'];
  return before === 0 ? null : row[step] / before;
}

/** Nothing happened in the range: no visit and no request. */
export const isEmptyReport = (report: GrowthReport): boolean => funnelSteps.every((step) => report.funnel[step] === 0);

/** The tables the screen shows, one at a time: by source or by first page. */
export type GrowthTable = 'source' | 'landing';
