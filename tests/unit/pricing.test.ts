import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { rawPricingMachine, type RawPricingField } from '../../machines/raw-pricing/raw-pricing.machine';
import { rawPricing } from '../../machines/raw-pricing/raw-pricing.model';
import { computeRoi } from '../../machines/roi-wizard/roi-model';
import { roiWizardMachine } from '../../machines/roi-wizard/roi-wizard.machine';

/** What the raw-pricing box shows after `text` is typed and the box loses focus. */
function rawBoxAfterBlur(field: RawPricingField, text: string): string {
  const actor = createActor(rawPricingMachine).start();
  actor.send({ type: 'field.change', field, value: text });
  actor.send({ type: 'field.blur', field });
  return actor.getSnapshot().context[field];
}

/** What the ROI wizard commits for `text` typed into the calls box (the address it asks for, which the router gives). */
function roiCallsAfterBlur(text: string): number {
  const actor = createActor(
    roiWizardMachine.provide({
      actions: { navigate: (_, { step, inputs }) => actor.send({ type: 'address.set', step, inputs }) },
    }),
  ).start();
  actor.send({ type: 'field.type', field: 'calls', text });
  actor.send({ type: 'field.commit', field: 'calls' });
  return actor.getSnapshot().context.inputs.calls;
}

describe('one pricing model for both calculators', () => {
  it('prices the AI minutes and their runtime the same on the ROI page and in raw pricing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 20_000 }),
        fc.double({ min: 2, max: 15, noNaN: true }),
        fc.double({ min: 8, max: 120, noNaN: true }),
        (calls, aht, wage) => {
          const roi = computeRoi({ calls, aht, wage });
          const raw = rawPricing({ calls, aht });
          expect(roi.aiRuntimeMonthly).toBe(raw.runtimeCost);
          expect(roi.hoursFreedMonthly * 60).toBeCloseTo(raw.aiMinutes, 6);
        },
      ),
    );
  });

  it.each([
    ['12,500', '12500', 12_500],
    ['$1,200', '1200', 1_200],
    [' 4 950 ', '4950', 4_950],
    ['1e4', '1000', 1_000],
    ['0x10', '1000', 1_000],
    ['lots', '1000', 1_000],
  ])('both calculators read %j typed into the calls box the same way', (typed, rawShown, roiCommitted) => {
    expect(rawBoxAfterBlur('calls', typed)).toBe(rawShown);
    expect(roiCallsAfterBlur(typed)).toBe(roiCommitted);
  });
});
