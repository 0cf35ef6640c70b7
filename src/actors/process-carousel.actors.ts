import { nearestStep } from '../../machines/process-carousel/process-carousel.machine';
import { scrollBehavior } from '../lib/reduced-motion';

/** The carousel's track, found by id so the effects stay valid across renders. */
export const processTrackId = 'process-track';

const findTrack = () => document.getElementById(processTrackId);
const cardsOf = (track: HTMLElement) => [...track.querySelectorAll<HTMLElement>('[data-step]')];
/** The track's scroll position that puts `card` in its middle (the snap point of every card). */
const centeredScrollLeft = (track: HTMLElement, card: HTMLElement) =>
  card.offsetLeft + card.offsetWidth / 2 - track.clientWidth / 2;

/** The step centred in the track where it has scrolled to, for the `track.scroll` event. */
export const centredStep = (track: HTMLElement): number =>
  nearestStep(
    cardsOf(track).map((card) => centeredScrollLeft(track, card)),
    track.scrollLeft,
  );

/** Binds the carousel's scroll effects to the track element. */
export const processCarouselImplementations = {
  actions: {
    scrollTrackTo: (_: unknown, { left }: { left: number }) => {
      const track = findTrack();
      if (track) track.scrollLeft = left;
    },
    scrollToStep: (_: unknown, { step }: { step: number }) => {
      const track = findTrack();
      if (!track) return;
      const card = cardsOf(track)[step];
      if (!card) return;
      track.scrollTo({ left: centeredScrollLeft(track, card), behavior: scrollBehavior() });
    },
  },
};
