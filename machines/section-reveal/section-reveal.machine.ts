import { setup } from 'xstate';

export type SectionRevealEvent = { type: 'section.visible' };

/** A landing section fades in the first time it scrolls into view and then stays put. */
export const sectionRevealMachine = setup({
  types: { events: {} as SectionRevealEvent },
}).createMachine({
  id: 'sectionReveal',
  initial: 'hidden',
  states: {
    hidden: { on: { 'section.visible': { target: 'revealed' } } },
    revealed: { type: 'final' },
  },
});
