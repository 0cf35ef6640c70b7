import { videoAutoplayMachine } from '../../machines/video-autoplay/video-autoplay.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, type MachineSpec } from '../support/machine-spec';

// The video autoplays muted 500 ms after its section is at least 50% visible and stops when it leaves; nothing
// loads from the video host until it is near, never autoplay with reduced motion.
const reducedMotionAsked = (events: readonly { type: string }[]) => events.some((e) => e.type === 'motion.reduce');

export const spec: MachineSpec = {
  flow: 'video autoplay',
  always: [
    {
      requirement: 'the video listens for reduced motion and half visibility from the start',
      check: (step) =>
        step.event.type !== 'xstate.init' ||
        (effectsNamed(step.effects, 'watchReducedMotion').length === 1 &&
          effectsNamed(step.effects, 'watchHalfVisible').length === 1 &&
          effectsNamed(step.effects, 'watchNear').length === 1),
    },
    {
      requirement: 'a visitor who prefers reduced motion never gets autoplay',
      check: (step) =>
        !reducedMotionAsked(step.events) || (!step.snapshot.hasTag('autoplay') && !step.snapshot.matches('armed')),
    },
    {
      requirement: 'the video stops autoplaying when it leaves the view',
      check: (step) => step.event.type !== 'video.hidden' || !step.snapshot.hasTag('autoplay'),
    },
    {
      requirement: 'a half-visible video without reduced motion arms its autoplay',
      check: (step) =>
        step.event.type !== 'video.visible' || reducedMotionAsked(step.events) || step.snapshot.matches('armed'),
    },
  ],
  states: {
    far: [
      {
        requirement: 'nothing is requested from the video host until the section is near',
        check: (s) => !s.snapshot.hasTag('embedded'),
      },
    ],
    near: [
      {
        requirement: 'a near video is embedded without autoplay',
        check: (s) => s.snapshot.hasTag('embedded') && !s.snapshot.hasTag('autoplay'),
      },
    ],
    armed: [
      {
        requirement: 'a near video is embedded without autoplay',
        check: (s) => s.snapshot.hasTag('embedded') && !s.snapshot.hasTag('autoplay'),
      },
    ],
    playing: [
      {
        requirement: 'the video plays muted once autoplay starts',
        check: (s) => s.snapshot.hasTag('embedded') && s.snapshot.hasTag('autoplay'),
      },
    ],
  },
  timers: [
    {
      requirement: 'the video autoplays muted 500 ms after its section is half visible',
      from: 'armed',
      to: 'playing',
      ms: 500,
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: videoAutoplayMachine,
  spec,
  events: [{ type: 'video.near' }, { type: 'video.visible' }, { type: 'video.hidden' }, { type: 'motion.reduce' }],
  // Reduced motion asked for in each embedded state, then the video half visible again.
  scenarios: [
    [{ type: 'video.near' }, { type: 'motion.reduce' }, { type: 'video.visible' }],
    [{ type: 'video.visible' }, { type: 'motion.reduce' }, { type: 'video.visible' }],
    [
      { type: 'video.visible' },
      { type: 'xstate.after.autoplay.videoAutoplay.armed' },
      { type: 'motion.reduce' },
      { type: 'video.visible' },
    ],
  ],
};
