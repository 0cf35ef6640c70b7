import { assertEvent, assign, setup } from 'xstate';

/** A press must travel further than this before it becomes a drag, so clicks stay clicks. */
export const dragThresholdPx = 5;
/** Each pixel dragged scrolls the track this far, so a short flick crosses a card. */
export const dragMultiplier = 2.5;

export const exceedsDragThreshold = (startX: number, x: number): boolean => Math.abs(x - startX) > dragThresholdPx;

/** Where the track should be while dragging: content follows the pointer, amplified. */
export const dragScrollLeft = (startScroll: number, startX: number, x: number): number =>
  startScroll - (x - startX) * dragMultiplier;

/** The step whose snap position (`stops[i]`, a scrollLeft) is closest to where the track is. */
export const nearestStep = (stops: readonly number[], scrollLeft: number): number =>
  stops.reduce(
    (best, stop, index) => (Math.abs(stop - scrollLeft) < Math.abs((stops[best] ?? 0) - scrollLeft) ? index : best),
    0,
  );

export type ProcessCarouselEvent =
  | { type: 'pointer.down'; x: number; scrollLeft: number }
  | { type: 'pointer.move'; x: number }
  | { type: 'pointer.up' }
  | { type: 'pointer.cancel' }
  | { type: 'track.scroll'; step: number }
  | { type: 'dot.select'; step: number };

type Context = { startX: number; startScroll: number; activeStep: number };

/**
 * The five-step process carousel. Mouse drags scroll the track (after a 5 px threshold, at 2.5×);
 * wheel, trackpad, touch and keyboard use the browser's own scrolling, which reports back as
 * `track.scroll`; a dot scrolls its step into view.
 */
export const processCarouselMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ProcessCarouselEvent,
  },
  actions: {
    rememberPress: assign(({ event }) => {
      assertEvent(event, 'pointer.down');
      return { startX: event.x, startScroll: event.scrollLeft };
    }),
    followScroll: assign({
      activeStep: ({ event }) => {
        assertEvent(event, 'track.scroll');
        return event.step;
      },
    }),
    scrollTrackTo: (_, _params: { left: number }) => {},
    scrollToStep: (_, _params: { step: number }) => {},
  },
  guards: {
    pastThreshold: ({ context, event }) => {
      assertEvent(event, 'pointer.move');
      return exceedsDragThreshold(context.startX, event.x);
    },
  },
}).createMachine({
  id: 'processCarousel',
  context: { startX: 0, startScroll: 0, activeStep: 0 },
  initial: 'idle',
  on: {
    'track.scroll': { actions: 'followScroll' },
  },
  states: {
    idle: {
      on: {
        'pointer.down': { target: 'pressed', actions: 'rememberPress' },
        'dot.select': {
          actions: { type: 'scrollToStep', params: ({ event }) => ({ step: event.step }) },
        },
      },
    },
    pressed: {
      tags: ['held'],
      on: {
        'pointer.move': {
          guard: 'pastThreshold',
          target: 'dragging',
          actions: {
            type: 'scrollTrackTo',
            params: ({ context, event }) => ({ left: dragScrollLeft(context.startScroll, context.startX, event.x) }),
          },
        },
        'pointer.up': { target: 'idle' },
        'pointer.cancel': { target: 'idle' },
      },
    },
    dragging: {
      tags: ['held', 'dragging'],
      on: {
        'pointer.move': {
          actions: {
            type: 'scrollTrackTo',
            params: ({ context, event }) => ({ left: dragScrollLeft(context.startScroll, context.startX, event.x) }),
          },
        },
        'pointer.up': { target: 'idle' },
        'pointer.cancel': { target: 'idle' },
      },
    },
  },
});
