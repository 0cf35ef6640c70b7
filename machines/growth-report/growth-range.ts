/** The Growth screen's date range: the last 7 or 30 days, or two dates chosen by hand (UTC days, inclusive). */
export type GrowthRange = { preset: '7d' } | { preset: '30d' } | { preset: 'custom'; from: string; to: string };

export const defaultGrowthRange: GrowthRange = { preset: '30d' };

/** The longest custom range the database reports on (about ten years). */
export const maxRangeDays = 3660;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that is a real day of the calendar (not 2026-13-45, which is no date at all, nor 2026-02-30). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !isoDay.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

const dayMs = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string): number => Math.round((msOf(to) - msOf(from)) / dayMs) + 1;

/** Whether two dates make a range the report can show: in order and at most ten years long. */
export const isCustomRange = (from: string, to: string): boolean =>
  isIsoDay(from) && isIsoDay(to) && from <= to && daysIn(from, to) <= maxRangeDays;

/**
 * The good range nearest two real days that make none: in order (a reversed pair swapped), and the longest range
 * ending on the later day when they are too far apart. Null when either is no day, or they already make a range.
 */
export function nearestRange(from: string, to: string): GrowthRange | null {
  if (!isIsoDay(from) || !isIsoDay(to) || isCustomRange(from, to)) return null;
  const [first, last] = from <= to ? [from, to] : [to, from];
  const start = daysIn(first, last) > maxRangeDays ? dayOf(msOf(last) - (maxRangeDays - 1) * dayMs) : first;
  return { preset: 'custom', from: start, to: last };
}

/** The first and last day a range covers, as of `now` (ms). */
export function rangeDays(range: GrowthRange, now: number): { from: string; to: string } {
  if (range.preset === 'custom') return { from: range.from, to: range.to };
  const length = range.preset === '7d' ? 7 : 30;
  return { from: dayOf(now - (length - 1) * dayMs), to: dayOf(now) };
}

export const sameRange = (a: GrowthRange, b: GrowthRange): boolean =>
  a.preset === b.preset && (a.preset !== 'custom' || (b.preset === 'custom' && a.from === b.from && a.to === b.to));
