import { copyLinkMachine } from '../../machines/copy-link/copy-link.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, entered, payload, same, type MachineSpec, type SpecStep } from '../support/machine-spec';

const link = { type: 'link.copy', id: 'page-1', url: 'https://example.com/ai-phone-caller/acme-dental' };
const otherLink = { type: 'link.copy', id: 'page-2', url: 'https://example.com/ai-phone-caller/bright-smiles' };
const copied = { type: 'xstate.done.actor.writeClipboard' };
const refused = { type: 'xstate.error.actor.writeClipboard', error: new Error('Write permission denied.') };
const copiedTimesOut = { type: 'xstate.after.copiedShowsMs.copyLink.copied' };

// `Copy link` puts the page's link on the clipboard with a visible "Copied" confirmation, beside the link
// that was copied; bad luck (a refused clipboard) gets a clear message.
const context = (step: SpecStep) => step.snapshot.context as { id: string | null; refused: boolean };
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
        (!step.snapshot.hasTag('copied') && context(step).id === null && context(step).refused),
    },
    {
      requirement: 'Copied shows once the clipboard has the link',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.writeClipboard' ||
        step.previous?.matches('copying') !== true ||
        step.snapshot.hasTag('copied'),
    },
    {
      requirement: 'a new copy clears the last message',
      check: (step) => step.event.type !== 'link.copy' || !context(step).refused,
    },
  ],
  tags: {
    copied: [
      {
        requirement: 'Copied shows beside the link that was copied',
        check: (step) => context(step).id === lastCopy(step)?.id && !context(step).refused,
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
  events: [link, otherLink, copied, refused],
  // The spec's own stories, replayed whatever the machine accepts: a copy shows Copied for 2000 ms, a second click
  // while the first is still copying copies the second link, a refusal after a copy says so.
  scenarios: [
    [link, copied, copiedTimesOut],
    [link, otherLink, copied],
    [link, copied, otherLink, refused],
  ],
};
