import { roiWizardMachine } from '../../machines/roi-wizard/roi-wizard.machine';
import type { MachinePathPlan } from '../support/machine-paths';

// Few, distinct samples: every extra value multiplies the contexts the graph walk visits.
const shared = { calls: 8_000, aht: 6, wage: 30 };

export const plan: MachinePathPlan = {
  machine: roiWizardMachine,
  events: [
    { type: 'field.type', field: 'calls', text: 'abc' },
    { type: 'field.commit', field: 'calls' },
    { type: 'field.slide', field: 'aht', value: 7.5 },
    { type: 'wizard.next' },
    { type: 'wizard.back' },
    { type: 'wizard.showVolume', inputs: shared },
    { type: 'wizard.showCosts', inputs: shared },
    { type: 'wizard.showResults', inputs: shared },
  ],
};
