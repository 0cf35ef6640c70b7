import { focusMainContent } from '../lib/focus-main';
import { rememberLanguageChoice } from '../lib/language-choice';

/** Binds the language suggestion to the tab's storage: an answer is remembered until the tab closes. */
export const languageSuggestionActions = {
  rememberChoice: () => rememberLanguageChoice(),
  focusMain: () => focusMainContent(),
};
