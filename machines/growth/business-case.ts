import type { RoiInputs } from '../roi-wizard/roi-inputs';
import { computeRoi } from '../roi-wizard/roi-model';

/** The ROI calculator's inputs and the yearly savings it showed for them, as a demo request carries them. */
export type BusinessCase = RoiInputs & { yearlySavings: number };

/** The case of a set of inputs, priced by the ROI calculator's one model, in the whole dollars it shows. */
export const businessCaseOf = (inputs: RoiInputs): BusinessCase => ({
  ...inputs,
  yearlySavings: Math.round(computeRoi(inputs).netYearly),
});
