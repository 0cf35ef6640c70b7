import { sectionRevealMachine } from '../../machines/section-reveal/section-reveal.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, type MachineSpec } from '../support/machine-spec';

// Spec §4: sections fade in once.
export const spec: MachineSpec = {
  flow: 'section reveal',
  always: [
    {
      requirement: 'a section watches for itself coming into view from the start',
      check: (step) => step.event.type !== 'xstate.init' || effectsNamed(step.effects, 'watchVisibility').length === 1,
    },
  ],
  states: {
    hidden: [
      { requirement: 'a section is hidden until it scrolls into view', check: (s) => s.snapshot.status === 'active' },
    ],
    revealed: [
      {
        requirement: 'a section fades in once and then stays put',
        check: (s) => s.snapshot.status === 'done' && s.previous?.matches('hidden') === true,
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: sectionRevealMachine,
  spec,
  events: [{ type: 'section.visible' }],
};
