/**
 * The language to suggest to a visitor: the first of the browser's preferred languages (`navigator.languages`, most
 * preferred first) that the site offers, matched on the language alone (`es-MX` is Spanish). Nothing when that is the
 * page's own language, when the browser prefers none the site offers, or when the visitor has already chosen in this
 * tab (dismissed the suggestion, taken it, or used the language switcher).
 */
export function suggestedLocale<Locale extends string>({
  pageLocale,
  browserLanguages,
  offered,
  chosenInThisTab,
}: {
  pageLocale: Locale;
  browserLanguages: readonly string[];
  offered: readonly Locale[];
  chosenInThisTab: boolean;
}): Locale | null {
  if (chosenInThisTab) return null;
  for (const tag of browserLanguages) {
    const language = tag.split('-')[0]?.toLowerCase() ?? '';
    const match = offered.find((locale) => locale === language);
    if (match) return match === pageLocale ? null : match;
  }
  return null;
}
