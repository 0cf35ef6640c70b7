import { localizedPath } from '../i18n/locale-path';
import { baseLocale, locales } from '../i18n/locales';
import type { Locale } from '../paraglide/runtime.js';
import { prerenderedPages } from './pages';

export type LocalizedPage = {
  /** The address in its language: `/es/roi`. */
  path: string;
  /** The same page without a language: `/roi`. */
  page: string;
  file: string;
  route: string;
  locale: Locale;
};

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
      file: locale === baseLocale ? page.file : `${locale}/${page.file}`,
    })),
  );
