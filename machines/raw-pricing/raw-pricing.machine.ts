import { assign, setup, type ActorRefFrom } from 'xstate';
import { clampText } from '../pricing/number-input';
import { ahtRange, callsRange, rawPricing, type RawPricingRange, type RawPricingResult } from './raw-pricing.model';

export type RawPricingField = 'calls' | 'aht';

export type RawPricingEvent =
  | { type: 'field.change'; field: RawPricingField; value: string }
  | { type: 'field.blur'; field: RawPricingField }
  | { type: 'pricing.calculate' }
  | { type: 'pricing.back' };

/** What each box shows: the text as typed until it loses focus, then the clamped number. */
type RawPricingContext = { calls: string; aht: string };

export const rangeOf: Record<RawPricingField, RawPricingRange> = { calls: callsRange, aht: ahtRange };

export const rawPricingInputs = (context: RawPricingContext) => ({
  calls: clampText(context.calls, callsRange),
  aht: clampText(context.aht, ahtRange),
});

export const rawPricingResult = (context: RawPricingContext): RawPricingResult => rawPricing(rawPricingInputs(context));

/** The internal runtime-cost calculator: inputs, then results; Back keeps the inputs. */
export const rawPricingMachine = setup({
  types: {
    context: {} as RawPricingContext,
    events: {} as RawPricingEvent,
  },
  actions: {
    clampAll: assign(({ context }) => {
      const inputs = rawPricingInputs(context);
      return { calls: String(inputs.calls), aht: String(inputs.aht) };
    }),
  },
}).createMachine({
  id: 'rawPricing',
  context: { calls: String(callsRange.initial), aht: String(ahtRange.initial) },
  initial: 'inputs',
  states: {
    inputs: {
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        'field.blur': {
          actions: assign(({ context, event }) => ({
            [event.field]: String(clampText(context[event.field], rangeOf[event.field])),
          })),
        },
        // Enter submits without a blur, so the inputs are clamped here as well.
        'pricing.calculate': { target: 'results', actions: 'clampAll' },
      },
    },
    results: {
      on: { 'pricing.back': { target: 'inputs' } },
    },
  },
});

export type RawPricingActor = ActorRefFrom<typeof rawPricingMachine>;
