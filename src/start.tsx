/** The app in the browser: main.tsx loads this module and calls `start`, which renders the page or takes over the prerendered one. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './react-dom-client';
import { createActor } from 'xstate';
import { failureReportActions } from './actors/report-failure';
import { App } from './app';
import { adoptPathLocale } from './i18n/page-locale';
import type { ErrorQueue } from './errors/error-queue';
import { connectFailureReports, reactRootErrorOptions } from './lib/failure-reports';
import { collectSiteEvents } from './lib/site-events';
import { actorOptions } from './lib/inspector';
import { pageKey } from './prerender/page-key';
import { createAppRouter, type AppRouter } from './router';
import type { SessionActor } from './router-context';

/**
 * `renderedKey`: the key the build rendered `root`'s markup with, undefined in the app shell. `errors`: main.tsx's
 * queue for error reports, which learns the router's route here. `nextTask`: main.tsx's (src/lib/next-task.ts), handed
 * over so that module stays in main.tsx's chunk: imported here too, the bundler makes it a script of its own, one more
 * before the first paint.
 */
export async function start(
  root: HTMLElement,
  renderedKey: string | undefined,
  errors: ErrorQueue,
  nextTask: () => Promise<void>,
): Promise<void> {
  // The visit's first address, before the router can tidy it (utm_* parameters are no route's search).
  const landing = { href: location.href, referrer: document.referrer };
  // Collected from the first render on, for the funnel's tracker that loads after the page.
  const connectSiteEvents = collectSiteEvents();
  // The app shell's pages (the voice pages, the 404 page) learn their language here; prerendered ones carry it.
  document.documentElement.lang = adoptPathLocale(location.pathname);
  // A task of its own, not the one that evaluated the app's modules, keeps both short.
  await nextTask();

  // Created when a staff route first asks for it, then started by it, so no public page loads its code or supabase-js.
  const loadSession = async (router: AppRouter) => {
    const [{ sessionMachine }, { sessionActors }] = await Promise.all([
      import('../machines/session/session.machine'),
      import('./actors/session.actors'),
    ]);
    const session = createActor(
      sessionMachine.provide({ actors: sessionActors, actions: failureReportActions }),
      actorOptions(),
    );
    // Guards run in beforeLoad; re-running them on every session change sends a signed-out user to login.
    // The first answer (leaving `checking`) needs no re-run: every guard that asked is still waiting for it,
    // and re-running the page load then would only delay the first paint.
    let last = session.getSnapshot();
    session.subscribe((snapshot) => {
      const previous = last;
      last = snapshot;
      if (snapshot.value === previous.value || previous.hasTag('pending')) return;
      void router.invalidate();
    });
    return session;
  };
  let sessionLoad: Promise<SessionActor> | undefined;
  const router: AppRouter = createAppRouter({ loadSession: () => (sessionLoad ??= loadSession(router)) });
  connectFailureReports(errors, router);

  afterPageLoad(() => {
    void import('./actors/site-tracker').then(({ startSiteTracker }) =>
      startSiteTracker(router, landing, connectSiteEvents),
    );
  });

  const app = <App router={router} />;
  if (renderedKey === undefined) {
    createRoot(root, reactRootErrorOptions).render(app);
  } else {
    // The build rendered this page already: load its route code, then take over the markup in place,
    // unless the address asks for something else than what was rendered (then render afresh).
    await router.load();
    if (pageKey(router) === renderedKey) {
      // What TanStack's own hydration sets: the markup came from a server render, so the router renders
      // the same tree (no root Suspense boundary) that the build rendered.
      router.ssr = { manifest: undefined };
      // As a transition React hydrates in slices of a few milliseconds, so the page keeps answering
      // taps meanwhile; at the default priority the whole page would hydrate in one long task.
      startTransition(() => {
        hydrateRoot(root, app, reactRootErrorOptions);
      });
    } else {
      createRoot(root, reactRootErrorOptions).render(app);
    }
  }
}

/** Runs `work` once the page's load event has passed: the funnel's tracker never competes with the page. */
function afterPageLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else addEventListener('load', work, { once: true });
}
