import { pricingRates } from '../../machines/pricing/pricing-rates';
import type { RoiResult } from '../../machines/roi-wizard/roi-model';
import { formatPercent, formatUsd, formatUsdCents, formatWhole } from '../lib/number-format';
import { m } from '../paraglide/messages.js';

const r = pricingRates;

/**
 * The ROI results' words that the calculator's first steps never show (the results step and the printable report):
 * a file of their own, so they load with the results and not with the calculator's first step.
 */

/** The assumptions behind every figure, in the words the results page and the report use. */
export const roiAssumptionLines = (): string[] => [
  m.roi_assumption_call_time({ callShare: formatPercent(r.callTimeShare), occupancy: formatPercent(r.occupancy) }),
  m.roi_assumption_burden({ burden: formatPercent(r.burden - 1) }),
  m.roi_assumption_ai({ share: formatPercent(r.aiShare), cost: formatUsdCents(r.runtimeCostPerMinute) }),
  m.roi_assumption_rest({ share: formatPercent(1 - r.aiShare) }),
  m.roi_assumption_fee({ fee: formatUsd(r.serviceFeeMonthly) }),
  m.roi_assumption_fte({ hours: formatWhole(r.hoursPerFte) }),
];

/** The plain statement shown instead of a savings headline when the agent would not save money. */
export function noSavingsStatement(result: RoiResult): string {
  const extraYearly = formatUsd(Math.abs(result.netYearly));
  return extraYearly === formatUsd(0) ? m.roi_no_savings_even() : m.roi_no_savings_more({ extra: extraYearly });
}
