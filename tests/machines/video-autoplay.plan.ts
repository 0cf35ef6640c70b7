import { videoAutoplayMachine } from '../../machines/video-autoplay/video-autoplay.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: videoAutoplayMachine,
  events: [{ type: 'video.near' }, { type: 'video.visible' }, { type: 'video.hidden' }, { type: 'motion.reduce' }],
};
