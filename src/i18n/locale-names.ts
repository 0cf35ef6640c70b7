import type { Locale } from '../paraglide/runtime.js';

/**
 * Each language as its speakers name it (what the language switcher offers) and as Open Graph names its market.
 * Written in the language itself on purpose: a visitor looking for their language reads their own word for it.
 */
export const localeNames: Record<Locale, { name: string; ogLocale: string }> = {
  en: { name: 'English', ogLocale: 'en_US' },
  es: { name: 'Español', ogLocale: 'es_ES' },
  fr: { name: 'Français', ogLocale: 'fr_FR' },
  de: { name: 'Deutsch', ogLocale: 'de_DE' },
};
