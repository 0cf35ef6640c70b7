import { parseNumber } from '../../machines/pricing/number-input';
import { clampValue, defaultRoiInputs, roiFields, type RoiInputs } from '../../machines/roi-wizard/roi-inputs';
import type { RoiStep } from '../../machines/roi-wizard/roi-wizard.machine';

/** /roi/report's search params: the inputs, always in range. */
export type RoiInputsSearch = RoiInputs;

/** /roi's search params: the inputs and the step, so a shared or reloaded URL shows the same figures. */
export type RoiSearch = RoiInputsSearch & { step: RoiStep };

const steps: readonly RoiStep[] = ['volume', 'costs', 'results'];

/**
 * What the address bar may hold. Every param is optional (a bare /roi opens step 1 with the
 * defaults). Routes pair it with `SearchSchemaInput`, which keeps `search` optional on links.
 */
export type RawRoiSearch = Partial<Record<keyof RoiSearch, unknown>>;

/**
 * One search param as a field value. A link someone edited by hand still opens: out-of-range
 * numbers are clamped like a blurred field, anything unreadable falls back to the default.
 */
function readInput(field: keyof RoiInputs, raw: unknown): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseNumber(raw) : NaN;
  return Number.isFinite(value) ? clampValue(field, value) : defaultRoiInputs[field];
}

export function parseRoiInputsSearch(raw: RawRoiSearch): RoiInputsSearch {
  const inputs = { ...defaultRoiInputs };
  for (const field of roiFields) inputs[field] = readInput(field, raw[field]);
  return inputs;
}

export function parseRoiSearch(raw: RawRoiSearch): RoiSearch {
  const step = steps.find((candidate) => candidate === raw.step) ?? 'volume';
  return { ...parseRoiInputsSearch(raw), step };
}

export const inputsOf = ({ calls, aht, wage }: RoiInputsSearch): RoiInputs => ({ calls, aht, wage });
