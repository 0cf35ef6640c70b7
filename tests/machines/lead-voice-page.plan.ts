import { leadVoicePageMachine } from '../../machines/lead-voice-page/lead-voice-page.machine';
import type { VoicePage } from '../../machines/voice-pages/voice-page-record';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  entered,
  payload,
  same,
  sentTo,
  wasIn,
  type MachineSpec,
  type SpecStep,
  reportsFailuresOf,
} from '../support/machine-spec';
import { samplePage } from '../support/voice-page-fixture';

const lead = {
  id: '00000000-0000-4000-8000-0000000000aa',
  firstName: ' Dana ',
  lastName: 'Reyes',
  business: 'Acme Dental',
  locale: 'es',
};
const chooseGerman = { type: 'language.choose', language: 'de' };

const linkedPage: VoicePage = { ...samplePage, submissionId: lead.id };
const newerLinkedPage: VoicePage = { ...linkedPage, id: '00000000-0000-4000-8000-000000000002', slug: 'acme-dental-2' };
const otherPage = (slug: string): VoicePage => ({ ...samplePage, id: `page-${slug}`, slug, submissionId: null });
const copy = { type: 'link.copy', id: linkedPage.id, url: 'https://example.com/ai-phone-caller/acme-dental' };
const loaded = (pages: VoicePage[]) => ({ type: 'xstate.done.actor.loadPages', output: pages });
const loadFailed = (message: string) => ({ type: 'xstate.error.actor.loadPages', error: new Error(message) });
const formClosed = (saved: boolean) => ({ type: 'xstate.done.actor.pageForm', output: { saved } });
const clashes = [otherPage('ACME-DENTAL-K3X9Q2'), otherPage('acme-dental-k3x9q2-2')];

// `Create voice demo page` suggests a link from the business (or the name): lower-case,
// hyphenated, with the panel's random part after it (so a prospect's page cannot be guessed), `-2`, `-3` on a clash with any page's link in any case; the greeting name is the first name; the page
// is linked to the lead. The panel then shows the link with `Copy link` and the page's activity. Pages come newest
// first, so a lead with several shows its newest.
const slugSuffix = 'k3x9q2';
const businessAsLink = `acme-dental-${slugSuffix}`;

/** The link the spec expects for a lead whose business is Acme Dental, given every page's link. */
const freeLink = (pages: readonly VoicePage[]) => {
  const taken = new Set(pages.map((page) => page.slug.toLowerCase()));
  if (!taken.has(businessAsLink)) return businessAsLink;
  let suffix = 2;
  while (taken.has(`${businessAsLink}-${suffix}`)) suffix += 1;
  return `${businessAsLink}-${suffix}`;
};

const lastPages = (step: SpecStep) =>
  payload<{ output: VoicePage[] }>(
    [...step.events].reverse().find((event) => event.type === 'xstate.done.actor.loadPages') ?? { type: '' },
  ).output ?? [];

const context = (step: SpecStep) =>
  step.snapshot.context as { page: VoicePage | null; loadFailure: { reason: string | null } | null; form: unknown };

export const spec: MachineSpec = {
  flow: 'lead voice page',
  always: [
    reportsFailuresOf('loadPages'),
    {
      requirement:
        "a lead with a page shows its newest page's link and activity; a lead without one offers Create voice demo page",
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.loadPages') return true;
        const own = lastPages(step).filter((page) => page.submissionId === lead.id);
        return own.length > 0
          ? step.snapshot.matches('linked') && same(context(step).page, own[0])
          : step.snapshot.matches('none') && context(step).page === null;
      },
    },
    {
      requirement: "a failed load keeps the server's reason (none when the error has no message) and offers Retry",
      check: (step) =>
        step.event.type !== 'xstate.error.actor.loadPages' ||
        (step.snapshot.matches('failed') && same(context(step).loadFailure, { reason: failureReason(step) })),
    },
    {
      requirement: 'Retry reads the pages again',
      check: (step) =>
        step.event.type !== 'pages.retry' ||
        !wasIn(step, 'failed') ||
        (step.snapshot.hasTag('busy') && effectsNamed(step.effects, 'loadPages').length === 1),
    },
    {
      requirement:
        'Create voice demo page opens the form with a free link from the business and a random part (-2, -3 on a clash), the first name to greet, the default 300 s, linked to the lead',
      check: (step) =>
        step.event.type !== 'page.create' ||
        same(
          effectsNamed(step.effects, 'pageForm').map((effect) => effect.input),
          [
            {
              submissionId: lead.id,
              draft: { slug: freeLink(lastPages(step)), name: 'Dana', assistantId: '', maxCallSeconds: '300' },
            },
          ],
        ),
    },
    {
      requirement: 'a saved page is read again so the panel shows its link; a cancelled form offers the button again',
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.pageForm') return true;
        return payload<{ output: { saved: boolean } }>(step.event).output.saved
          ? step.snapshot.matches('loading') && effectsNamed(step.effects, 'loadPages').length === 1
          : step.snapshot.matches('none');
      },
    },
    {
      requirement: 'the form closes once saved or cancelled',
      check: (step) => step.event.type !== 'xstate.done.actor.pageForm' || context(step).form === null,
    },
    {
      requirement: "the page's link is in the lead's language until staff pick another, then in the one they picked",
      check: (step) => {
        const chosen = [...step.history]
          .reverse()
          .find(({ event, snapshot }) => event.type === 'language.choose' && snapshot.matches('linked'));
        const expected = chosen ? payload<{ language: string }>(chosen.event).language : lead.locale;
        return (step.snapshot.context as { language: string }).language === expected;
      },
    },
    {
      requirement: "Copy link copies the lead's page link",
      check: (step) =>
        step.event.type !== 'link.copy' ||
        !wasIn(step, 'linked') ||
        same(sentTo(step.effects, 'copyLink'), [step.event]),
    },
  ],
  states: {
    loading: [{ requirement: 'the section shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
  },
  tags: {
    busy: [
      {
        requirement: "the lead's pages are read once each time the section loads",
        check: (step) =>
          !entered(step, 'loading') ||
          effectsNamed(step.effects, 'loadPages').filter((e) => e.kind === 'actor').length === 1,
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: leadVoicePageMachine,
  input: { lead, slugSuffix },
  spec,
  events: [
    loaded([linkedPage]),
    loaded([newerLinkedPage, linkedPage]),
    loaded([]),
    loaded([otherPage('acme-dental')]),
    loaded(clashes),
    loadFailed('Failed to fetch'),
    loadFailed(''),
    { type: 'pages.retry' },
    { type: 'page.create' },
    formClosed(true),
    formClosed(false),
    copy,
    chooseGerman,
  ],
  // The spec's stories whatever the machine accepts: the suggested link avoids every page's link; Retry after a
  // failure; a saved page then shows its link, which copies; a cancelled form offers the button again.
  scenarios: [
    [loaded(clashes), { type: 'page.create' }],
    [loadFailed('Failed to fetch'), { type: 'pages.retry' }, loaded([linkedPage]), copy],
    [loaded([linkedPage]), chooseGerman, copy],
    [loaded([]), { type: 'page.create' }, formClosed(true), loaded([linkedPage]), copy],
    [loaded([]), { type: 'page.create' }, formClosed(false), { type: 'page.create' }],
  ],
};
