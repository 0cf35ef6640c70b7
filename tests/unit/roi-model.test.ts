import { describe, expect, it } from 'vitest';
import { barHeight, computeRoi, savesMoney } from '../../machines/roi-wizard/roi-model';

// Expected figures worked out by hand from the ROI formula (docs/roi-calculator.md), not with the module under test:
// baseline = calls × AHT / 60 ÷ 0.5 ÷ 0.9 × wage × 1.05; AI runtime = calls × AHT × 0.8 × 0.12;
// remaining = baseline × 0.2; after = runtime + remaining + 450; hours = calls × AHT × 0.8 / 60.
const cases = [
  {
    name: 'the defaults (2,000 calls, 4 min, $22/hr)',
    inputs: { calls: 2_000, aht: 4, wage: 22 },
    baseline: 6_844.44,
    runtime: 768,
    remaining: 1_368.89,
    after: 2_586.89,
    net: 4_257.56,
    percent: 62,
    hours: 106.67,
    fte: 0.6667,
    yearly: 51_090.67,
    threeYears: 153_272,
    agent: 1_218,
  },
  {
    name: 'round figures (5,000 calls, 3 min, $15/hr)',
    inputs: { calls: 5_000, aht: 3, wage: 15 },
    baseline: 8_750,
    runtime: 1_440,
    remaining: 1_750,
    after: 3_640,
    net: 5_110,
    percent: 58,
    hours: 200,
    fte: 1.25,
    yearly: 61_320,
    threeYears: 183_960,
    agent: 1_890,
  },
  {
    name: 'fractional AHT and wage (1,500 calls, 5.5 min, $18.50/hr)',
    inputs: { calls: 1_500, aht: 5.5, wage: 18.5 },
    baseline: 5_935.42,
    runtime: 792,
    remaining: 1_187.08,
    after: 2_429.08,
    net: 3_506.33,
    percent: 59,
    hours: 110,
    fte: 0.6875,
    yearly: 42_076,
    threeYears: 126_228,
    agent: 1_242,
  },
  {
    name: 'every input at its maximum',
    inputs: { calls: 20_000, aht: 30, wage: 120 },
    baseline: 2_800_000,
    runtime: 57_600,
    remaining: 560_000,
    after: 618_050,
    net: 2_181_950,
    percent: 78,
    hours: 8_000,
    fte: 50,
    yearly: 26_183_400,
    threeYears: 78_550_200,
    agent: 58_050,
  },
  {
    name: 'small savings (1,000 calls, 2 min, $12/hr)',
    inputs: { calls: 1_000, aht: 2, wage: 12 },
    baseline: 933.33,
    runtime: 192,
    remaining: 186.67,
    after: 828.67,
    net: 104.67,
    percent: 11,
    hours: 26.67,
    fte: 0.1667,
    yearly: 1_256,
    threeYears: 3_768,
    agent: 642,
  },
  {
    name: 'every input at its minimum: costs rise',
    inputs: { calls: 1_000, aht: 2, wage: 8 },
    baseline: 622.22,
    runtime: 192,
    remaining: 124.44,
    after: 766.44,
    net: -144.22,
    percent: -23,
    hours: 26.67,
    fte: 0.1667,
    yearly: -1_730.67,
    threeYears: -5_192,
    agent: 642,
  },
];

describe('the ROI model', () => {
  it.each(cases)('$name', (c) => {
    const r = computeRoi(c.inputs);
    expect(r.baselineMonthly).toBeCloseTo(c.baseline, 2);
    expect(r.aiRuntimeMonthly).toBeCloseTo(c.runtime, 2);
    expect(r.remainingHumanMonthly).toBeCloseTo(c.remaining, 2);
    expect(r.afterAutomationMonthly).toBeCloseTo(c.after, 2);
    expect(r.netMonthly).toBeCloseTo(c.net, 2);
    expect(r.savingsPercent).toBe(c.percent);
    expect(r.hoursFreedMonthly).toBeCloseTo(c.hours, 2);
    expect(r.fteFreed).toBeCloseTo(c.fte, 4);
    expect(r.netYearly).toBeCloseTo(c.yearly, 2);
    expect(r.netThreeYears).toBeCloseTo(c.threeYears, 2);
    expect(r.baselineYearly).toBeCloseTo(c.baseline * 12, 0);
    expect(r.afterAutomationYearly).toBeCloseTo(c.after * 12, 0);
    expect(r.agentMonthly).toBeCloseTo(c.agent, 2);
    expect(savesMoney(r)).toBe(c.net > 0);
  });

  it('counts savings that show as $0 a year as no savings, and $1 as savings', () => {
    const r = computeRoi({ calls: 1_000, aht: 2, wage: 8 });
    expect(savesMoney({ ...r, netMonthly: 0, netYearly: 0 })).toBe(false);
    expect(savesMoney({ ...r, netMonthly: 0.03, netYearly: 0.36 })).toBe(false);
    expect(savesMoney({ ...r, netMonthly: 0.05, netYearly: 0.6 })).toBe(true);
  });

  it('shows no savings, not an impossible percentage, for a model with nothing to save on', () => {
    expect(computeRoi({ calls: 0, aht: 4, wage: 22 }).savingsPercent).toBe(0);
  });

  it('counts break-even inputs as no savings: 11 cents a year makes no headline', () => {
    // 1,000 calls × 2 min: net = 2,000 × wage × 1.05 ÷ 27 × 0.8 − 192 − 450, zero at wage = 10.31786…;
    // at $10.318 the net is about $0.0089 a month, $0.11 a year.
    const r = computeRoi({ calls: 1_000, aht: 2, wage: 10.318 });
    expect(r.netMonthly).toBeGreaterThan(0);
    expect(r.netYearly).toBeLessThan(0.5);
    expect(savesMoney(r)).toBe(false);
  });
});

describe('savings chart bar heights', () => {
  it.each([
    // bar, amount, px: amount ÷ reference × 200, kept within [min, 200]
    ['monthly', 4_257.56, 42.5756],
    ['monthly', 10_000, 100],
    ['monthly', 1_000, 20],
    ['monthly', 20_000, 200],
    ['monthly', 45_000, 200],
    ['yearly', 125_000, 100],
    ['yearly', 10_000, 30],
    ['yearly', 1_000_000, 200],
    ['threeYears', 375_000, 100],
    ['threeYears', 153_272, 40.8725],
    ['threeYears', 100_000, 40],
    ['threeYears', 5_000_000, 200],
  ] as const)('%s bar for $%d is %d px', (bar, amount, px) => {
    expect(barHeight(bar, amount)).toBeCloseTo(px, 3);
  });
});
