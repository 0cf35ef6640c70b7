import { fromCallback, setup, type EventObject } from 'xstate';
import { unboundSensor } from '../not-provided';

export type SectionRevealEvent = { type: 'section.visible' } | { type: 'section.offscreen' };

/**
 * A landing section fades in the first time it scrolls into view and then stays put. It starts
 * `unmeasured`, shown as the prerendered page painted it, until the first look at the screen: a
 * section in view stays, one below the fold hides (unseen) and fades in when it is scrolled to.
 */
export const sectionRevealMachine = setup({
  types: { events: {} as SectionRevealEvent },
  actors: {
    /** Sends `section.visible` when a sliver of the section is on screen, `section.offscreen` when none is. */
    watchVisibility: fromCallback<EventObject>(unboundSensor),
  },
}).createMachine({
  id: 'sectionReveal',
  initial: 'watching',
  states: {
    watching: {
      invoke: { id: 'watchVisibility', src: 'watchVisibility' },
      initial: 'unmeasured',
      states: {
        unmeasured: { on: { 'section.offscreen': { target: 'hidden' } } },
        hidden: {},
      },
      on: { 'section.visible': { target: 'revealed' } },
    },
    revealed: { type: 'final' },
  },
});
