import { fromCallback, setup, type EventObject } from 'xstate';
import { unboundSensor } from '../not-provided';

export type SectionRevealEvent = { type: 'section.visible' };

/** A landing section fades in the first time it scrolls into view and then stays put. */
export const sectionRevealMachine = setup({
  types: { events: {} as SectionRevealEvent },
  actors: {
    /** Sends `section.visible` when a sliver of the section is on screen. */
    watchVisibility: fromCallback<EventObject>(unboundSensor),
  },
}).createMachine({
  id: 'sectionReveal',
  initial: 'hidden',
  states: {
    hidden: {
      invoke: { id: 'watchVisibility', src: 'watchVisibility' },
      on: { 'section.visible': { target: 'revealed' } },
    },
    revealed: { type: 'final' },
  },
});
