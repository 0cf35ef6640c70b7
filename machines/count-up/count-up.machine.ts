import { assertEvent, assign, fromCallback, setup, type EventObject } from 'xstate';
import { unboundSensor } from '../not-provided';

/** How long the testimonial figures take to count up. */
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

export type CountUpEvent =
  { type: 'stats.visible' } | { type: 'motion.reduce' } | { type: 'count.frame'; elapsedMs: number };

/**
 * The testimonial figures count up once, the first time they are scrolled into view. The machine
 * owns when the count starts and ends; each frame in between shows `countUpValue` of the elapsed time.
 * With reduced motion the figures skip straight to their values.
 */
export const countUpMachine = setup({
  types: { context: {} as { elapsedMs: number }, events: {} as CountUpEvent },
  actors: {
    /** Sends `motion.reduce` when the visitor prefers reduced motion, at once and on a later switch. */
    watchReducedMotion: fromCallback<EventObject>(unboundSensor),
    /** Sends `stats.visible` once half of the figures are on screen. */
    watchVisibility: fromCallback<EventObject>(unboundSensor),
    /** Sends `count.frame` with the time since counting began, once per animation frame. */
    watchFrames: fromCallback<EventObject>(unboundSensor),
  },
  actions: {
    showFrame: assign({
      elapsedMs: ({ event }) => {
        assertEvent(event, 'count.frame');
        return event.elapsedMs;
      },
    }),
  },
  delays: { countUp: countUpDurationMs },
}).createMachine({
  id: 'countUp',
  context: { elapsedMs: 0 },
  invoke: { id: 'watchReducedMotion', src: 'watchReducedMotion' },
  initial: 'waiting',
  states: {
    waiting: {
      invoke: { id: 'watchVisibility', src: 'watchVisibility' },
      on: {
        'stats.visible': { target: 'counting' },
        'motion.reduce': { target: 'finished' },
      },
    },
    counting: {
      tags: ['animating'],
      invoke: { id: 'watchFrames', src: 'watchFrames' },
      after: { countUp: { target: 'finished' } },
      on: {
        'count.frame': { actions: 'showFrame' },
        'motion.reduce': { target: 'finished' },
      },
    },
    finished: { type: 'final' },
  },
});
