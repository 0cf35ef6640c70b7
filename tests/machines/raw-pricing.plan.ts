import { rawPricingMachine, rawPricingResult } from '../../machines/raw-pricing/raw-pricing.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { foldHistory, payload, same, type MachineSpec, type SpecStep } from '../support/machine-spec';
import { rangeEdges } from '../support/range-edges';

// Calls 1,000–50,000 (default 1,200), AHT 2–15 minutes (default 3); non-finite values
// become the minimum; clamped on blur (and on Calculate, which Enter sends without a blur); AI minutes =
// calls × AHT × 0.8, runtime 0.12 $ a minute, platform fee 0; Back returns to the inputs.
const ranges = { calls: { min: 1000, max: 50_000 }, aht: { min: 2, max: 15 } };
type Field = keyof typeof ranges;
type Texts = Record<Field, string>;

const clamp = (text: string, field: Field) => {
  const value = Number(text);
  const { min, max } = ranges[field];
  return String(text.trim() === '' || !Number.isFinite(value) ? min : Math.min(max, Math.max(min, value)));
};

const shown = (step: SpecStep) =>
  foldHistory<Texts>(step, { calls: '1200', aht: '3' }, (texts, event, before) => {
    if (!before?.matches('inputs')) return texts;
    if (event.type === 'field.change') {
      const { field, value } = payload<{ field: Field; value: string }>(event);
      return { ...texts, [field]: value };
    }
    if (event.type === 'field.blur') {
      const { field } = payload<{ field: Field }>(event);
      return { ...texts, [field]: clamp(texts[field], field) };
    }
    if (event.type === 'pricing.calculate') return { calls: clamp(texts.calls, 'calls'), aht: clamp(texts.aht, 'aht') };
    return texts;
  });

export const spec: MachineSpec = {
  flow: 'raw pricing',
  always: [
    {
      requirement:
        'each box shows what was typed until it loses focus, then the number clamped to its range (1,000–50,000 calls, 2–15 minutes, not a number → the minimum)',
      check: (step) => same(step.snapshot.context, shown(step)),
    },
    {
      requirement: 'Calculate shows the results and Back returns to the inputs',
      check: (step) =>
        (step.event.type !== 'pricing.calculate' || step.snapshot.matches('results')) &&
        (step.event.type !== 'pricing.back' || step.snapshot.matches('inputs')),
    },
  ],
  states: {
    results: [
      {
        requirement: 'the results price calls × AHT × 0.8 AI minutes at 0.12 $ each, with no platform fee',
        check: (step) => {
          const calls = Number(step.snapshot.context.calls);
          const aht = Number(step.snapshot.context.aht);
          const aiMinutes = calls * aht * 0.8;
          const runtimeCost = aiMinutes * 0.12;
          return same(rawPricingResult(step.snapshot.context), {
            aiMinutes,
            runtimeCost,
            platformFee: 0,
            monthlyTotal: runtimeCost,
          });
        },
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: rawPricingMachine,
  spec,
  events: [
    { type: 'field.change', field: 'calls', value: '99999' },
    { type: 'field.change', field: 'calls', value: '500' },
    { type: 'field.change', field: 'aht', value: 'abc' },
    { type: 'field.change', field: 'aht', value: '20' },
    { type: 'field.blur', field: 'calls' },
    { type: 'field.blur', field: 'aht' },
    { type: 'pricing.calculate' },
    { type: 'pricing.back' },
  ],
  // Calculate then Back, and a scroll of the steps, whatever the paths merged.
  scenarios: [
    [{ type: 'field.change', field: 'calls', value: '99999' }, { type: 'pricing.calculate' }, { type: 'pricing.back' }],
    // Each box just below, at and just above both ends of its range, then left (its smallest steps: 1 call, 0.1 min).
    ...(['calls', 'aht'] as const).map((field) =>
      rangeEdges(ranges[field], field === 'calls' ? 1 : 0.1).flatMap((value) => [
        { type: 'field.change', field, value: String(Number(value.toFixed(1))) },
        { type: 'field.blur', field },
      ]),
    ),
  ],
};
