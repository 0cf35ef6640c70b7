import { assign, sendTo, setup } from 'xstate';
import { copyLinkMachine, type CopyLinkEvent } from '../copy-link/copy-link.machine';
import { failureFrom, type Failure } from '../shared/error-message';
import { pageFormChild } from '../page-form/page-form-child';
import { pageFormMachine, type PageFormInput, type PageFormOutput } from '../page-form/page-form.machine';
import { leadDraft, type LeadForPage } from '../page-form/slug-suggestion';
import { loadPages, pagesLoadingStates, pagesOf } from '../voice-pages/pages-loading';
import type { VoicePage } from '../voice-pages/voice-page-record';
import { reportFailure } from '../failure-report';

/** `slugSuffix`: the random part of a suggested link, made once per panel by the screen's binding. */
export type LeadVoicePageInput = { lead: LeadForPage; slugSuffix: string };

export type LeadVoicePageEvent =
  { type: 'page.create' } | { type: 'pages.retry' } | { type: 'language.choose'; language: string } | CopyLinkEvent;

type LeadVoicePageContext = {
  lead: LeadForPage;
  slugSuffix: string;
  /** The lead's newest page, if it has one. */
  page: VoicePage | null;
  /** Every page's link, so a suggested one is free. */
  takenSlugs: string[];
  form: PageFormInput | null;
  /** The last read's failure (the screen words it), null once the pages are read. */
  loadFailure: Failure | null;
  /** The language of the page's link (and so of its words and voice): the lead's, until staff pick another. */
  language: string;
};

/**
 * The voice demo page on a lead's panel: the lead's page with its link and activity, or `Create voice demo page`,
 * which opens the page form filled for the lead (a free link from the business or name, greeted by first name,
 * linked to the lead). Pages come newest first, so a lead with several shows its newest. The link is the page in the
 * lead's language, or another that staff pick.
 */
export const leadVoicePageMachine = setup({
  types: {
    input: {} as LeadVoicePageInput,
    context: {} as LeadVoicePageContext,
    events: {} as LeadVoicePageEvent,
    // Each invoked child's id and the actor it runs, so a screen reads `children.pageForm` with its type.
    children: {} as { copyLink: 'copyLink'; pageForm: 'pageForm'; loadPages: 'loadPages' },
  },
  actors: {
    loadPages,
    pageForm: pageFormMachine,
    copyLink: copyLinkMachine,
  },
  guards: {
    leadHasPage: ({ context }, pages: VoicePage[]) => pages.some((page) => page.submissionId === context.lead.id),
    formSaved: (_, output: PageFormOutput) => output.saved,
  },
  actions: {
    reportFailure,
    storePages: assign(({ context }, pages: VoicePage[]) => ({
      page: pages.find((page) => page.submissionId === context.lead.id) ?? null,
      takenSlugs: pages.map((page) => page.slug),
      loadFailure: null,
    })),
    storeError: assign((_, error: unknown) => ({ loadFailure: failureFrom(error) })),
    openLeadForm: assign(({ context }) => ({
      form: { submissionId: context.lead.id, draft: leadDraft(context.lead, context.takenSlugs, context.slugSuffix) },
    })),
    closeForm: assign({ form: null }),
    chooseLanguage: assign((_, language: string) => ({ language })),
  },
}).createMachine({
  id: 'leadVoicePage',
  context: ({ input }) => ({
    lead: input.lead,
    slugSuffix: input.slugSuffix,
    page: null,
    takenSlugs: [],
    form: null,
    loadFailure: null,
    language: input.lead.locale,
  }),
  initial: 'loading',
  states: {
    ...pagesLoadingStates([
      {
        guard: { type: 'leadHasPage', params: pagesOf },
        target: 'linked',
        actions: { type: 'storePages', params: pagesOf },
      },
      { target: 'none', actions: { type: 'storePages', params: pagesOf } },
    ]),
    none: {
      on: { 'page.create': { target: 'creating', actions: 'openLeadForm' } },
    },
    creating: {
      invoke: pageFormChild('loading', 'none'),
    },
    linked: {
      invoke: { id: 'copyLink', src: 'copyLink' },
      on: {
        'link.copy': { actions: sendTo('copyLink', ({ event }) => event) },
        'language.choose': { actions: { type: 'chooseLanguage', params: ({ event }) => event.language } },
      },
    },
  },
});
