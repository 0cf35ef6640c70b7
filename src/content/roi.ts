import type { NumberAdjustment } from '../../machines/pricing/number-input';
import { pricingRates } from '../../machines/pricing/pricing-rates';
import type { RoiField, RoiInputs } from '../../machines/roi-wizard/roi-inputs';
import type { RoiStep } from '../../machines/roi-wizard/roi-wizard.machine';
import { formatExact, formatPercent, formatUsdRate } from '../lib/number-format';
import { m } from '../paraglide/messages.js';

const r = pricingRates;

/**
 * Copy of the ROI calculator and its printable report, from the message catalogue in the page's language (getters,
 * read when a screen renders). English there is the product's own wording, letter for letter.
 */
export const roiCopy = {
  get title() {
    return m.roi_title();
  },
  get intro() {
    return m.roi_intro();
  },
  get metaDescription() {
    return m.roi_meta();
  },
  get reportTitle() {
    return m.roi_report_title();
  },
  get reportLead() {
    return m.roi_report_lead();
  },
  get backHome() {
    return m.roi_back_home();
  },
  get steps(): Record<RoiStep, { title: string; lead: string | null }> {
    return {
      volume: { title: m.roi_step_volume(), lead: m.roi_step_volume_lead() },
      costs: { title: m.roi_step_costs(), lead: m.roi_step_costs_lead() },
      // The results step's lead is `roiInputsSummary`: it names the inputs.
      results: { title: m.roi_step_results(), lead: null },
    };
  },
  get hints() {
    return { calls: m.roi_hint_calls(), aht: m.roi_hint_aht() };
  },
  get aiNote() {
    return m.roi_ai_note({ share: formatPercent(r.aiShare) });
  },
};

export const roiFieldCopy: Record<RoiField, { readonly label: string; unit: (value: number) => string }> = {
  calls: {
    get label() {
      return m.roi_field_calls();
    },
    unit: (value) => m.roi_unit_calls({ amount: formatExact(value) }),
  },
  aht: {
    get label() {
      return m.roi_field_aht();
    },
    unit: (value) => m.roi_unit_minutes({ amount: formatExact(value) }),
  },
  wage: {
    get label() {
      return m.roi_field_wage();
    },
    unit: (value) => m.roi_unit_wage({ amount: formatUsdRate(value) }),
  },
};

/** The inputs in one sentence, so a shared results link says what it was calculated from. */
export const roiInputsSummary = ({ calls, aht, wage }: RoiInputs): string =>
  m.roi_summary({ calls: roiFieldCopy.calls.unit(calls), aht: formatExact(aht), wage: roiFieldCopy.wage.unit(wage) });

/** Why a number changed when its field lost focus. */
export function adjustmentMessage(field: RoiField, adjustment: NumberAdjustment, value: number): string {
  const amount = roiFieldCopy[field].unit(value);
  switch (adjustment) {
    case 'notANumber':
      return m.roi_adjust_nan({ amount });
    case 'raisedToMin':
      return m.roi_adjust_min({ amount });
    case 'loweredToMax':
      return m.roi_adjust_max({ amount });
    case 'roundedToWhole':
      return m.roi_adjust_whole({ amount });
  }
}
