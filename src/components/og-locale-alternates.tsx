import { useMatches } from '@tanstack/react-router';
import { localeNames } from '../i18n/locale-names';
import { getLocale, locales } from '../paraglide/runtime.js';

/**
 * `og:locale:alternate` for each other language, on the pages that have a canonical address (see pageHead). Rendered
 * here rather than in a route's `head`: the router keeps one meta tag per property, and these are several. React
 * places them in the document head.
 */
export function OgLocaleAlternates() {
  const indexable = useMatches({
    select: (matches) => matches.some((match) => match.links?.some((link) => link?.rel === 'canonical')),
  });
  if (!indexable) return null;
  const locale = getLocale();
  return locales
    .filter((other) => other !== locale)
    .map((other) => <meta key={other} property="og:locale:alternate" content={localeNames[other].ogLocale} />);
}
