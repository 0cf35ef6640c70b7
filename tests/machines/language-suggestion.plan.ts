import { languageSuggestionMachine } from '../../machines/language-suggestion/language-suggestion.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, type MachineSpec, type SpecStep } from '../support/machine-spec';

// The site suggests the browser's preferred language when the page is in another, lets the visitor take it or
// dismiss it, remembers that choice for the tab, and never moves the visitor by itself.
const offers = { type: 'page.opened', suggested: 'es' };
const nothingToOffer = { type: 'page.opened', suggested: null };

/** Whether the visitor has answered the suggestion (taken or dismissed it) in this path. */
const answered = (step: SpecStep) =>
  step.events.some((event) => event.type === 'suggestion.accept' || event.type === 'suggestion.dismiss');
const opened = (step: SpecStep) =>
  step.events.find((event) => event.type === 'page.opened') as { suggested: string | null } | undefined;

export const spec: MachineSpec = {
  flow: 'language suggestion',
  always: [
    {
      requirement: 'the suggestion shows while there is a language to suggest and the visitor has not answered it',
      check: (step) =>
        step.snapshot.matches('offered') ===
        (opened(step)?.suggested !== undefined && opened(step)?.suggested !== null && !answered(step)),
    },
    {
      requirement: 'it offers the language the browser prefers',
      check: (step) => !step.snapshot.matches('offered') || step.snapshot.context.suggested === opened(step)?.suggested,
    },
    {
      requirement: 'taking or dismissing it remembers the choice for the tab, once',
      check: (step) =>
        effectsNamed(step.effects, 'rememberChoice').length ===
        ((step.event.type === 'suggestion.accept' || step.event.type === 'suggestion.dismiss') &&
        step.previous?.matches('offered') === true
          ? 1
          : 0),
    },
    {
      requirement: "dismissing it puts the focus on the page's main content, never on nothing",
      check: (step) =>
        effectsNamed(step.effects, 'focusMain').length ===
        (step.event.type === 'suggestion.dismiss' && step.previous?.matches('offered') === true ? 1 : 0),
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: languageSuggestionMachine,
  spec,
  events: [offers, nothingToOffer, { type: 'suggestion.accept' }, { type: 'suggestion.dismiss' }],
  // The visitor's stories, sent whatever the machine accepts: a suggestion offered, then taken or dismissed, and a
  // page with nothing to suggest that stays quiet even when the visitor's clicks arrive.
  scenarios: [
    [offers, { type: 'suggestion.accept' }],
    [offers, { type: 'suggestion.dismiss' }, { type: 'suggestion.accept' }],
    [nothingToOffer, offers, { type: 'suggestion.dismiss' }],
  ],
};
