import { getLocale, type Locale } from '../paraglide/runtime.js';

/**
 * Each language as its speakers name it (what the language switcher offers), the region its numbers, dates and speech
 * are for, and how Open Graph names that market. Names in the language itself on purpose: a visitor looking for their
 * language reads their own word for it.
 */
export const localeNames: Record<Locale, { name: string; tag: string; ogLocale: string }> = {
  en: { name: 'English', tag: 'en-US', ogLocale: 'en_US' },
  es: { name: 'Español', tag: 'es-ES', ogLocale: 'es_ES' },
  fr: { name: 'Français', tag: 'fr-FR', ogLocale: 'fr_FR' },
  de: { name: 'Deutsch', tag: 'de-DE', ogLocale: 'de_DE' },
};

/** The page's language as a BCP 47 tag with its region (`es-ES`), for Intl and speech synthesis. */
export const localeTag = (): string => localeNames[getLocale()].tag;
