import { clampValue, roiFields, type RoiInputs } from '../../machines/roi-wizard/roi-inputs';
import { parseNumber } from '../../machines/pricing/number-input';

/** The landing page's search params: the ROI calculator's inputs, when its Book a Demo sent the visitor here. */
export type LandingSearch = Partial<RoiInputs>;

export type RawLandingSearch = Partial<Record<keyof RoiInputs, unknown>>;

const readInput = (raw: unknown): number =>
  typeof raw === 'number' ? raw : typeof raw === 'string' ? parseNumber(raw) : Number.NaN;

/** All three inputs, clamped into their ranges like the calculator's fields, or nothing when any is missing or unreadable. */
export function parseLandingSearch(raw: RawLandingSearch): LandingSearch {
  if (!roiFields.every((field) => Number.isFinite(readInput(raw[field])))) return {};
  return {
    calls: clampValue('calls', readInput(raw.calls)),
    aht: clampValue('aht', readInput(raw.aht)),
    wage: clampValue('wage', readInput(raw.wage)),
  };
}

/** The estimate the landing page's address offers the demo form, if it holds one. */
export const offeredCaseOf = ({ calls, aht, wage }: LandingSearch): RoiInputs | null =>
  calls === undefined || aht === undefined || wage === undefined ? null : { calls, aht, wage };
