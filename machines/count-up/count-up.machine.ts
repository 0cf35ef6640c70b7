import { setup } from 'xstate';

/** How long the testimonial figures take to count up (spec §9). */
export const countUpDurationMs = 2000;

/** Fast start, gentle landing: the figure settles on its value instead of stopping abruptly. */
export const easeOutCubic = (progress: number): number => 1 - (1 - clamp01(progress)) ** 3;

/** The figure shown `elapsedMs` into the count-up, rounded to whole units as the copy prints them. */
export const countUpValue = (target: number, elapsedMs: number, durationMs = countUpDurationMs): number =>
  Math.round(target * easeOutCubic(elapsedMs / durationMs));

function clamp01(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(1, value);
}

export type CountUpEvent = { type: 'stats.visible' } | { type: 'motion.reduce' };

/**
 * The testimonial figures count up once, the first time they are scrolled into view. The machine
 * owns when the count starts and ends; the frames in between are `countUpValue` of the elapsed time.
 * With reduced motion the figures skip straight to their values.
 */
export const countUpMachine = setup({
  types: { events: {} as CountUpEvent },
  delays: { countUp: countUpDurationMs },
}).createMachine({
  id: 'countUp',
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'stats.visible': { target: 'counting' },
        'motion.reduce': { target: 'finished' },
      },
    },
    counting: {
      tags: ['animating'],
      after: { countUp: { target: 'finished' } },
      on: { 'motion.reduce': { target: 'finished' } },
    },
    finished: { type: 'final' },
  },
});
