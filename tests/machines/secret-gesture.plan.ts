import { secretGestureMachine } from '../../machines/secret-gesture/secret-gesture.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, foldHistory, type MachineSpec, type SpecStep } from '../support/machine-spec';

// The secret gesture is 5 clicks with a 2000 ms reset; a navigation starts it again.
const clicksToOpen = 5;

/** Clicks counted toward the gesture, and whether this step completed it. */
function gesture(step: SpecStep) {
  return foldHistory(step, { clicks: 0, opened: false }, ({ clicks }, event, before) => {
    if (event.type === 'gesture.click') {
      return clicks + 1 >= clicksToOpen ? { clicks: 0, opened: true } : { clicks: clicks + 1, opened: false };
    }
    const pausedOrLeft = event.type === 'route.change' || (event.type.startsWith('xstate.after.') && before);
    return { clicks: pausedOrLeft ? 0 : clicks, opened: false };
  });
}

export const spec: MachineSpec = {
  flow: 'secret gesture',
  always: [
    {
      requirement: 'five clicks, each within 2 s of the previous, open the admin login, once',
      check: (step) => effectsNamed(step.effects, 'openAdminLogin').length === (gesture(step).opened ? 1 : 0),
    },
    {
      requirement: 'each click counts toward the five; a navigation starts the count again',
      check: (step) => step.snapshot.context.clicks === gesture(step).clicks,
    },
  ],
  timers: [
    {
      requirement: 'a pause of 2000 ms after a click starts the count again',
      from: 'counting',
      to: 'waiting',
      ms: 2000,
      then: (step) => step.snapshot.context.clicks === 0,
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: secretGestureMachine,
  spec,
  events: [{ type: 'gesture.click' }, { type: 'route.change' }],
};
