import { setLocale, type Locale } from '../paraglide/runtime.js';
import { localeOfPath } from './locale-path';

/**
 * Sets the language every message speaks from here on: the address's. A page keeps its language for its whole life
 * (the language switcher loads a new page), so this runs once per page load and once per prerendered page.
 */
export function adoptPathLocale(pathname: string): Locale {
  const locale = localeOfPath(pathname);
  setLocale(locale, { reload: false });
  return locale;
}
