import type { NumberAdjustment } from '../../machines/pricing/number-input';
import { pricingRates } from '../../machines/pricing/pricing-rates';
import type { RoiField, RoiInputs } from '../../machines/roi-wizard/roi-inputs';
import type { RoiResult } from '../../machines/roi-wizard/roi-model';
import type { RoiStep } from '../../machines/roi-wizard/roi-wizard.machine';
import { formatExact, formatPercent, formatUsd, formatUsdCents, formatUsdRate } from '../lib/number-format';

const r = pricingRates;

/** Copy of the ROI calculator and its printable report; the hints are exact, letter for letter. */
export const roiCopy = {
  title: 'ROI Calculator',
  intro: 'See what an AI voice agent could save your team, in three quick steps.',
  metaDescription:
    'Work out what an AI voice agent would save your team: enter your monthly calls, handle time and staff wage, and see the yearly savings.',
  reportTitle: 'ROI Report',
  reportLead: 'What an AI voice agent could save your team.',
  backHome: 'Back to home',
  steps: {
    volume: { title: 'Call Volume', lead: 'How many calls reach your team, and how long do they take?' },
    costs: { title: 'Cost Assumptions', lead: 'What does an hour of your staff’s time cost?' },
    // The results step's lead is `roiInputsSummary`: it names the inputs.
    results: { title: 'Your Results', lead: null },
  } satisfies Record<RoiStep, { title: string; lead: string | null }>,
  hints: {
    calls: 'Best savings typically above 1,000 calls per month.',
    aht: 'Higher savings with calls that take 3+ minutes to resolve.',
  },
  aiNote: `Our AI agent handles ${formatPercent(r.aiShare)} of routine calls end-to-end. Its runtime cost is applied in the backend, so your staff wage is all we need here.`,
} as const;

export const roiFieldCopy: Record<RoiField, { label: string; unit: (value: number) => string }> = {
  calls: { label: 'Monthly inbound calls', unit: (value) => `${formatExact(value)} calls` },
  aht: { label: 'Average handle time (minutes)', unit: (value) => `${formatExact(value)} minutes` },
  wage: { label: 'Staff hourly wage', unit: (value) => `${formatUsdRate(value)} / hr` },
};

/** The inputs in one sentence, so a shared results link says what it was calculated from. */
export const roiInputsSummary = ({ calls, aht, wage }: RoiInputs): string =>
  `For ${roiFieldCopy.calls.unit(calls)} a month at ${formatExact(aht)} minutes each and ${roiFieldCopy.wage.unit(wage)}, with the assumptions below.`;

/** Why a number changed when its field lost focus. */
export function adjustmentMessage(field: RoiField, adjustment: NumberAdjustment, value: number): string {
  const amount = roiFieldCopy[field].unit(value);
  switch (adjustment) {
    case 'notANumber':
      return `That is not a number, so we used the minimum, ${amount}.`;
    case 'raisedToMin':
      return `The minimum is ${amount}, so we used that.`;
    case 'loweredToMax':
      return `The maximum is ${amount}, so we used that.`;
  }
}

/** The assumptions behind every figure, in the words the results page and the report use. */
export const roiAssumptionLines: readonly string[] = [
  `Your staff spend ${formatPercent(r.callTimeShare)} of paid hours on calls and are ${formatPercent(r.occupancy)} occupied while they do, so each call minute costs more than its share of the wage.`,
  `Wages carry a ${formatPercent(r.burden - 1)} employment burden (payroll taxes and benefits).`,
  `The AI agent handles ${formatPercent(r.aiShare)} of call minutes end to end, at ${formatUsdCents(r.runtimeCostPerMinute)} per AI minute.`,
  `The remaining ${formatPercent(1 - r.aiShare)} of call minutes stay with your staff at today’s cost.`,
  `A fixed service fee of ${formatUsd(r.serviceFeeMonthly)} per month; yearly figures are 12 months, three-year figures 36 months, with no price or volume changes.`,
  `One full-time employee (FTE) works ${r.hoursPerFte} hours a month.`,
];

export const roiDisclaimer =
  'These figures are estimates, not a quote or a guarantee. They come only from the numbers you entered and the assumptions listed here; your results will depend on your call mix, staffing, contracts and how your team uses the time it gets back. Talk to us for a figure based on your own call data.';

/** The plain statement shown instead of a savings headline when the agent would not save money. */
export function noSavingsStatement(result: RoiResult): string {
  const extraYearly = formatUsd(Math.abs(result.netYearly));
  return extraYearly === formatUsd(0)
    ? 'At these numbers an AI agent would cost about the same as your current call handling, so it would not save you money.'
    : `At these numbers an AI agent would not save you money: it would cost ${extraYearly} a year more than your current call handling.`;
}
