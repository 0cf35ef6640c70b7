import { copyLinkMachine } from '../../machines/copy-link/copy-link.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, entered, payload, same, type MachineSpec, type SpecStep } from '../support/machine-spec';

const link = { type: 'link.copy', id: 'page-1', url: 'https://example.com/ai-phone-caller/acme-dental' };

// Issue 11: `Copy link` puts the page's link on the clipboard with a visible "Copied" confirmation, beside the link
// that was copied; bad luck (a refused clipboard) gets a clear message.
const context = (step: SpecStep) => step.snapshot.context as { id: string | null; error: string | null };
const lastCopy = (step: SpecStep) =>
  [...step.events].reverse().find((event) => event.type === 'link.copy') as typeof link | undefined;

export const spec: MachineSpec = {
  flow: 'copy link',
  always: [
    {
      requirement: "Copy link puts that page's link on the clipboard, once per click",
      check: (step) =>
        step.event.type !== 'link.copy' ||
        same(
          effectsNamed(step.effects, 'writeClipboard').map((effect) => effect.input),
          [{ url: payload<typeof link>(step.event).url }],
        ),
    },
    {
      requirement: 'a clipboard that refuses says to copy the link by hand and shows no Copied',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.writeClipboard' ||
        (!step.snapshot.hasTag('copied') &&
          context(step).id === null &&
          context(step).error === 'Could not copy the link. Select it and copy it yourself.'),
    },
    {
      requirement: 'a new copy clears the last message',
      check: (step) => step.event.type !== 'link.copy' || context(step).error === null,
    },
  ],
  tags: {
    copied: [
      {
        requirement: 'Copied shows beside the link that was copied',
        check: (step) => context(step).id === lastCopy(step)?.id && context(step).error === null,
      },
    ],
  },
  states: {
    idle: [
      {
        requirement: 'no Copied shows once it has gone',
        check: (step) => !entered(step, 'idle') || context(step).id === null,
      },
    ],
  },
  timers: [{ requirement: 'Copied shows for 2000 ms', from: 'copied', to: 'idle', ms: 2000 }],
};

export const plan: MachinePathPlan = {
  machine: copyLinkMachine,
  spec,
  events: [
    link,
    { type: 'xstate.done.actor.writeClipboard' },
    { type: 'xstate.error.actor.writeClipboard', error: new Error('Write permission denied.') },
  ],
};
