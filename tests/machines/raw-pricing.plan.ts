import { rawPricingMachine } from '../../machines/raw-pricing/raw-pricing.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: rawPricingMachine,
  events: [
    { type: 'field.change', field: 'calls', value: '99999' },
    { type: 'field.change', field: 'aht', value: 'abc' },
    { type: 'field.blur', field: 'calls' },
    { type: 'field.blur', field: 'aht' },
    { type: 'pricing.calculate' },
    { type: 'pricing.back' },
  ],
};
