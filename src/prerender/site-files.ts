import { languageVersions } from '../i18n/locale-path';
import { noindexPrefixes } from '../hosting/security-headers';
import { absoluteUrl } from '../lib/page-head';
import { baseLocale, locales } from '../paraglide/runtime.js';
import { localizedPages } from './localized-pages';
import { servesEveryParam } from './pages';

/** robots.txt: staff pages and personalised voice pages stay out of search engines, in every language. */
export const robotsTxt = (): string =>
  [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /ai-phone-caller/',
    ...locales.filter((locale) => locale !== baseLocale).map((locale) => `Disallow: /${locale}/ai-phone-caller/`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');

/** Whether a page is one the hosts keep out of search engines (the voice pages), which no sitemap may list. */
const isNoindexPage = (page: string) =>
  noindexPrefixes.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));

/**
 * sitemap.xml: the public pages (the prerendered ones but the voice pages) in every language, each listing all its languages and
 * English as x-default, as the pages' own hreflang links do.
 */
export function sitemapXml(): string {
  const alternate = (hrefLang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${absoluteUrl(path)}"/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...localizedPages()
      .filter(({ page }) => !servesEveryParam(page) && !isNoindexPage(page))
      .flatMap(({ path, page }) => [
        '  <url>',
        `    <loc>${absoluteUrl(path)}</loc>`,
        ...languageVersions(page).map(({ hrefLang, path: other }) => alternate(hrefLang, other)),
        '  </url>',
      ]),
    '</urlset>',
    '',
  ].join('\n');
}
