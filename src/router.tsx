import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // A page with a pending component (the admin pages, waiting for the session) shows it at once and for no longer
    // than the wait; TanStack's defaults (after 1 s, then at least 500 ms) would only delay checks done sooner. Pages
    // without one keep showing the previous page until the next is ready, as before.
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
