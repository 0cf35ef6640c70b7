import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampText, clampToRange, parseNumber } from '../../machines/pricing/number-input';
import { ahtRange, callsRange, rawPricing } from '../../machines/raw-pricing/raw-pricing.model';

describe('raw pricing model', () => {
  it('prices the defaults: 1,200 calls of 3 minutes are 2,880 AI minutes costing $345.60', () => {
    const result = rawPricing({ calls: callsRange.initial, aht: ahtRange.initial });
    expect(result.aiMinutes).toBe(2880);
    expect(result.runtimeCost).toBeCloseTo(345.6, 10);
    expect(result.platformFee).toBe(0);
    expect(result.monthlyTotal).toBeCloseTo(345.6, 10);
  });

  it('prices the top of both ranges: 50,000 calls of 15 minutes', () => {
    const result = rawPricing({ calls: 50000, aht: 15 });
    expect(result.aiMinutes).toBe(600000);
    expect(result.monthlyTotal).toBeCloseTo(72000, 6);
  });

  it('keeps AI minutes at 80% of call minutes and the total at 0.12 $ a minute for any valid input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: callsRange.min, max: callsRange.max }),
        fc.double({ min: ahtRange.min, max: ahtRange.max, noNaN: true }),
        (calls, aht) => {
          const result = rawPricing({ calls, aht });
          expect(result.aiMinutes).toBeCloseTo(calls * aht * 0.8, 6);
          expect(result.monthlyTotal).toBeCloseTo(result.aiMinutes * 0.12, 6);
        },
      ),
    );
  });

  it('clamps calls to 1,000–50,000 and AHT to 2–15 minutes', () => {
    expect(clampToRange(999, callsRange)).toBe(1000);
    expect(clampToRange(50001, callsRange)).toBe(50000);
    expect(clampToRange(12345, callsRange)).toBe(12345);
    expect(clampToRange(1.5, ahtRange)).toBe(2);
    expect(clampToRange(30, ahtRange)).toBe(15);
    expect(clampToRange(7.5, ahtRange)).toBe(7.5);
  });

  it('turns anything that is not a finite number into the minimum', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(clampToRange(value, callsRange)).toBe(callsRange.min);
      expect(clampToRange(value, ahtRange)).toBe(ahtRange.min);
    }
    expect(clampText('abc', callsRange)).toBe(1000);
    expect(clampText('', ahtRange)).toBe(2);
    expect(clampText('1e999', callsRange)).toBe(1000);
  });

  it('reads typed amounts with thousands separators', () => {
    expect(parseNumber(' 12,500 ')).toBe(12500);
    expect(parseNumber('4.5')).toBe(4.5);
    expect(Number.isNaN(parseNumber('twelve'))).toBe(true);
  });
});
