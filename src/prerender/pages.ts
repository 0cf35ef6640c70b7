import { pageAddress } from '../i18n/locale-path';
import { publicPages } from '../public-pages';

/**
 * The pages built into static HTML at build time (those of `publicPages` that say so), with the route file whose
 * component renders each. Every other address gets the app shell (`appShellFile`) and renders in the browser.
 */
export const prerenderedPages = publicPages.flatMap((page) =>
  'prerender' in page
    ? [{ path: pageAddress(page.route), file: page.prerender.file, route: page.prerender.routeFile }]
    : [],
);

/**
 * Whether a prerendered page is one HTML for every value of its route's params (the voice page's greeting frame, the
 * same for every slug until the page has read its record): served at each of its addresses, in no sitemap, and
 * hydrated whatever its params (page-key.ts).
 */
export const servesEveryParam = (route: string): boolean => route.includes('$');

/** The HTML for every address that has no prerendered page: the app with an empty root. */
export const appShellFile = 'app-shell.html';

/**
 * The public pages that are not prerendered (the printable ROI report, whose figures are the address's): each language
 * serves them from its own build's shell, `languageShellFile` in that language's folder, so they load one language's
 * words, not the main build's four.
 */
export const shellPages = publicPages.flatMap((page) => ('prerender' in page ? [] : [page.route]));

/** A language's shell: the app with an empty root, built with that language's words only. */
export const languageShellFile = 'public-shell.html';

/** The HTML a host answers with status 404: the app shell under its own name, which renders the not-found page. */
export const notFoundFile = '404.html';
