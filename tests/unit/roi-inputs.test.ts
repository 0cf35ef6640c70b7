import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumber, typingValue } from '../../machines/pricing/number-input';
import { clampValue, commitText, roiFields, roiLimits } from '../../machines/roi-wizard/roi-inputs';
import { roiInputsSummary } from '../../src/content/roi';

const field = fc.constantFrom(...roiFields);
/** Text with no digits at all, so it can never read as a number. */
const nonNumeric = fc.string().filter((text) => !/\d/.test(text));

describe('ROI input clamping', () => {
  it('keeps any number inside its field range once the field loses focus', () => {
    fc.assert(
      fc.property(field, fc.double(), (f, value) => {
        const clamped = clampValue(f, value);
        expect(clamped).toBeGreaterThanOrEqual(roiLimits[f].min);
        expect(clamped).toBeLessThanOrEqual(roiLimits[f].max);
      }),
    );
  });

  it('keeps any text inside its field range once the field loses focus', () => {
    fc.assert(
      fc.property(field, fc.string(), (f, text) => {
        const { value } = commitText(f, text);
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(roiLimits[f].min);
        expect(value).toBeLessThanOrEqual(roiLimits[f].max);
      }),
    );
  });

  it('leaves a number already in range unchanged (a whole one where the field counts calls)', () => {
    fc.assert(
      fc.property(
        field.chain((f) =>
          fc.tuple(
            fc.constant(f),
            roiLimits[f].whole
              ? fc.integer({ min: roiLimits[f].min, max: roiLimits[f].max })
              : fc.double({ min: roiLimits[f].min, max: roiLimits[f].max, noNaN: true }),
          ),
        ),
        ([f, value]) => {
          expect(clampValue(f, value)).toBe(value);
          expect(commitText(f, String(value))).toEqual({ value, adjustment: null });
        },
      ),
    );
  });

  it('raises numbers below the range to the minimum and lowers numbers above it to the maximum', () => {
    fc.assert(
      fc.property(field, fc.double({ min: 0, max: 1e9, noNaN: true }), (f, offset) => {
        const { min, max } = roiLimits[f];
        fc.pre(offset > 0);
        expect(clampValue(f, min - offset)).toBe(min);
        expect(clampValue(f, max + offset)).toBe(max);
      }),
    );
  });

  it('falls back to the minimum for non-numeric text on blur, and says so', () => {
    fc.assert(
      fc.property(field, nonNumeric, (f, text) => {
        expect(commitText(f, text)).toEqual({ value: roiLimits[f].min, adjustment: 'notANumber' });
      }),
    );
  });

  it('reads non-numeric text as 0 while typing', () => {
    fc.assert(
      fc.property(nonNumeric, (text) => {
        expect(typingValue(text)).toBe(0);
      }),
    );
  });

  it('reads whole and decimal numbers while typing, before any clamping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(typingValue(text)).toBe(Number(text));
      }),
    );
  });

  it.each([
    ['2,500', 2500],
    [' 3.5 ', 3.5],
    ['$22', 22],
    ['.5', 0.5],
    ['.25', 0.25],
    ['7.', 7],
    ['-40', -40],
    ['1e4', NaN],
    ['0x10', NaN],
    ['12abc', NaN],
    ['12$', NaN],
    ['', NaN],
    ['Infinity', NaN],
  ])('parses %j as %d', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it.each([
    ['calls', '500', 1_000, 'raisedToMin'],
    ['calls', '25,000', 20_000, 'loweredToMax'],
    ['calls', '12345', 12_345, null],
    ['aht', '1.5', 2, 'raisedToMin'],
    ['aht', '45', 30, 'loweredToMax'],
    ['aht', 'four', 2, 'notANumber'],
    ['wage', '200', 120, 'loweredToMax'],
    ['wage', '$7.25', 8, 'raisedToMin'],
    ['wage', '', 8, 'notANumber'],
  ] as const)('%s: %j becomes %d (%s)', (f, text, value, adjustment) => {
    expect(commitText(f, text)).toEqual({ value, adjustment });
  });
});

describe('ROI calls are whole', () => {
  it('rounds fractional calls to whole calls once the field loses focus, and says so', () => {
    expect(commitText('calls', '5000.5')).toEqual({ value: 5001, adjustment: 'roundedToWhole' });
    expect(commitText('calls', '5000.4')).toEqual({ value: 5000, adjustment: 'roundedToWhole' });
    expect(commitText('calls', '5000')).toEqual({ value: 5000, adjustment: null });
  });

  it('reads fractional calls in a shared link as whole calls', () => {
    expect(clampValue('calls', 5000.5)).toBe(5001);
    expect(roiInputsSummary({ calls: clampValue('calls', 5000.5), aht: 4, wage: 22 })).toMatch(
      /^For 5,001 calls a month/,
    );
  });

  it('keeps decimal minutes and wages as typed', () => {
    expect(commitText('aht', '4.5')).toEqual({ value: 4.5, adjustment: null });
    expect(commitText('wage', '22.5')).toEqual({ value: 22.5, adjustment: null });
  });
});
