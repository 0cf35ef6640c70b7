import { setup } from 'xstate';

export type SectionRevealEvent = { type: 'section.visible' } | { type: 'section.offscreen' };

/**
 * A landing section fades in the first time it scrolls into view and then stays put. It starts
 * `unmeasured`, shown as the prerendered page painted it, until the first look at the screen: a
 * section in view stays, one below the fold hides (unseen) and fades in when it is scrolled to.
 */
export const sectionRevealMachine = setup({
  types: { events: {} as SectionRevealEvent },
}).createMachine({
  id: 'sectionReveal',
  initial: 'unmeasured',
  states: {
    unmeasured: {
      on: {
        'section.visible': { target: 'revealed' },
        'section.offscreen': { target: 'hidden' },
      },
    },
    hidden: { on: { 'section.visible': { target: 'revealed' } } },
    revealed: { type: 'final' },
  },
});
