import type { SectionRevealEvent } from '../../machines/section-reveal/section-reveal.machine';
import { intersectionSensor } from './page-sensors';

/** Binds the reveal to the section's element: a tenth of it on screen counts as seen. */
export const sectionRevealActors = (sectionId: string) => ({
  watchVisibility: intersectionSensor<SectionRevealEvent>(
    sectionId,
    (entry) => (entry.isIntersecting ? { type: 'section.visible' } : null),
    {
      threshold: 0.1,
    },
  ),
});
