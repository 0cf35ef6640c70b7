import { useHydrated, useLocation } from '@tanstack/react-router';
import { hostPattern, isPublicPage, localizedPath, matchesPage, offersLanguages } from '../i18n/locale-path';
import { localeNames } from '../i18n/locale-names';
import { rememberLanguageChoice } from '../lib/language-choice';
import { m } from '../paraglide/messages.js';
import { getLocale, locales, type Locale } from '../paraglide/runtime.js';
import { prerenderedPages, servesEveryParam } from '../prerender/pages';

/** The prerendered pages whose one HTML serves every value of their params, as host patterns. */
const everyParamPatterns = prerenderedPages
  .filter(({ path }) => servesEveryParam(path))
  .map(({ path }) => hostPattern(path));

/**
 * Where the same page is in `locale`, or null where the page offers no other language (the admin area): the same page (a 404 page's language links lead to that language's home page),
 * with the address's search (the ROI inputs) and hash once the app runs. The prerendered markup links the bare pages,
 * which is also what search engines should follow. A page built once for every value of its params (the voice page's
 * frame) links nowhere until the app runs: its markup cannot know the address it is served at, and hydration keeps
 * the markup's attributes, so only a render after it may set them.
 */
export function useLanguageHref(): ((locale: Locale) => string | undefined) | null {
  const hydrated = useHydrated();
  const pathname = useLocation({ select: (location) => location.pathname });
  const rest = useLocation({
    select: ({ searchStr, hash }) => (hydrated ? `${searchStr}${hash ? `#${hash}` : ''}` : ''),
  });
  if (!offersLanguages(pathname)) return null;
  if (!hydrated && everyParamPatterns.some((pattern) => matchesPage(pattern, pathname))) return () => undefined;
  const page = isPublicPage(pathname) ? pathname : '/';
  return (locale) => `${localizedPath(page, locale)}${rest}`;
}

/**
 * The language switcher: plain links (a new page load, as the language is the page's for its whole life) that crawlers
 * follow, each marked with the language it leads to. `compact` shows the language codes, for the top bar on a phone.
 */
export function LanguageLinks({ compact = false }: { compact?: boolean }) {
  const href = useLanguageHref();
  const current = getLocale();
  if (!href) return null;
  return (
    <ul aria-label={m.nav_language()} className="flex items-center gap-1">
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={href(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'page' : undefined}
            // A visitor who picks a language has answered the suggestion too.
            onClick={rememberLanguageChoice}
            className="block rounded-md px-2 py-1 text-sm text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400 aria-[current]:font-semibold aria-[current]:text-white"
          >
            {compact ? (
              <>
                <span aria-hidden="true" className="uppercase">
                  {locale}
                </span>
                <span className="sr-only">{localeNames[locale].name}</span>
              </>
            ) : (
              localeNames[locale].name
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
