import type { SectionRevealEvent } from '../../machines/section-reveal/section-reveal.machine';
import { intersectionSensor } from './page-sensors';

/** Binds the reveal to the section's element: a tenth of it on screen counts as seen, none as off screen. */
export const sectionRevealActors = (sectionId: string) => ({
  watchVisibility: intersectionSensor<SectionRevealEvent>(
    sectionId,
    (entry) => ({ type: entry.isIntersecting ? 'section.visible' : 'section.offscreen' }),
    {
      threshold: 0.1,
    },
  ),
});
