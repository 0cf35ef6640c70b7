import type { Locale } from '../paraglide/runtime.js';
import { publicPages } from '../public-pages';
import { baseLocale, isLocale, locales } from './locales';

/** A route's path as a host pattern: `/ai-phone-caller/$slug` → `/ai-phone-caller/:slug`. */
export const hostPattern = (route: string): string => route.replace(/\$(\w+)/g, ':$1');

/** A page's route as its address, without a last slash: `/ai-phone-caller/` → `/ai-phone-caller` (`/` stays). */
export const pageAddress = (route: string): string => route.replace(/\/$/, '') || '/';

/** A page's route as the pattern of its address: `/ai-phone-caller/$slug` → `/ai-phone-caller/:slug`. */
export const pagePattern = (route: string): string => hostPattern(pageAddress(route));

/**
 * The pages that exist in every language (`src/public-pages.ts`), as host patterns: `:name` stands for one segment.
 * The admin area stays English, so `/es/admin/…` is no page at all (the 404 page, in Spanish).
 */
const publicPagePatterns = publicPages.map(({ route }) => pagePattern(route));

/** The staff screens, in English only (`/admin` itself is the sign-in gate in front of them). */
export const staffPages = [
  '/admin',
  '/admin/login',
  '/admin/alerts',
  '/admin/audit',
  '/admin/dashboard',
  '/admin/dashboard/:id',
  '/admin/growth',
  '/admin/meeting-hours',
  '/admin/pages',
  '/admin/raw-pricing',
  '/admin/team',
  '/admin/team-settings',
  '/admin/welcome',
] as const;

/** Whether `pathname` is `pattern`'s address: the same segments, `:name` any one, case and a last slash aside. */
export function matchesPage(pattern: string, pathname: string): boolean {
  const segments = (path: string) => (path.toLowerCase().replace(/\/+$/, '') || '/').split('/');
  const want = segments(pattern);
  const got = segments(pathname);
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** The admin area: staff screens, in English only, which offer no other language. */
const adminArea = /^\/admin(?:\/|$)/;

/** Whether an address offers its visitor other languages: every page but the admin area's (404 pages too). */
export const offersLanguages = (pathname: string): boolean => !adminArea.test(pathname);

/** Whether a page (an address without its language) exists in every language. */
export const isPublicPage = (pathname: string): boolean =>
  publicPagePatterns.some((pattern) => matchesPage(pattern, pathname));

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

/**
 * Every address the site has a page at, as host patterns: each public page in every language and the staff screens.
 * Any other address is answered 404 with the not-found page, by every host and the local server alike.
 */
export const siteAddresses = (): string[] => [
  ...publicPagePatterns.flatMap((page) => locales.map((locale) => localizedPath(page, locale))),
  ...staffPages,
];

/** Whether the site has a page at `pathname` (`/es/roi` yes; `/xx/roi`, `/es/admin/login`, `/nothing-here` no). */
export const isSiteAddress = (pathname: string): boolean =>
  siteAddresses().some((pattern) => matchesPage(pattern, pathname));

/** A page in every language, and in English again as `x-default`: what search engines are told of it. */
export const languageVersions = (page: string): { hrefLang: Locale | 'x-default'; path: string }[] => [
  ...locales.map((locale) => ({ hrefLang: locale, path: localizedPath(page, locale) })),
  { hrefLang: 'x-default', path: localizedPath(page, baseLocale) },
];
