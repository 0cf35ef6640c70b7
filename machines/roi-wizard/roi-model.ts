import { aiMinutesMonthly, aiRuntimeMonthly, pricingRates } from '../pricing/pricing-rates';
import type { RoiInputs } from './roi-inputs';

export type RoiResult = {
  baselineMonthly: number;
  aiRuntimeMonthly: number;
  remainingHumanMonthly: number;
  afterAutomationMonthly: number;
  netMonthly: number;
  /** net ÷ baseline, as a fraction. */
  savingsRatio: number;
  /** The same, as the whole percent the page shows. */
  savingsPercent: number;
  hoursFreedMonthly: number;
  fteFreed: number;
  netYearly: number;
  netThreeYears: number;
  baselineYearly: number;
  afterAutomationYearly: number;
  /** What the customer pays for the agent each month: service fee plus AI runtime. */
  agentMonthly: number;
};

/** The public ROI model, as docs/roi-calculator.md ("The model") states it, priced with the shared rates. */
export function computeRoi({ calls, aht, wage }: RoiInputs): RoiResult {
  const r = pricingRates;
  const baselineMonthly = ((calls * aht) / 60 / r.callTimeShare / r.occupancy) * wage * r.burden;
  const runtimeMonthly = aiRuntimeMonthly(calls, aht);
  const remainingHumanMonthly = baselineMonthly * (1 - r.aiShare);
  const afterAutomationMonthly = runtimeMonthly + remainingHumanMonthly + r.serviceFeeMonthly;
  const netMonthly = baselineMonthly - afterAutomationMonthly;
  const savingsRatio = baselineMonthly > 0 ? netMonthly / baselineMonthly : 0;
  const hoursFreedMonthly = aiMinutesMonthly(calls, aht) / 60;
  const netYearly = netMonthly * 12;
  return {
    baselineMonthly,
    aiRuntimeMonthly: runtimeMonthly,
    remainingHumanMonthly,
    afterAutomationMonthly,
    netMonthly,
    savingsRatio,
    savingsPercent: Math.round(savingsRatio * 100),
    hoursFreedMonthly,
    fteFreed: hoursFreedMonthly / r.hoursPerFte,
    netYearly,
    netThreeYears: netYearly * 3,
    baselineYearly: baselineMonthly * 12,
    afterAutomationYearly: afterAutomationMonthly * 12,
    agentMonthly: r.serviceFeeMonthly + runtimeMonthly,
  };
}

/**
 * Whether the agent saves at least the $1 a year the page can show (it shows whole dollars): a
 * headline of "$0" saved, or a loss, is replaced by a plain statement, and no chart is drawn.
 */
export const savesMoney = (result: RoiResult): boolean => Math.round(result.netYearly) >= 1;

/** The savings chart: each bar scales against its own reference amount. */
export const savingsBars = {
  monthly: { reference: 20_000, minPx: 20 },
  yearly: { reference: 250_000, minPx: 30 },
  threeYears: { reference: 750_000, minPx: 40 },
  maxPx: 200,
} as const;

export type SavingsBar = keyof Omit<typeof savingsBars, 'maxPx'>;

/** Bar height in px: proportional to amount ÷ reference × max, kept between the bar's minimum and the max. */
export function barHeight(bar: SavingsBar, amount: number): number {
  const { reference, minPx } = savingsBars[bar];
  const proportional = (amount / reference) * savingsBars.maxPx;
  return Math.min(savingsBars.maxPx, Math.max(minPx, proportional));
}
