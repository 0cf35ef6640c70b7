import { createRootRouteWithContext, HeadContent, Outlet, useMatches } from '@tanstack/react-router';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { brand } from '../content/brand';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // What a page without its own head (the 404 page) is called; every route below names itself.
  head: () => ({ meta: [{ title: brand.name }, { name: 'description', content: brand.description }] }),
  component: RootLayout,
});

function RootLayout() {
  const topBar = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.topBar)?.staticData.topBar,
  });
  const staff = useMatches({ select: (matches) => matches.some((match) => match.staticData.staff) });
  return (
    <div className="flex min-h-screen flex-col">
      {/* React places the title, meta and link tags in the document head. */}
      <HeadContent />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        Skip to content
      </a>
      <SiteHeader variant={topBar ?? 'roi'} staff={staff} />
      <main id="main" className="flex-1 pt-16 print:pt-0">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
