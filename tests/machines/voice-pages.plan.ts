import { voicePagesMachine, type VoicePage } from '../../machines/voice-pages/voice-pages.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, payload, same, wasIn, type MachineSpec, type SpecStep } from '../support/machine-spec';
import { samplePage } from '../support/voice-page-fixture';

const page = samplePage;

// Issue 11 item 1: the pages screen lists every page with its activity; `New page`, `Edit`, `Delete` (with a
// confirmation), `Copy link`. Admins only: a refused read says why. Every bad outcome gets a clear message and loses
// nothing (a failed delete keeps asking, a failed refresh keeps the rows).
const context = (step: SpecStep) =>
  step.snapshot.context as {
    pages: VoicePage[];
    error: string | null;
    pendingDelete: VoicePage | null;
    deleteError: string | null;
  };
const errorMessage = (step: SpecStep) => payload<{ error: Error }>(step.event).error.message;
const formInput = (step: SpecStep) => effectsNamed(step.effects, 'pageForm').map((effect) => effect.input);
const readAgain = (step: SpecStep) =>
  step.snapshot.matches({ ready: 'refreshing' }) &&
  effectsNamed(step.effects, 'loadPages').filter((effect) => effect.kind === 'actor').length === 1;

export const spec: MachineSpec = {
  flow: 'voice pages',
  always: [
    {
      requirement: 'the screen lists the pages it read, with their activity',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.loadPages' ||
        (step.snapshot.matches('ready') &&
          same(context(step).pages, payload<{ output: VoicePage[] }>(step.event).output) &&
          context(step).error === null),
    },
    {
      requirement: 'a refused or failed read says why; a failed refresh keeps the rows on screen',
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.loadPages') return true;
        const before = step.previous?.context as { pages: VoicePage[] } | undefined;
        const shown = wasIn(step, 'loading')
          ? step.snapshot.matches('failed')
          : same(context(step).pages, before?.pages);
        return shown && context(step).error === errorMessage(step);
      },
    },
    {
      requirement: 'New page opens an empty form',
      check: (step) => step.event.type !== 'page.new' || !wasIn(step, 'ready.idle') || same(formInput(step), [{}]),
    },
    {
      requirement: "Edit opens the form with the page's link, greeting, assistant and maximum call length",
      check: (step) =>
        step.event.type !== 'page.edit' ||
        !wasIn(step, 'ready.idle') ||
        same(formInput(step), [
          {
            id: page.id,
            submissionId: page.submissionId,
            draft: { slug: 'acme-dental', name: 'Dana', assistantId: '', maxCallSeconds: '300' },
          },
        ]),
    },
    {
      requirement: 'a saved form reads the list again; a cancelled one changes nothing',
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.pageForm') return true;
        return payload<{ output: { saved: boolean } }>(step.event).output.saved
          ? readAgain(step)
          : step.snapshot.matches({ ready: 'idle' }) && effectsNamed(step.effects, 'loadPages').length === 0;
      },
    },
    {
      requirement: 'Delete asks first and deletes nothing until confirmed',
      check: (step) =>
        step.event.type !== 'page.delete' ||
        !wasIn(step, 'ready.idle') ||
        (step.snapshot.matches({ ready: 'confirmingDelete' }) &&
          same(context(step).pendingDelete, page) &&
          effectsNamed(step.effects, 'deletePage').length === 0),
    },
    {
      requirement: 'confirming deletes that page',
      check: (step) =>
        step.event.type !== 'delete.confirm' ||
        !wasIn(step, 'ready.confirmingDelete') ||
        same(
          effectsNamed(step.effects, 'deletePage').map((effect) => effect.input),
          [{ id: page.id }],
        ),
    },
    {
      requirement: 'cancelling the confirmation keeps the page',
      check: (step) =>
        step.event.type !== 'delete.cancel' ||
        !wasIn(step, 'ready.confirmingDelete') ||
        (step.snapshot.matches({ ready: 'idle' }) && context(step).pendingDelete === null),
    },
    {
      requirement: 'a deleted page leaves the list when it is read again',
      check: (step) => step.event.type !== 'xstate.done.actor.deletePage' || readAgain(step),
    },
    {
      requirement: 'a failed delete says why and still asks, so it can be tried again',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.deletePage' ||
        (step.snapshot.matches({ ready: 'confirmingDelete' }) &&
          same(context(step).pendingDelete, page) &&
          context(step).deleteError === errorMessage(step)),
    },
    {
      requirement: "Copy link copies that page's link, whatever else is open",
      check: (step) =>
        step.event.type !== 'link.copy' ||
        !wasIn(step, 'ready') ||
        same(
          effectsNamed(step.effects, 'copyLink')
            .filter((effect) => effect.kind === 'sent')
            .map((effect) => effect.input),
          [step.event],
        ),
    },
  ],
  states: {
    failed: [
      {
        requirement: 'Retry reads the pages again',
        check: (step) => step.event.type !== 'pages.retry' || step.snapshot.matches('loading'),
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: voicePagesMachine,
  spec,
  events: [
    { type: 'xstate.done.actor.loadPages', output: [page] },
    { type: 'xstate.error.actor.loadPages', error: new Error('Only admins may read voice page activity') },
    { type: 'pages.retry' },
    { type: 'pages.refresh' },
    { type: 'page.new' },
    { type: 'page.edit', id: page.id },
    { type: 'page.delete', id: page.id },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.deletePage' },
    { type: 'xstate.error.actor.deletePage', error: new Error('Failed to fetch') },
    { type: 'xstate.done.actor.pageForm', output: { saved: true } },
    { type: 'xstate.done.actor.pageForm', output: { saved: false } },
    { type: 'link.copy', id: page.id, url: 'https://example.com/ai-phone-caller/acme-dental' },
  ],
};
