import { voicePagesMachine } from '../../machines/voice-pages/voice-pages.machine';
import type { VoicePage } from '../../machines/voice-pages/voice-page-record';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  payload,
  same,
  sentTo,
  wasIn,
  type MachineSpec,
  type SpecStep,
  reportsFailuresOf,
} from '../support/machine-spec';
import { samplePage } from '../support/voice-page-fixture';

const page = samplePage;
/** A second page with no greeting name, whose Edit leaves the greeting box empty. */
const unnamed: VoicePage = {
  ...samplePage,
  id: '00000000-0000-4000-8000-000000000002',
  slug: 'bright-smiles',
  name: null,
};
const loaded = (pages: VoicePage[]) => ({ type: 'xstate.done.actor.loadPages', output: pages });
const loadFailed = (message: string) => ({ type: 'xstate.error.actor.loadPages', error: new Error(message) });
const formClosed = (saved: boolean) => ({ type: 'xstate.done.actor.pageForm', output: { saved } });
const copy = { type: 'link.copy', id: page.id, url: 'https://example.com/ai-phone-caller/acme-dental' };

// The pages screen lists every page with its activity; `New page`, `Edit`, `Delete` (with a
// confirmation), `Copy link`. Admins only: a refused read says why. Every bad outcome gets a clear message and loses
// nothing (a failed delete keeps asking, a failed refresh keeps the rows).
const context = (step: SpecStep) =>
  step.snapshot.context as {
    pages: VoicePage[];
    loadFailure: { reason: string | null } | null;
    pendingDelete: VoicePage | null;
    deleteFailure: { reason: string | null } | null;
    form: unknown;
  };
/** The pages the screen last read. */
const listed = (step: SpecStep) =>
  payload<{ output?: VoicePage[] }>(
    [...step.events].reverse().find((event) => event.type === 'xstate.done.actor.loadPages') ?? { type: '' },
  ).output ?? [];
/** The listed page an Edit or Delete click names. */
const clicked = (step: SpecStep) =>
  listed(step).find((candidate) => candidate.id === payload<{ id: string }>(step.event).id);
/** The page whose Delete was clicked last. */
const deleting = (step: SpecStep) => {
  const click = [...step.events].reverse().find((event) => event.type === 'page.delete');
  return listed(step).find((candidate) => candidate.id === payload<{ id: string }>(click ?? { type: '' }).id);
};
const formInput = (step: SpecStep) => effectsNamed(step.effects, 'pageForm').map((effect) => effect.input);
const readAgain = (step: SpecStep) =>
  step.snapshot.matches({ ready: 'refreshing' }) &&
  effectsNamed(step.effects, 'loadPages').filter((effect) => effect.kind === 'actor').length === 1;

