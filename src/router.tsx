import { createRouter } from '@tanstack/react-router';
import { LateNotFoundPage } from './components/late-not-found-page';
import { localeRewrite } from './i18n/locale-rewrite';
import { RouteErrorPage } from './components/route-error-page';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

/**
 * The app's router: in the browser, or (for the build's prerender) on the server, where TanStack's
 * request handler gives it the page's address.
 */
export function createAppRouter(context: RouterContext, runsOn: 'browser' | 'server' = 'browser') {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    rewrite: localeRewrite,
    // A page with a pending component (the admin pages, waiting for the session) shows it at once and for no longer
    // than the wait; TanStack's defaults (after 1 s, then at least 500 ms) would only delay checks done sooner. Pages
    // without one keep showing the previous page until the next is ready, as before.
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    defaultNotFoundComponent: LateNotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    isServer: runsOn === 'server',
    // On the server the router would inline a scroll-restoring script; a fresh page load needs none.
    scrollRestoration: runsOn === 'browser',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
