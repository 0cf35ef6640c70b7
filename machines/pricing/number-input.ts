/**
 * How both calculators read a number typed into a text box and keep it inside its range. Pure, so the machines and the page share one rule.
 */

/** `whole`: the field counts things (calls), so a fraction is rounded to the nearest whole one. */
export type NumberRange = { min: number; max: number; step: number; whole?: boolean };

/** What committing a field did to the text, so the page can say why the number changed. */
export type NumberAdjustment = 'raisedToMin' | 'loweredToMax' | 'notANumber' | 'roundedToWhole';

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

/** Keeps a value inside its range, whole where the range counts things; a value that is not a finite number becomes the minimum. */
export function clampToRange(value: number, range: NumberRange): number {
  if (!Number.isFinite(value)) return range.min;
  const inRange = Math.min(range.max, Math.max(range.min, value));
  return range.whole ? Math.round(inRange) : inRange;
}

/** The number a field's text stands for once it loses focus. */
export const clampText = (text: string, range: NumberRange): number => clampToRange(parseNumber(text), range);

/** What a field's text becomes when the field loses focus, and why it differs from what was typed. */
export function commitNumber(text: string, range: NumberRange): { value: number; adjustment: NumberAdjustment | null } {
  const parsed = parseNumber(text);
  const value = clampToRange(parsed, range);
  if (!Number.isFinite(parsed)) return { value, adjustment: 'notANumber' };
  if (value === range.min && parsed < range.min) return { value, adjustment: 'raisedToMin' };
  if (value === range.max && parsed > range.max) return { value, adjustment: 'loweredToMax' };
  if (value !== parsed) return { value, adjustment: 'roundedToWhole' };
  return { value, adjustment: null };
}
