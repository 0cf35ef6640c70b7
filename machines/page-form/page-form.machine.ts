import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { notProvided } from '../not-provided';
import { reasonOf } from '../shared/error-message';
import {
  checkDraft,
  emptyDraft,
  refusedProblem,
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
  /** The last save's failure that concerns no box, with the server's reason (null: none, or it gave none). */
  saveFailure: { reason: string | null } | null;
  saved: boolean;
};

const failureOf = ({ event }: { event: ErrorActorEvent }): SaveFailure => {
  const error = event.error;
  if (typeof error === 'object' && error !== null && 'kind' in error) return error as SaveFailure;
  return { kind: 'failed', reason: reasonOf(error) };
};

/**
 * Creating or editing one voice page. Every box keeps what was typed through every failure: a wrong value says
 * what is wrong beside its box (a problem code per box), a slug another page has (in any case) is `slugTaken`, a
 * value the database refuses marks the rule that box broke, and any other failure keeps the server's reason for the
 * note above the buttons, so the same values can be saved again.
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
    forgetSaveError: assign({ saveFailure: null }),
    showSlugTaken: assign(({ context }) => ({ errors: { ...context.errors, slug: 'slugTaken' as const } })),
    showRefusedField: assign(({ context }, failure: SaveFailure) =>
      failure.kind === 'refused'
        ? { errors: { ...context.errors, [failure.field]: refusedProblem[failure.field] } }
        : {},
    ),
    showSaveError: assign((_, failure: SaveFailure) => ({
      saveFailure: failure.kind === 'failed' ? { reason: failure.reason } : null,
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
    saveFailure: null,
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
