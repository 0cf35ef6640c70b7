import { assign, setup } from 'xstate';

/** Clicks on the logo or brand name that open the admin login. */
export const secretClicks = 5;
/** The longest pause allowed between two clicks of the gesture. */
export const secretClickWindowMs = 2000;

export type SecretGestureEvent = { type: 'gesture.click' } | { type: 'route.change' };

/**
 * The hidden staff entry: five clicks on the logo or brand name, each within 2 s of the previous.
 * A pause or a navigation starts the count again.
 */
export const secretGestureMachine = setup({
  types: {
    context: {} as { clicks: number },
    events: {} as SecretGestureEvent,
  },
  actions: {
    countClick: assign({ clicks: ({ context }) => context.clicks + 1 }),
    resetClicks: assign({ clicks: 0 }),
    openAdminLogin: () => {},
  },
  guards: {
    completesGesture: ({ context }) => context.clicks + 1 >= secretClicks,
  },
  delays: { clickWindow: secretClickWindowMs },
}).createMachine({
  id: 'secretGesture',
  context: { clicks: 0 },
  initial: 'waiting',
  states: {
    waiting: {
      on: { 'gesture.click': { target: 'counting', actions: 'countClick' } },
    },
    counting: {
      after: { clickWindow: { target: 'waiting', actions: 'resetClicks' } },
      on: {
        'gesture.click': [
          { guard: 'completesGesture', target: 'waiting', actions: ['resetClicks', 'openAdminLogin'] },
          // Re-entering restarts the 2 s window from this click.
          { target: 'counting', reenter: true, actions: 'countClick' },
        ],
        'route.change': { target: 'waiting', actions: 'resetClicks' },
      },
    },
  },
});
