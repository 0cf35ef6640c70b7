import { countUpMachine } from '../../machines/count-up/count-up.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, payload, wasIn, type MachineSpec } from '../support/machine-spec';

// The testimonial figures animate once, with easing, over 2000 ms, when scrolled into view; with reduced motion
// they show their values at once.
export const spec: MachineSpec = {
  flow: 'count-up',
  always: [
    {
      requirement: 'the figures listen for reduced motion from the start, and wait to be seen',
      check: (step) =>
        step.event.type !== 'xstate.init' ||
        (effectsNamed(step.effects, 'watchReducedMotion').length === 1 &&
          effectsNamed(step.effects, 'watchVisibility').length === 1),
    },
    {
      requirement: 'with reduced motion the figures show their values at once',
      check: (step) => step.event.type !== 'motion.reduce' || step.snapshot.matches('finished'),
    },
  ],
  states: {
    waiting: [
      { requirement: 'the figures do not move before they are seen', check: (s) => !s.snapshot.hasTag('animating') },
    ],
    counting: [
      {
        requirement: 'the figures count up from when they are scrolled into view, following the frames',
        check: (step) => {
          if (!step.snapshot.hasTag('animating')) return false;
          if (step.event.type === 'stats.visible') {
            return step.snapshot.context.elapsedMs === 0 && effectsNamed(step.effects, 'watchFrames').length === 1;
          }
          return (
            step.event.type !== 'count.frame' ||
            step.snapshot.context.elapsedMs === payload<{ elapsedMs: number }>(step.event).elapsedMs
          );
        },
      },
    ],
    finished: [
      {
        requirement: 'the figures count up once and then stay',
        check: (step) => step.snapshot.status === 'done' && !step.snapshot.hasTag('animating'),
      },
      {
        requirement: 'the figures land once they are seen (never straight from waiting unless motion is reduced)',
        check: (step) => !wasIn(step, 'waiting') || step.event.type === 'motion.reduce',
      },
    ],
  },
  timers: [{ requirement: 'the figures count up over 2000 ms', from: 'counting', to: 'finished', ms: 2000 }],
};

export const plan: MachinePathPlan = {
  machine: countUpMachine,
  spec,
  events: [{ type: 'stats.visible' }, { type: 'motion.reduce' }, { type: 'count.frame', elapsedMs: 1000 }],
};
