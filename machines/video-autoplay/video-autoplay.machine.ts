import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { unboundSensor } from '../not-provided';

/** How long the video must stay at least half visible before it starts. */
export const autoplayDelayMs = 500;

/** The privacy-enhanced embed: no cookies until the visitor plays the video. */
export const videoEmbedSrc = (videoId: string, autoplay: boolean): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0&playsinline=1${autoplay ? '&autoplay=1&mute=1' : ''}`;

export type VideoAutoplayEvent =
  { type: 'video.near' } | { type: 'video.visible' } | { type: 'video.hidden' } | { type: 'motion.reduce' };

/**
 * The explainer video. Nothing is requested from the video host until the section is near
 * (`far` renders a poster only); once at least half of it has been visible for 500 ms it plays
 * muted, and leaving the view (or asking for reduced motion) reloads it without autoplay, which stops it.
 */
export const videoAutoplayMachine = setup({
  types: {
    context: {} as { autoplayAllowed: boolean },
    events: {} as VideoAutoplayEvent,
  },
  actors: {
    /** Sends `motion.reduce` when the visitor prefers reduced motion, at once and on a later switch. */
    watchReducedMotion: fromCallback<EventObject>(unboundSensor),
    /** Sends `video.near` once the player's frame reaches the screen. */
    watchNear: fromCallback<EventObject>(unboundSensor),
    /** Sends `video.visible` / `video.hidden` as at least half of the player comes into and leaves view. */
    watchHalfVisible: fromCallback<EventObject>(unboundSensor),
  },
  actions: {
    forbidAutoplay: assign({ autoplayAllowed: false }),
  },
  guards: {
    autoplayAllowed: ({ context }) => context.autoplayAllowed,
  },
  delays: { autoplay: autoplayDelayMs },
}).createMachine({
  id: 'videoAutoplay',
  context: { autoplayAllowed: true },
  invoke: [
    { id: 'watchReducedMotion', src: 'watchReducedMotion' },
    { id: 'watchHalfVisible', src: 'watchHalfVisible' },
  ],
  initial: 'far',
  states: {
    far: {
      invoke: { id: 'watchNear', src: 'watchNear' },
      on: {
        'video.near': { target: 'near' },
        'video.visible': [{ guard: 'autoplayAllowed', target: 'armed' }, { target: 'near' }],
        'motion.reduce': { actions: 'forbidAutoplay' },
      },
    },
    near: {
      tags: ['embedded'],
      on: {
        'video.visible': { guard: 'autoplayAllowed', target: 'armed' },
        'motion.reduce': { actions: 'forbidAutoplay' },
      },
    },
    armed: {
      tags: ['embedded'],
      after: { autoplay: { target: 'playing' } },
      on: {
        'video.hidden': { target: 'near' },
        'motion.reduce': { target: 'near', actions: 'forbidAutoplay' },
      },
    },
    playing: {
      tags: ['embedded', 'autoplay'],
      on: {
        'video.hidden': { target: 'near' },
        'motion.reduce': { target: 'near', actions: 'forbidAutoplay' },
      },
    },
  },
});
