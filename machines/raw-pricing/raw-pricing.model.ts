/** The internal runtime-cost model (Raw pricing). Pure, so it is unit-tested alone. */
import type { NumberRange } from '../pricing/number-input';
import { aiMinutesMonthly, aiRuntimeMonthly, pricingRates } from '../pricing/pricing-rates';

/** A field's range and the value the calculator opens with. */
export type RawPricingRange = NumberRange & { initial: number };

export const callsRange: RawPricingRange = { min: 1000, max: 50000, step: 100, whole: true, initial: 1200 };
export const ahtRange: RawPricingRange = { min: 2, max: 15, step: 0.5, initial: 3 };

export type RawPricingInputs = { calls: number; aht: number };
export type RawPricingResult = { aiMinutes: number; runtimeCost: number; platformFee: number; monthlyTotal: number };

export function rawPricing({ calls, aht }: RawPricingInputs): RawPricingResult {
  const runtimeCost = aiRuntimeMonthly(calls, aht);
  const platformFee = pricingRates.platformFeeMonthly;
  return { aiMinutes: aiMinutesMonthly(calls, aht), runtimeCost, platformFee, monthlyTotal: runtimeCost + platformFee };
}
