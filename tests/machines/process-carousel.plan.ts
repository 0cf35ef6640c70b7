import { processCarouselMachine } from '../../machines/process-carousel/process-carousel.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  foldHistory,
  payload,
  same,
  wasIn,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Process card drag multiplier 2.5 and drag threshold 5 px; the dots follow the track's
// scrolling and a dot scrolls its step into view.
const press = (step: SpecStep) =>
  foldHistory(step, { x: 0, scrollLeft: 0 }, (last, event) =>
    event.type === 'pointer.down' ? payload<{ x: number; scrollLeft: number }>(event) : last,
  );

const scrolledTo = (step: SpecStep) => effectsNamed(step.effects, 'scrollTrackTo');

export const spec: MachineSpec = {
  flow: 'process carousel',
  always: [
    {
      requirement: 'the active dot follows the step the track has scrolled to',
      check: (step) =>
        step.snapshot.context.activeStep ===
        foldHistory(step, 0, (active, event) =>
          event.type === 'track.scroll' ? payload<{ step: number }>(event).step : active,
        ),
    },
    {
      requirement: 'a press that travels 5 px or less is still a click: the track does not move',
      check: (step) =>
        step.event.type !== 'pointer.move' ||
        !wasIn(step, 'pressed') ||
        Math.abs(payload<{ x: number }>(step.event).x - press(step).x) > 5 ||
        (step.snapshot.matches('pressed') && scrolledTo(step).length === 0),
    },
    {
      requirement: 'a drag scrolls the track 2.5 px per pixel moved, against the pointer, once past 5 px',
      check: (step) => {
        if (step.event.type !== 'pointer.move' || !wasIn(step, 'pressed', 'dragging')) return true;
        const { x } = payload<{ x: number }>(step.event);
        const start = press(step);
        if (wasIn(step, 'pressed') && Math.abs(x - start.x) <= 5) return true;
        const left = start.scrollLeft - (x - start.x) * 2.5;
        return (
          step.snapshot.matches('dragging') &&
          scrolledTo(step).length === 1 &&
          same(scrolledTo(step)[0]?.input, { left })
        );
      },
    },
    {
      requirement: 'releasing or losing the pointer ends the press or drag',
      check: (step) => !['pointer.up', 'pointer.cancel'].includes(step.event.type) || step.snapshot.matches('idle'),
    },
    {
      requirement: 'a dot scrolls its step into view',
      check: (step) =>
        step.event.type !== 'dot.select' ||
        !wasIn(step, 'idle') ||
        same(
          effectsNamed(step.effects, 'scrollToStep').map((effect) => effect.input),
          [{ step: payload<{ step: number }>(step.event).step }],
        ),
    },
    {
      requirement: 'a press starts from where the pointer went down',
      check: (step) => step.event.type !== 'pointer.down' || !wasIn(step, 'idle') || step.snapshot.matches('pressed'),
    },
  ],
  states: {
    idle: [
      {
        requirement: 'nothing is held at rest',
        check: (s) => !s.snapshot.hasTag('held') && !s.snapshot.hasTag('dragging'),
      },
    ],
    pressed: [
      {
        requirement: 'a press holds the track but is no drag yet',
        check: (s) => s.snapshot.hasTag('held') && !s.snapshot.hasTag('dragging'),
      },
    ],
    dragging: [
      {
        requirement: 'a drag holds the track and shows it is dragging',
        check: (s) => s.snapshot.hasTag('held') && s.snapshot.hasTag('dragging'),
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: processCarouselMachine,
  spec,
  events: [
    { type: 'pointer.down', x: 100, scrollLeft: 40 },
    // 5 px is still a click; 6 px starts the drag.
    { type: 'pointer.move', x: 95 },
    { type: 'pointer.move', x: 94 },
    { type: 'pointer.move', x: 106 },
    { type: 'pointer.up' },
    { type: 'pointer.cancel' },
    { type: 'track.scroll', step: 2 },
    { type: 'dot.select', step: 4 },
  ],
  // The track reports its scroll in every state; a dot works at rest.
  scenarios: [
    [
      { type: 'track.scroll', step: 2 },
      { type: 'dot.select', step: 4 },
    ],
    // Below the threshold: 3 px of travel is a click too.
    [{ type: 'pointer.down', x: 100, scrollLeft: 40 }, { type: 'pointer.move', x: 97 }, { type: 'pointer.up' }],
    [
      { type: 'pointer.down', x: 100, scrollLeft: 40 },
      { type: 'track.scroll', step: 3 },
      { type: 'pointer.move', x: 94 },
      { type: 'track.scroll', step: 1 },
      { type: 'pointer.up' },
    ],
  ],
};
