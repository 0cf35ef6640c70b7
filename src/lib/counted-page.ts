import { sitePage } from '../../machines/growth/site-page';
import { isSiteAddress } from '../i18n/locale-path';

/**
 * The page the funnel counts an address as: none for an address the site has no page at (`/xx/roi`,
 * `/es/admin/login`), which shows the 404 page and is neither a page view nor a visit's first page.
 */
export const countedPage = (pathname: string): string | null => (isSiteAddress(pathname) ? sitePage(pathname) : null);

/**
 * The page the router shows, counted by its address as the visitor sees it (`publicHref`: `/de/roi`), not the
 * router's own path without the language (`/roi`), so page views and the first page name the same page.
 */
export const viewedPage = (location: { pathname: string; publicHref: string }): string | null =>
  countedPage(new URL(location.publicHref, 'http://site.invalid').pathname);
