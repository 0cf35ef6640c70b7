import { secretGestureMachine } from '../../machines/secret-gesture/secret-gesture.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: secretGestureMachine,
  events: [{ type: 'gesture.click' }, { type: 'route.change' }],
};
