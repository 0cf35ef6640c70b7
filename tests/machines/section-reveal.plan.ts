import { sectionRevealMachine } from '../../machines/section-reveal/section-reveal.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: sectionRevealMachine,
  events: [{ type: 'section.visible' }, { type: 'section.offscreen' }],
};
