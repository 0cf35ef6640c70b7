import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page';
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
    defaultNotFoundComponent: NotFoundPage,
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
