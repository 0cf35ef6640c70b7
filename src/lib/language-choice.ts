import { readTab, writeTab } from './tab-storage';

/**
 * Whether the visitor has chosen a language in this tab (taken or dismissed the suggestion, or used the language
 * switcher), kept by the tab (`tab-storage.ts`): no other tab and no later visit remembers it.
 */
const choiceKey = 'ringwise-language-chosen';

export const languageChosen = (): boolean => readTab(choiceKey) !== null;

export const rememberLanguageChoice = (): void => writeTab(choiceKey, '1');
