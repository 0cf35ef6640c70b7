import { brand } from '../content/brand';
import { languageVersions, localizedPath } from '../i18n/locale-path';
import { localeNames } from '../i18n/locale-names';
import { getLocale } from '../paraglide/runtime.js';
import { env } from './env';

/** The link-preview picture (public/og-image.png), at the size Open Graph and Twitter cards ask for. */
const previewImage = { path: '/og-image.png', width: 1200, height: 630 };

/** `path` on the published site, as search engines and link previews need it. */
export const absoluteUrl = (path: string) => new URL(path, env.siteUrl).href;

type PageHead = {
  /** Where the page lives, without search, hash or language: the canonical address is this in the page's language. */
  path: string;
  title: string;
  description: string;
  /** Personalised and staff pages stay out of search results and get no canonical address. */
  noindex?: boolean;
};

/**
 * A route's `head`: its title and description, and for a public page the canonical link (the page in its own
 * language), the same page in every other language for search engines (English also as `x-default`), and the Open
 * Graph / Twitter card tags that link previews read. `<HeadContent />` in the root renders it.
 */
export function pageHead({ path, title, description, noindex = false }: PageHead) {
  if (noindex) {
    return {
      meta: [
        { title },
        { name: 'description', content: description },
        { name: 'robots', content: 'noindex, nofollow' },
      ],
    };
  }
  const locale = getLocale();
  const url = absoluteUrl(localizedPath(path, locale));
  const alternates = languageVersions(path).map(({ hrefLang, path: other }) => ({
    rel: 'alternate',
    hrefLang,
    href: absoluteUrl(other),
  }));
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: brand.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      // The other languages' og:locale:alternate: src/components/og-locale-alternates.tsx.
      { property: 'og:locale', content: localeNames[locale].ogLocale },
      { property: 'og:image', content: absoluteUrl(previewImage.path) },
      { property: 'og:image:width', content: String(previewImage.width) },
      { property: 'og:image:height', content: String(previewImage.height) },
      { property: 'og:image:alt', content: `${brand.name}: ${brand.tagline}` },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: absoluteUrl(previewImage.path) },
    ],
    links: [{ rel: 'canonical', href: url }, ...alternates],
  };
}

/**
 * The company as search engines describe it (schema.org Organization), as a head script for the
 * home page. A JSON data block, not code, so a `script-src 'self'` policy has nothing to allow.
 */
export const organizationJsonLd = () => ({
  type: 'application/ld+json',
  // `<` escaped so no text in the data can close the script element.
  children: JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    description: brand.description,
  }).replaceAll('<', '\\u003c'),
});
