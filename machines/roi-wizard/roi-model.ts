import type { RoiInputs } from './roi-inputs';

/**
 * The public ROI model, exactly as product-spec §9 states it. Every rate lives here so the
 * results page, the printable report and the disclaimer quote the same numbers.
 */
export const roiAssumptions = {
  /** Share of call minutes the AI agent handles end to end. */
  aiCoverage: 0.8,
  /** AI runtime cost in $ per AI-handled minute. */
  aiCostPerMinute: 0.12,
  /** Fixed monthly service fee in $. */
  serviceFeeMonthly: 450,
  /** Utilisation factors: staff spend half their paid time on calls, and are 90% occupied while they do. */
  callTimeShare: 0.5,
  occupancy: 0.9,
  /** Employment burden on top of the hourly wage (taxes, benefits). */
  burden: 1.05,
  /** Working hours of one full-time employee per month. */
  hoursPerFte: 160,
} as const;

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

export function computeRoi({ calls, aht, wage }: RoiInputs): RoiResult {
  const a = roiAssumptions;
  const callMinutes = calls * aht;
  const baselineMonthly = (callMinutes / 60 / a.callTimeShare / a.occupancy) * wage * a.burden;
  const aiRuntimeMonthly = callMinutes * a.aiCoverage * a.aiCostPerMinute;
  const remainingHumanMonthly = baselineMonthly * (1 - a.aiCoverage);
  const afterAutomationMonthly = aiRuntimeMonthly + remainingHumanMonthly + a.serviceFeeMonthly;
  const netMonthly = baselineMonthly - afterAutomationMonthly;
  const savingsRatio = baselineMonthly > 0 ? netMonthly / baselineMonthly : 0;
  const hoursFreedMonthly = (callMinutes * a.aiCoverage) / 60;
  const netYearly = netMonthly * 12;
  return {
    baselineMonthly,
    aiRuntimeMonthly,
    remainingHumanMonthly,
    afterAutomationMonthly,
    netMonthly,
    savingsRatio,
    savingsPercent: Math.round(savingsRatio * 100),
    hoursFreedMonthly,
    fteFreed: hoursFreedMonthly / a.hoursPerFte,
    netYearly,
    netThreeYears: netYearly * 3,
    baselineYearly: baselineMonthly * 12,
    afterAutomationYearly: afterAutomationMonthly * 12,
    agentMonthly: a.serviceFeeMonthly + aiRuntimeMonthly,
  };
}

/**
 * Whether the agent saves at least the $1 a year the page can show (it shows whole dollars): a
 * headline of "$0" saved, or a loss, is replaced by a plain statement, and no chart is drawn.
 */
export const savesMoney = (result: RoiResult): boolean => Math.round(result.netYearly) >= 1;

/** The savings chart: each bar scales against its own reference amount (spec §9). */
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
