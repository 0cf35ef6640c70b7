import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { notProvided } from '../not-provided';
import { messageOf } from '../shared/error-message';
import {
  checkDraft,
  emptyDraft,
  fieldRules,
  slugTakenMessage,
  type DraftErrors,
  type DraftField,
  type PageDraft,
  type PageFields,
  type SaveFailure,
} from './page-rules';

/** What is saved: a new page (no id) or an edit of page `id`; a page made from a lead carries its id. */
export type PageSave = { id: string | null; submissionId: string | null; fields: PageFields };

export type PageFormInput = { id?: string | null; submissionId?: string | null; draft?: PageDraft };
export type PageFormOutput = { saved: boolean };

export type PageFormEvent =
  { type: 'field.change'; field: DraftField; value: string } | { type: 'form.submit' } | { type: 'form.cancel' };

type PageFormContext = {
  id: string | null;
  submissionId: string | null;
  draft: PageDraft;
  errors: DraftErrors;
  saveError: string | null;
  saved: boolean;
};

const failureOf = ({ event }: { event: ErrorActorEvent }): SaveFailure => {
  const error = event.error;
  if (typeof error === 'object' && error !== null && 'kind' in error) return error as SaveFailure;
  return { kind: 'failed', message: messageOf(error, 'Could not save the page.') };
};

/**
 * Creating or editing one voice page. Every box keeps what was typed through every failure: a wrong value says
 * what is wrong beside its box, a slug another page has (in any case) says `That link is already taken.`, a value
 * the database refuses says what that box may hold, and any other failure is shown above the buttons so the same values can be saved again.
 */
export const pageFormMachine = setup({
  types: {
    input: {} as PageFormInput,
    context: {} as PageFormContext,
    events: {} as PageFormEvent,
    output: {} as PageFormOutput,
  },
  actors: {
    savePage: fromPromise<void, PageSave>(notProvided('savePage')),
  },
  guards: {
    draftIsValid: ({ context }) => checkDraft(context.draft).ok,
    slugTaken: (_, failure: SaveFailure) => failure.kind === 'slugTaken',
    fieldRefused: (_, failure: SaveFailure) => failure.kind === 'refused',
  },
  actions: {
    changeField: assign(({ context }, { field, value }: { field: DraftField; value: string }) => ({
      draft: { ...context.draft, [field]: value },
      errors: { ...context.errors, [field]: undefined },
    })),
    showDraftErrors: assign(({ context }) => {
      const checked = checkDraft(context.draft);
      return { errors: checked.ok ? {} : checked.errors };
    }),
    forgetSaveError: assign({ saveError: null }),
    showSlugTaken: assign(({ context }) => ({ errors: { ...context.errors, slug: slugTakenMessage } })),
    showRefusedField: assign(({ context }, failure: SaveFailure) =>
      failure.kind === 'refused' ? { errors: { ...context.errors, [failure.field]: fieldRules[failure.field] } } : {},
    ),
    showSaveError: assign((_, failure: SaveFailure) => ({
      saveError: failure.kind === 'failed' ? failure.message : null,
    })),
  },
}).createMachine({
  id: 'pageForm',
  // Every field of the input is optional, so a new page may be opened with none at all.
  context: ({ input = {} }) => ({
    id: input.id ?? null,
    submissionId: input.submissionId ?? null,
    draft: input.draft ?? emptyDraft,
    errors: {},
    saveError: null,
    saved: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'changeField', params: ({ event }) => event } },
        'form.submit': [
          { guard: 'draftIsValid', target: 'saving', actions: 'forgetSaveError' },
          { actions: 'showDraftErrors' },
        ],
        'form.cancel': { target: 'cancelled' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePage',
        src: 'savePage',
        input: ({ context }) => {
          const checked = checkDraft(context.draft);
          if (!checked.ok) throw new Error('saving is only entered with a valid draft');
          return { id: context.id, submissionId: context.submissionId, fields: checked.fields };
        },
        onDone: { target: 'saved' },
        onError: [
          { guard: { type: 'slugTaken', params: failureOf }, target: 'editing', actions: 'showSlugTaken' },
          {
            guard: { type: 'fieldRefused', params: failureOf },
            target: 'editing',
            actions: { type: 'showRefusedField', params: failureOf },
          },
          { target: 'editing', actions: { type: 'showSaveError', params: failureOf } },
        ],
      },
    },
    saved: { type: 'final', entry: assign({ saved: true }) },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
});
