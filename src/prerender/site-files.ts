import { absoluteUrl } from '../lib/page-head';
import { prerenderedPages } from './pages';

/** robots.txt: staff pages and personalised voice pages stay out of search engines. */
export const robotsTxt = (): string =>
  [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /ai-phone-caller/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');

/** sitemap.xml: the public pages, which are the prerendered ones. */
export const sitemapXml = (): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...prerenderedPages.map(({ path }) => `  <url><loc>${absoluteUrl(path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
