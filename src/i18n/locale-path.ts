import type { Locale } from '../paraglide/runtime.js';
import { publicPages } from '../public-pages';
import { baseLocale, isLocale, locales } from './locales';

/**
 * Which addresses exist in every language: the public pages (`src/public-pages.ts`), a `$param` being one path
 * segment, with or without a trailing slash. The admin area stays English, so `/es/admin/…` is no page at all (the
 * 404 page, in Spanish).
 */
const publicPage = new RegExp(
  `^(?:${publicPages.map(({ route }) => route.replace(/\/$/, '').replace(/\$[^/]+/g, '[^/]+')).join('|')})/?$`,
);

/** The admin area: staff screens, in English only, which offer no other language. */
const adminArea = /^\/admin(?:\/|$)/;

/** Whether an address offers its visitor other languages: every page but the admin area's (404 pages too). */
export const offersLanguages = (pathname: string): boolean => !adminArea.test(pathname);

/** Whether a page (an address without its language) exists in every language. */
export const isPublicPage = (pathname: string): boolean => publicPage.test(pathname);

/** `/es/roi` → `['es', '/roi']`; a first segment that is no supported language is just a path (`/xx/roi`). */
function splitPrefix(pathname: string): [Locale, string] {
  const [, first = '', ...rest] = pathname.split('/');
  if (first === baseLocale || !isLocale(first)) return [baseLocale, pathname];
  return [first, `/${rest.join('/')}`];
}

/**
 * The language an address is in: its prefix (`/es/…`, `/fr/…`, `/de/…`), English without one. An address with a
 * prefix but no page behind it (`/es/admin`, `/es/nothing`) is still in that language: its 404 page speaks it.
 */
export const localeOfPath = (pathname: string): Locale => splitPrefix(pathname)[0];

/** The page an address shows, without its language: `/es/roi` → `/roi`, `/es/` → `/`; anything else unchanged. */
export function pagePath(pathname: string): string {
  const [locale, rest] = splitPrefix(pathname);
  return locale !== baseLocale && isPublicPage(rest) ? rest : pathname;
}

/** Where a page lives in `locale`: `/roi` → `/es/roi`, `/` → `/es/`. English pages and admin pages have no prefix. */
export function localizedPath(pathname: string, locale: Locale): string {
  if (locale === baseLocale || !isPublicPage(pathname)) return pathname;
  return pathname === '/' ? `/${locale}/` : `/${locale}${pathname}`;
}

/** A page in every language, and in English again as `x-default`: what search engines are told of it. */
export const languageVersions = (page: string): { hrefLang: Locale | 'x-default'; path: string }[] => [
  ...locales.map((locale) => ({ hrefLang: locale, path: localizedPath(page, locale) })),
  { hrefLang: 'x-default', path: localizedPath(page, baseLocale) },
];
