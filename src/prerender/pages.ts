import { publicPages } from '../public-pages';

/**
 * The pages built into static HTML at build time (those of `publicPages` that say so), with the route file whose
 * component renders each. Every other address gets the app shell (`appShellFile`) and renders in the browser.
 */
export const prerenderedPages = publicPages.flatMap((page) =>
  'prerender' in page ? [{ path: page.route, file: page.prerender.file, route: page.prerender.routeFile }] : [],
);

/** The HTML for every address that has no prerendered page: the app with an empty root. */
export const appShellFile = 'app-shell.html';
