import { assign, setup } from 'xstate';

export type LanguageSuggestionEvent =
  /** The page has run in the browser: the language to suggest, or null (see suggestedLocale). */
  { type: 'page.opened'; suggested: string | null } | { type: 'suggestion.accept' } | { type: 'suggestion.dismiss' };

/**
 * The offer of another language, shown when the browser prefers one the site has and the page is in another. The
 * visitor takes it (a link to the same page in that language) or dismisses it; either way the tab remembers that
 * the visitor has chosen, so no page of the tab offers it again. It never moves the visitor by itself. Dismissed, it
 * leaves the focus on the page's main content, not on the button that goes with it.
 */
export const languageSuggestionMachine = setup({
  types: {
    context: {} as { suggested: string | null },
    events: {} as LanguageSuggestionEvent,
  },
  actions: {
    rememberChoice: () => {},
    focusMain: () => {},
  },
}).createMachine({
  id: 'languageSuggestion',
  context: { suggested: null },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'page.opened': [
          {
            guard: ({ event }) => event.suggested !== null,
            target: 'offered',
            actions: assign({ suggested: ({ event }) => event.suggested }),
          },
          { target: 'quiet' },
        ],
      },
    },
    offered: {
      on: {
        'suggestion.accept': { target: 'quiet', actions: 'rememberChoice' },
        'suggestion.dismiss': { target: 'quiet', actions: ['rememberChoice', 'focusMain'] },
      },
    },
    quiet: { type: 'final' },
  },
});
