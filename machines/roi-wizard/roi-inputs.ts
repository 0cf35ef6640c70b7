/** What the visitor tells the ROI calculator. */
export type RoiInputs = {
  /** Monthly inbound calls. */
  calls: number;
  /** Average handle time in minutes. */
  aht: number;
  /** Staff hourly wage in $. */
  wage: number;
};

export type RoiField = keyof RoiInputs;

export const roiFields: readonly RoiField[] = ['calls', 'aht', 'wage'];

export type FieldLimits = { min: number; max: number; step: number };

/** Ranges from product-spec §5; the wage has no slider, its step only guides the keyboard. */
export const roiLimits: Record<RoiField, FieldLimits> = {
  calls: { min: 1_000, max: 20_000, step: 50 },
  aht: { min: 2, max: 30, step: 0.1 },
  wage: { min: 8, max: 120, step: 1 },
};

/** A mid-sized inbound team: where most visitors start, and well inside every range. */
export const defaultRoiInputs: RoiInputs = { calls: 2_000, aht: 4, wage: 22 };

/** What committing a field did to the text, so the page can say why the number changed. */
export type RoiAdjustment = 'raisedToMin' | 'loweredToMax' | 'notANumber';

// Plain decimals only; grouping commas, spaces and a leading "$" are what people paste.
const decimal = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The number in a field's text, or NaN when it is not a plain decimal number. */
export function parseNumber(text: string): number {
  const cleaned = text.replace(/[\s,]/g, '').replace(/^\$/, '');
  return decimal.test(cleaned) ? Number(cleaned) : NaN;
}

/** The value a field holds while it is being typed in: non-numeric text counts as 0 until blur. */
export function typingValue(text: string): number {
  const value = parseNumber(text);
  return Number.isFinite(value) ? value : 0;
}

/** A number forced into its field's range; anything non-finite becomes the minimum. */
export function clampValue(field: RoiField, value: number): number {
  const { min, max } = roiLimits[field];
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** What a field's text becomes when the field loses focus. */
export function commitText(field: RoiField, text: string): { value: number; adjustment: RoiAdjustment | null } {
  const parsed = parseNumber(text);
  const value = clampValue(field, parsed);
  if (!Number.isFinite(parsed)) return { value, adjustment: 'notANumber' };
  if (value > parsed) return { value, adjustment: 'raisedToMin' };
  if (value < parsed) return { value, adjustment: 'loweredToMax' };
  return { value, adjustment: null };
}

export const clampInputs = (inputs: RoiInputs): RoiInputs => ({
  calls: clampValue('calls', inputs.calls),
  aht: clampValue('aht', inputs.aht),
  wage: clampValue('wage', inputs.wage),
});

export const sameInputs = (a: RoiInputs, b: RoiInputs): boolean =>
  a.calls === b.calls && a.aht === b.aht && a.wage === b.wage;
