import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const topBar = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.topBar)?.staticData.topBar,
  });
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        Skip to content
      </a>
      <SiteHeader variant={topBar ?? 'roi'} />
      <main id="main" className="flex-1 pt-16 print:pt-0">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
