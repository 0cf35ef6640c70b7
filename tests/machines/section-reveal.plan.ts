import { sectionRevealMachine } from '../../machines/section-reveal/section-reveal.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, wasIn, type MachineSpec } from '../support/machine-spec';

// Sections fade in once. The prerendered page paints every section; on the first look a
// section in view stays as painted, one below the fold hides and fades in when it is scrolled to.
export const spec: MachineSpec = {
  flow: 'section reveal',
  always: [
    {
      requirement: 'a section watches for itself coming into view from the start',
      check: (step) => step.event.type !== 'xstate.init' || effectsNamed(step.effects, 'watchVisibility').length === 1,
    },
    {
      requirement: 'a section shows as the prerendered page painted it until the first look at the screen',
      check: (step) => step.event.type !== 'xstate.init' || step.snapshot.matches('watching.unmeasured'),
    },
    {
      requirement: 'a section below the fold on the first look hides until it is scrolled to',
      check: (step) =>
        step.event.type !== 'section.offscreen' || !wasIn(step, 'watching') || step.snapshot.matches('watching.hidden'),
    },
  ],
  states: {
    revealed: [
      {
        requirement: 'a section fades in once it is seen and then stays put',
        check: (s) => s.snapshot.status === 'done' && s.event.type === 'section.visible',
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: sectionRevealMachine,
  spec,
  events: [{ type: 'section.visible' }, { type: 'section.offscreen' }],
};
