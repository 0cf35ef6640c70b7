import { describe, expect, it, vi } from 'vitest';
import type * as PricingRates from '../../machines/pricing/pricing-rates';
import { rawPricing } from '../../machines/raw-pricing/raw-pricing.model';

// The platform fee is 0, which hides how the total uses it; a fee set in pricing-rates.ts (its one
// home) must be added to the runtime cost.
vi.mock('../../machines/pricing/pricing-rates', async (importOriginal) => {
  const original = await importOriginal<typeof PricingRates>();
  return { ...original, pricingRates: { ...original.pricingRates, platformFeeMonthly: 99 } };
});

describe('raw pricing with a platform fee', () => {
  it('adds the monthly platform fee to the runtime cost in the total', () => {
    const result = rawPricing({ calls: 1200, aht: 3 });
    expect(result.platformFee).toBe(99);
    expect(result.monthlyTotal).toBeCloseTo(345.6 + 99, 10);
  });
});
