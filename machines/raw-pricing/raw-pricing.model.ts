/** The internal runtime-cost model (product-spec §9 'Raw pricing'). Pure, so it is unit-tested alone. */

export type NumberRange = { min: number; max: number; step: number; initial: number };

export const callsRange: NumberRange = { min: 1000, max: 50000, step: 100, initial: 1200 };
export const ahtRange: NumberRange = { min: 2, max: 15, step: 0.5, initial: 3 };

/** Share of call minutes the AI handles. */
export const aiShare = 0.8;
/** Runtime cost in US dollars per AI minute. */
export const runtimeCostPerMinute = 0.12;
/** Fixed monthly platform fee in US dollars. */
export const platformFee = 0;

export type RawPricingInputs = { calls: number; aht: number };
export type RawPricingResult = { aiMinutes: number; runtimeCost: number; platformFee: number; monthlyTotal: number };

/** Reads what the user typed; thousands separators are allowed, anything else unreadable is NaN. */
export function parseAmount(text: string): number {
  const cleaned = text.trim().replace(/,/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** Keeps a value inside its range; a value that is not a finite number becomes the minimum. */
export function clampToRange(value: number, range: NumberRange): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

export const clampText = (text: string, range: NumberRange): number => clampToRange(parseAmount(text), range);

export function rawPricing({ calls, aht }: RawPricingInputs): RawPricingResult {
  const aiMinutes = calls * aht * aiShare;
  const runtimeCost = aiMinutes * runtimeCostPerMinute;
  return { aiMinutes, runtimeCost, platformFee, monthlyTotal: runtimeCost + platformFee };
}
