import { brand } from '../content/brand';
import { env } from './env';

/** The link-preview picture (public/og-image.png), at the size Open Graph and Twitter cards ask for. */
const previewImage = { path: '/og-image.png', width: 1200, height: 630, alt: `${brand.name}: ${brand.tagline}` };

/** `path` on the published site, as search engines and link previews need it. */
export const absoluteUrl = (path: string) => new URL(path, env.siteUrl).href;

type PageHead = {
  /** Where the page lives, without search or hash: the canonical address. */
  path: string;
  title: string;
  description: string;
  /** Personalised and staff pages stay out of search results and get no canonical address. */
  noindex?: boolean;
};

/**
 * A route's `head`: its title and description, and for a public page the canonical link and the
 * Open Graph / Twitter card tags that link previews read. `<HeadContent />` in the root renders it.
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
  const url = absoluteUrl(path);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: brand.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: absoluteUrl(previewImage.path) },
      { property: 'og:image:width', content: String(previewImage.width) },
      { property: 'og:image:height', content: String(previewImage.height) },
      { property: 'og:image:alt', content: previewImage.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: absoluteUrl(previewImage.path) },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}

/**
 * The company as search engines describe it (schema.org Organization), as a head script for the
 * home page. A JSON data block, not code, so a `script-src 'self'` policy has nothing to allow.
 */
export const organizationJsonLd = {
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
};
