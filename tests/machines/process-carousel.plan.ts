import { processCarouselMachine } from '../../machines/process-carousel/process-carousel.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: processCarouselMachine,
  events: [
    { type: 'pointer.down', x: 100, scrollLeft: 0 },
    // 5 px is still a click; 6 px starts the drag.
    { type: 'pointer.move', x: 95 },
    { type: 'pointer.move', x: 94 },
    { type: 'pointer.up' },
    { type: 'pointer.cancel' },
    { type: 'track.scroll', step: 2 },
    { type: 'dot.select', step: 4 },
  ],
};
