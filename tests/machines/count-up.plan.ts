import { countUpMachine } from '../../machines/count-up/count-up.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: countUpMachine,
  events: [{ type: 'stats.visible' }, { type: 'motion.reduce' }, { type: 'count.frame', elapsedMs: 1000 }],
};
