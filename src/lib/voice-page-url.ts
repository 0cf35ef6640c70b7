import { localizedPath } from '../i18n/locale-path';
import { isLocale } from '../i18n/locales';

/**
 * The path of a personal voice page in `language` (`/es/ai-phone-caller/clinica-garcia`): its words and its voice
 * follow the address's language; a code the site has no language for gives the English page.
 */
export const voicePagePath = (slug: string, language: string): string =>
  isLocale(language)
    ? localizedPath(`/ai-phone-caller/${encodeURIComponent(slug)}`, language)
    : `/ai-phone-caller/${encodeURIComponent(slug)}`;

/** The address a prospect is sent: the personal voice page on this site, in `language`. */
export const voicePageUrl = (slug: string, origin: string, language: string): string =>
  `${origin}${voicePagePath(slug, language)}`;
