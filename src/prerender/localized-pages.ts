import { localizedPath, pagePattern } from '../i18n/locale-path';
import { baseLocale, locales } from '../i18n/locales';
import type { Locale } from '../paraglide/runtime.js';
import { languageShellFile, prerenderedPages, shellPages } from './pages';

export type LocalizedPage = {
  /** The address in its language: `/es/roi`. */
  path: string;
  /** The same page without a language: `/roi`. */
  page: string;
  file: string;
  route: string;
  locale: Locale;
};

/** Where a language's files are: English at the top, the others in their folder (`es/roi.html`). */
const inLanguageFolder = (file: string, locale: Locale) => (locale === baseLocale ? file : `${locale}/${file}`);

/**
 * Every prerendered page in every language: English where it always was, the others under their prefix
 * (`es/index.html` for `/es/`, `es/roi.html` for `/es/roi`), which a static host serves for those addresses.
 */
export const localizedPages = (): LocalizedPage[] =>
  prerenderedPages.flatMap((page) =>
    locales.map((locale) => ({
      ...page,
      locale,
      page: page.path,
      path: localizedPath(page.path, locale),
      file: inLanguageFolder(page.file, locale),
    })),
  );

/** Each language's shell (`es/public-shell.html`) and the addresses it serves: the public pages not prerendered. */
export const languageShells = (): { locale: Locale; file: string; paths: string[] }[] =>
  locales.map((locale) => ({
    locale,
    file: inLanguageFolder(languageShellFile, locale),
    paths: shellPages.map((page) => localizedPath(pagePattern(page), locale)),
  }));

/** Every address a language's shell serves, with its file: what the hosts and the local server answer them with. */
export const languageShellAddresses = (): { pattern: string; file: string }[] =>
  languageShells().flatMap(({ file, paths }) => paths.map((pattern) => ({ pattern, file })));
