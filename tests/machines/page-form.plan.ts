import { pageFormMachine } from '../../machines/page-form/page-form.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, foldHistory, payload, same, type MachineSpec, type SpecStep } from '../support/machine-spec';

type Draft = { slug: string; name: string; assistantId: string; maxCallSeconds: string };
type Change = { field: keyof Draft; value: string };

const typed: Draft = { slug: ' acme-dental ', name: ' Dana ', assistantId: '', maxCallSeconds: '300' };
const submissionId = '00000000-0000-4000-8000-0000000000aa';

// The slug has the database's shape (personalized_assistants_slug_shape) and is unique in any case — a
// clash is marked taken beside the link box and keeps what was typed; the greeting name is at most 100 characters,
// the assistant id optional (empty is the built-in default), the maximum call length 30–3,600 s. Every bad input
// gets a clear message and loses nothing; a page made from a lead stays linked to it.
const databaseSlugShape = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

const context = (step: SpecStep) =>
  step.snapshot.context as {
    draft: Draft;
    errors: Partial<Record<keyof Draft, string>>;
    saveFailure: { reason: string | null } | null;
  };

/** What the person has typed so far, by the spec's own account. */
const typedSoFar = (step: SpecStep) =>
  foldHistory(step, typed, (draft, event) =>
    event.type === 'field.change' ? { ...draft, [payload<Change>(event).field]: payload<Change>(event).value } : draft,
  );

const acceptable = (draft: Draft) => {
  const seconds = Number(draft.maxCallSeconds.trim());
  return (
    databaseSlugShape.test(draft.slug.trim()) &&
    draft.name.trim().length <= 100 &&
    Number.isInteger(seconds) &&
    seconds >= 30 &&
    seconds <= 3600
  );
};

export const spec: MachineSpec = {
  flow: 'page form',
  always: [
    {
      requirement: 'every box keeps what was typed, through every failure',
      check: (step) => same(context(step).draft, typedSoFar(step)),
    },
    {
      requirement: 'a link that is not letters, digits, - and _ is refused beside its box and nothing is sent',
      check: (step) =>
        step.event.type !== 'form.submit' ||
        acceptable(typedSoFar(step)) ||
        (step.snapshot.matches('editing') &&
          Boolean(context(step).errors.slug) &&
          effectsNamed(step.effects, 'savePage').length === 0),
    },
    {
      requirement:
        'Save sends the values without surrounding spaces, an empty greeting or assistant id as none, the call length in seconds, and the lead the page is for',
      check: (step) => {
        if (step.event.type !== 'form.submit' || !acceptable(typedSoFar(step))) return true;
        const draft = typedSoFar(step);
        return same(
          effectsNamed(step.effects, 'savePage').map((effect) => effect.input),
          [
            {
              id: null,
              submissionId,
              fields: {
                slug: draft.slug.trim(),
                name: draft.name.trim() || null,
                assistantId: draft.assistantId.trim() || null,
                maxCallSeconds: Number(draft.maxCallSeconds.trim()),
              },
            },
          ],
        );
      },
    },
    {
      requirement: 'a taken link is marked taken beside the link box and keeps what was typed',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.savePage' ||
        payload<{ error: { kind: string } | null }>(step.event).error?.kind !== 'slugTaken' ||
        (step.snapshot.matches('editing') && context(step).errors.slug === 'slugTaken'),
    },
    {
      requirement:
        "any other failed save keeps the server's reason for above the buttons (none when it has no message), so the same values can be saved again",
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.savePage') return true;
        const error = payload<{ error: unknown }>(step.event).error;
        if (typeof error === 'object' && error !== null && 'kind' in error && error.kind !== 'failed') return true;
        const reason =
          typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string'
            ? error.reason
            : error instanceof Error && error.message !== ''
              ? error.message
              : null;
        return step.snapshot.matches('editing') && same(context(step).saveFailure, { reason });
      },
    },
    {
      requirement:
        'a value the database refuses is marked beside its box with what the box may hold, and what was typed stays',
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.savePage') return true;
        const error = payload<{ error: { kind?: string; field?: string } | null }>(step.event).error;
        if (error?.kind !== 'refused') return true;
        return (
          step.snapshot.matches('editing') &&
          context(step).errors.name === 'nameTooLong' &&
          context(step).saveFailure === null &&
          same(context(step).draft, (step.previous?.context as { draft: Draft }).draft)
        );
      },
    },
    {
      requirement: 'changing a box keeps the messages beside the other boxes',
      check: (step) => {
        if (step.event.type !== 'field.change') return true;
        const before = (step.previous?.context as { errors: Record<string, string | undefined> } | undefined)?.errors;
        const { field } = payload<Change>(step.event);
        return same({ ...before, [field]: undefined }, context(step).errors);
      },
    },
    {
      requirement: 'changing a box clears the message beside it',
      check: (step) =>
        step.event.type !== 'field.change' || context(step).errors[payload<Change>(step.event).field] === undefined,
    },
  ],
  tags: {
    busy: [
      {
        requirement: 'while saving, the last failure is gone and the buttons wait',
        check: (step) => step.snapshot.matches('saving') && context(step).saveFailure === null,
      },
    ],
  },
  states: {
    saving: [{ requirement: 'the buttons wait while saving', check: (step) => step.snapshot.hasTag('busy') }],
    saved: [
      {
        requirement: 'a saved page closes the form and the list is read again',
        check: (step) => same(step.snapshot.output, { saved: true }),
      },
    ],
    cancelled: [
      {
        requirement: 'Cancel closes the form without saving',
        check: (step) =>
          same(step.snapshot.output, { saved: false }) && effectsNamed(step.effects, 'savePage').length === 0,
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: pageFormMachine,
  input: { submissionId, draft: typed },
  spec,
  events: [
    { type: 'field.change', field: 'slug', value: 'not a slug' },
    { type: 'field.change', field: 'name', value: '' },
    { type: 'field.change', field: 'maxCallSeconds', value: '5 min' },
    { type: 'form.submit' },
    { type: 'form.cancel' },
    { type: 'xstate.done.actor.savePage' },
    { type: 'xstate.error.actor.savePage', error: { kind: 'slugTaken' } },
    { type: 'xstate.error.actor.savePage', error: { kind: 'failed', reason: 'Failed to fetch' } },
    { type: 'xstate.error.actor.savePage', error: { kind: 'failed', reason: null } },
    { type: 'xstate.error.actor.savePage', error: { kind: 'refused', field: 'name' } },
    // Thrown before the database answered (the client failed to load): an Error, or nothing usable at all.
    { type: 'xstate.error.actor.savePage', error: new Error('Loading chunk failed') },
    { type: 'xstate.error.actor.savePage', error: 'offline' },
  ],
  // A second wrong box only once the link is wrong: the link's requirement above names the link box's message.
  filterEvents: (snapshot, event) =>
    !(event.type === 'field.change' && payload<Change>(event).field === 'maxCallSeconds') ||
    (snapshot.context as { draft: Draft }).draft.slug === 'not a slug',
  // A failed save, whatever the machine accepts, says why and keeps the form open; so does one rejected with nothing.
  scenarios: [
    [{ type: 'form.submit' }, { type: 'xstate.error.actor.savePage', error: new Error('Failed to fetch') }],
    [{ type: 'form.submit' }, { type: 'xstate.error.actor.savePage', error: null }],
  ],
};