export const spec: MachineSpec = {
  flow: 'voice pages',
  always: [
    reportsFailuresOf('loadPages'),
    {
      requirement: 'the screen lists the pages it read, with their activity',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.loadPages' ||
        (step.snapshot.matches('ready') &&
          same(context(step).pages, payload<{ output: VoicePage[] }>(step.event).output) &&
          context(step).loadFailure === null),
    },
    {
      requirement: 'a refused or failed read says why; a failed refresh keeps the rows on screen',
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.loadPages') return true;
        const before = step.previous?.context as { pages: VoicePage[] } | undefined;
        const shown = wasIn(step, 'loading')
          ? step.snapshot.matches('failed')
          : same(context(step).pages, before?.pages);
        return shown && same(context(step).loadFailure, { reason: failureReason(step) });
      },
    },
    {
      requirement: 'the screen starts with no rows and no message',
      check: (step) =>
        step.event.type !== 'xstate.init' ||
        same(step.snapshot.context, {
          pages: [],
          loadFailure: null,
          form: null,
          pendingDelete: null,
          deleteFailure: null,
        }),
    },
    {
      requirement: 'a read that ends, or fails, leaves the screen ready for the next click',
      check: (step) =>
        !step.event.type.endsWith('.actor.loadPages') ||
        !wasIn(step, 'ready') ||
        step.snapshot.matches({ ready: 'idle' }),
    },
    {
      requirement: 'Edit and Delete of a page no longer listed open nothing',
      check: (step) =>
        (step.event.type !== 'page.edit' && step.event.type !== 'page.delete') ||
        !wasIn(step, 'ready.idle') ||
        clicked(step) !== undefined ||
        (step.snapshot.matches({ ready: 'idle' }) && step.effects.length === 0),
    },
    {
      requirement: 'the form closes once saved or cancelled',
      check: (step) => step.event.type !== 'xstate.done.actor.pageForm' || context(step).form === null,
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
        same(
          formInput(step),
          [page, unnamed]
            .filter((candidate) => candidate.id === clicked(step)?.id)
            .map((candidate) => ({
              id: candidate.id,
              submissionId: candidate.submissionId,
              draft: {
                slug: candidate.slug,
                name: candidate === page ? 'Dana' : '',
                assistantId: '',
                maxCallSeconds: '300',
              },
            })),
        ),
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
        clicked(step) === undefined ||
        (step.snapshot.matches({ ready: 'confirmingDelete' }) &&
          same(context(step).pendingDelete, clicked(step)) &&
          effectsNamed(step.effects, 'deletePage').length === 0),
    },
    {
      requirement: 'confirming deletes that page',
      check: (step) =>
        step.event.type !== 'delete.confirm' ||
        !wasIn(step, 'ready.confirmingDelete') ||
        same(
          effectsNamed(step.effects, 'deletePage').map((effect) => effect.input),
          [{ id: deleting(step)?.id }],
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
      requirement: 'a deleted page closes the confirmation',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.deletePage' ||
        (context(step).pendingDelete === null && context(step).deleteFailure === null),
    },
    {
      requirement: 'a failed delete says why and still asks, so it can be tried again',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.deletePage' ||
        (step.snapshot.matches({ ready: 'confirmingDelete' }) &&
          same(context(step).pendingDelete, deleting(step)) &&
          same(context(step).deleteFailure, { reason: failureReason(step) })),
    },
    {
      requirement: "Copy link copies that page's link, whatever else is open",
      check: (step) =>
        step.event.type !== 'link.copy' ||
        !wasIn(step, 'ready') ||
        same(sentTo(step.effects, 'copyLink'), [step.event]),
    },
  ],
  states: {
    loading: [{ requirement: 'the screen shows the pages are loading', check: (step) => step.snapshot.hasTag('busy') }],
    'ready.refreshing': [
      { requirement: 'the screen shows the list is being read again', check: (step) => step.snapshot.hasTag('busy') },
    ],
    'ready.deleting': [
      { requirement: 'the confirmation shows the delete is under way', check: (step) => step.snapshot.hasTag('busy') },
    ],
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
    loaded([page]),
    loaded([page, unnamed]),
    loadFailed('Only admins may read voice page activity'),
    loadFailed(''),
    { type: 'pages.retry' },
    { type: 'pages.refresh' },
    { type: 'page.new' },
    { type: 'page.edit', id: page.id },
    { type: 'page.delete', id: page.id },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.deletePage' },
    { type: 'xstate.error.actor.deletePage', error: new Error('Failed to fetch') },
    { type: 'xstate.error.actor.deletePage', error: new Error('') },
    formClosed(true),
    formClosed(false),
    copy,
  ],
  // The spec's stories whatever the machine accepts: Retry after a failed read; Edit and Delete of the second page
  // and of a page gone from the list; a saved form reads the list again; Copy link on the list.
  scenarios: [
    [loadFailed('Failed to fetch'), { type: 'pages.retry' }, loaded([page]), copy],
    [loaded([page, unnamed]), { type: 'page.edit', id: unnamed.id }, formClosed(false)],
    [loaded([page, unnamed]), { type: 'page.delete', id: unnamed.id }, { type: 'delete.confirm' }],
    [loaded([page]), { type: 'page.edit', id: unnamed.id }, { type: 'page.delete', id: unnamed.id }],
    [loaded([page]), { type: 'page.new' }, formClosed(true), loaded([page, unnamed])],
  ],
};
