/**
 * Whether the visitor has chosen a language in this tab (taken or dismissed the suggestion, or used the language
 * switcher), in sessionStorage: the tab remembers it, no other tab and no later visit does. Where storage refuses (a
 * sandboxed frame, storage disabled), the choice holds for this page load only.
 */
const choiceKey = 'ringwise-language-chosen';

let chosenInMemory = false;

export function languageChosen(): boolean {
  try {
    return chosenInMemory || sessionStorage.getItem(choiceKey) !== null;
  } catch {
    return chosenInMemory;
  }
}

export function rememberLanguageChoice(): void {
  chosenInMemory = true;
  try {
    sessionStorage.setItem(choiceKey, '1');
  } catch {
    // Held in memory only.
  }
}
