import {
  defaultGrowthRange,
  isCustomRange,
  nearestRange,
  type GrowthRange,
} from '../../machines/growth-report/growth-range';

/** /admin/growth's search params: `range=7d|30d`, or `from` and `to` (YYYY-MM-DD) for a custom range. */
export type GrowthSearch = { range?: '7d'; from?: string; to?: string };

export type RawGrowthSearch = Partial<Record<keyof GrowthSearch, unknown>>;

/** A hand-edited link still opens: anything unreadable is the default, the last 30 days. */
export function rangeOfSearch(raw: RawGrowthSearch): GrowthRange {
  const from = String(raw.from ?? '');
  const to = String(raw.to ?? '');
  if (isCustomRange(from, to)) return { preset: 'custom', from, to };
  return raw.range === '7d' ? { preset: '7d' } : defaultGrowthRange;
}

/**
 * The range nearest to what the address asks for, when it names two days that make no range (reversed, or more than
 * ten years apart): the screen says so and offers it; null when the address is fine or names no two days.
 */
export const nearestRangeOfSearch = (raw: RawGrowthSearch): GrowthRange | null =>
  nearestRange(String(raw.from ?? ''), String(raw.to ?? ''));

export function searchOfRange(range: GrowthRange): GrowthSearch {
  if (range.preset === 'custom') return { from: range.from, to: range.to };
  return range.preset === '7d' ? { range: '7d' } : {};
}
