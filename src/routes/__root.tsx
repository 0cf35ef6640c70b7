import { createRootRouteWithContext, HeadContent, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { OgLocaleAlternates } from '../components/og-locale-alternates';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { brand } from '../content/brand';
import { pageTitle } from '../content/page-title';
import { suggestedLocale } from '../../machines/language-suggestion/suggested-locale';
import { atFirstGesture } from '../lib/first-gesture';
import { languageChosen } from '../lib/language-choice';
import { m } from '../paraglide/messages.js';
import { getLocale, locales } from '../paraglide/runtime.js';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Only the 404 page matches nothing but the root; every route below names itself.
  head: ({ matches }) => ({
    meta:
      matches.length === 1
        ? [{ title: pageTitle(m.not_found_title()) }, { name: 'robots', content: 'noindex' }]
        : [{ title: brand.name }, { name: 'description', content: brand.description }],
  }),
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
      <OgLocaleAlternates />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        {m.site_skip()}
      </a>
      <SiteHeader variant={topBar ?? 'roi'} staff={staff} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none print:pt-0">
        <Outlet />
      </main>
      <SiteFooter />
      <LanguageSuggestionOnceRunning />
    </div>
  );
}

/**
 * The language suggestion depends on the browser's languages, so it never shows in prerendered markup: its code is a
 * chunk of its own, fetched only when there is a language to offer (the machine is handed the same answer), so no
 * visit whose browser prefers the page's language downloads it, and only at the visitor's first gesture (a scroll, a
 * tap, a key), so the page's first seconds carry none of it: the offer comes when they start reading. Loaded by an effect rather than
 * `lazy`: a Suspense boundary that shows its fallback makes React hold back the next hydration of a suspended part
 * for 300 ms of the page's clock, which a test's paused clock never lets pass.
 */
function LanguageSuggestionOnceRunning() {
  const [Suggestion, setSuggestion] = useState<ComponentType | null>(null);
  useEffect(() => {
    const offer = suggestedLocale({
      pageLocale: getLocale(),
      browserLanguages: navigator.languages,
      offered: locales,
      chosenInThisTab: languageChosen(),
    });
    if (offer === null) return;
    let mounted = true;
    const cancel = atFirstGesture(() => {
      void import('../components/language-suggestion').then(({ LanguageSuggestion }) => {
        if (mounted) setSuggestion(() => LanguageSuggestion);
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return Suggestion ? <Suggestion /> : null;
}
