import { clampToRange, commitNumber, type NumberAdjustment, type NumberRange } from '../pricing/number-input';

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

/** Each input's range; the wage has no slider, its step only guides the keyboard. */
export const roiLimits: Record<RoiField, NumberRange> = {
  calls: { min: 1_000, max: 20_000, step: 50, whole: true },
  aht: { min: 2, max: 30, step: 0.1 },
  wage: { min: 8, max: 120, step: 1 },
};

/** A mid-sized inbound team: where most visitors start, and well inside every range. */
export const defaultRoiInputs: RoiInputs = { calls: 2_000, aht: 4, wage: 22 };

/** A number forced into its field's range; anything non-finite becomes the minimum. */
export const clampValue = (field: RoiField, value: number): number => clampToRange(value, roiLimits[field]);

/** What a field's text becomes when the field loses focus. */
export const commitText = (field: RoiField, text: string): { value: number; adjustment: NumberAdjustment | null } =>
  commitNumber(text, roiLimits[field]);

export const clampInputs = (inputs: RoiInputs): RoiInputs => ({
  calls: clampValue('calls', inputs.calls),
  aht: clampValue('aht', inputs.aht),
  wage: clampValue('wage', inputs.wage),
});

export const sameInputs = (a: RoiInputs, b: RoiInputs): boolean =>
  a.calls === b.calls && a.aht === b.aht && a.wage === b.wage;
