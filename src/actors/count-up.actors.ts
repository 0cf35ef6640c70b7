import type { CountUpEvent } from '../../machines/count-up/count-up.machine';
import { frameSensor, intersectionSensor, reducedMotionSensor } from './page-sensors';

/** Binds the count-up to the figures' element, the motion preference and the browser's animation frames. */
export const countUpActors = (figuresId: string) => ({
  watchReducedMotion: reducedMotionSensor<CountUpEvent>({ type: 'motion.reduce' }),
  watchVisibility: intersectionSensor<CountUpEvent>(
    figuresId,
    (entry) => (entry.isIntersecting ? { type: 'stats.visible' } : null),
    { threshold: 0.5 },
  ),
  watchFrames: frameSensor<CountUpEvent>((elapsedMs) => ({ type: 'count.frame', elapsedMs })),
});
