import { assign, fromPromise, sendTo, setup } from 'xstate';
import { copyLinkMachine } from '../copy-link/copy-link.machine';
import { failureFrom, type Failure } from '../shared/error-message';
import { notProvided } from '../not-provided';
import { pageFormChild } from '../page-form/page-form-child';
import { pageFormMachine, type PageFormInput, type PageFormOutput } from '../page-form/page-form.machine';
import { type PageDraft } from '../page-form/page-rules';
import { errorOf, loadPages, pagesLoadingStates, pagesOf } from './pages-loading';
import type { VoicePage } from './voice-page-record';
import { failureOf, reportFailure } from '../failure-report';

export type VoicePagesEvent =
  | { type: 'pages.retry' }
  | { type: 'pages.refresh' }
  | { type: 'page.new' }
  | { type: 'page.edit'; id: string }
  | { type: 'page.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'link.copy'; id: string; url: string };

type VoicePagesContext = {
  pages: VoicePage[];
  /** The last read's failure (the screen words it), null once the pages are read. */
  loadFailure: Failure | null;
  form: PageFormInput | null;
  pendingDelete: VoicePage | null;
  deleteFailure: Failure | null;
};

/** The form's boxes filled from a stored page. */
export const draftOf = (page: VoicePage): PageDraft => ({
  slug: page.slug,
  name: page.name ?? '',
  assistantId: page.assistantId ?? '',
  maxCallSeconds: String(page.maxCallSeconds),
});

/**
 * The admin's voice pages: the list with each page's activity, a form for a new page or an edit (the page form
 * machine, invoked), a delete that asks first, and copying a link (the copy-link machine, invoked).
 */
export const voicePagesMachine = setup({
  types: {
    context: {} as VoicePagesContext,
    events: {} as VoicePagesEvent,
    // Each invoked child's id and the actor it runs, so a screen reads `children.pageForm` with its type.
    children: {} as { copyLink: 'copyLink'; pageForm: 'pageForm'; loadPages: 'loadPages'; deletePage: 'deletePage' },
  },
  actors: {
    loadPages,
    deletePage: fromPromise<void, { id: string }>(notProvided('deletePage')),
    copyLink: copyLinkMachine,
    pageForm: pageFormMachine,
  },
  guards: {
    pageExists: ({ context }, id: string) => context.pages.some((page) => page.id === id),
    formSaved: (_, output: PageFormOutput) => output.saved,
  },
  actions: {
    reportFailure,
    storePages: assign((_, pages: VoicePage[]) => ({ pages, loadFailure: null })),
    storeError: assign((_, error: unknown) => ({ loadFailure: failureFrom(error) })),
    openEditForm: assign(({ context }, id: string) => {
      const page = context.pages.find((candidate) => candidate.id === id);
      return { form: page ? { id: page.id, submissionId: page.submissionId, draft: draftOf(page) } : null };
    }),
    closeForm: assign({ form: null }),
    askToDelete: assign(({ context }, id: string) => ({
      pendingDelete: context.pages.find((page) => page.id === id) ?? null,
      deleteFailure: null,
    })),
    forgetDelete: assign({ pendingDelete: null, deleteFailure: null }),
    storeDeleteError: assign((_, error: unknown) => ({ deleteFailure: failureFrom(error) })),
  },
}).createMachine({
  id: 'voicePages',
  context: {
    pages: [],
    loadFailure: null,
    form: null,
    pendingDelete: null,
    deleteFailure: null,
  },
  initial: 'loading',
  states: {
    ...pagesLoadingStates({ target: 'ready', actions: { type: 'storePages', params: pagesOf } }),
    ready: {
      // Copying runs beside the rest, so a link can be copied while a delete is being confirmed.
      invoke: { id: 'copyLink', src: 'copyLink' },
      on: { 'link.copy': { actions: sendTo('copyLink', ({ event }) => event) } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pages.refresh': { target: 'refreshing' },
            // A new page's form starts empty: `form` is null, as every way out of `editing` leaves it.
            'page.new': { target: 'editing' },
            'page.edit': {
              guard: { type: 'pageExists', params: ({ event }) => event.id },
              target: 'editing',
              actions: { type: 'openEditForm', params: ({ event }) => event.id },
            },
            'page.delete': {
              guard: { type: 'pageExists', params: ({ event }) => event.id },
              target: 'confirmingDelete',
              actions: { type: 'askToDelete', params: ({ event }) => event.id },
            },
          },
        },
        // The rows stay on screen while they are read again.
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'loadPages',
            src: 'loadPages',
            onDone: { target: 'idle', actions: { type: 'storePages', params: pagesOf } },
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeError', params: errorOf },
                { type: 'reportFailure', params: failureOf },
              ],
            },
          },
        },
        editing: {
          invoke: pageFormChild('refreshing', 'idle'),
        },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'deleting' },
            'delete.cancel': { target: 'idle', actions: 'forgetDelete' },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deletePage',
            src: 'deletePage',
            input: ({ context }) => ({ id: context.pendingDelete?.id ?? '' }),
            onDone: { target: 'refreshing', actions: 'forgetDelete' },
            onError: { target: 'confirmingDelete', actions: { type: 'storeDeleteError', params: errorOf } },
          },
        },
      },
    },
  },
});
