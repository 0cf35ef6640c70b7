import type { AnyRouter } from '@tanstack/react-router';
import { isbotNaive } from 'isbot';
import { attributionOf } from '../../machines/growth/attribution';
import { siteEventBody, type SiteEvent, type Visit } from '../../machines/growth/site-event';
import { sitePage } from '../../machines/growth/site-page';
import { authStorageKey } from '../lib/auth-storage-key';
import { env } from '../lib/env';
import type { ConnectSiteEvents } from '../lib/site-events';
import { readVisit, saveVisit } from '../lib/visit-store';

/** The address the tab first loaded and the page that sent the visitor there, read before the router ran. */
export type Landing = { href: string; referrer: string };

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** The browser asked not to be tracked: Global Privacy Control, or Do Not Track. */
export function asksNotToBeTracked(nav: PrivacyNavigator = navigator): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

const signedInAdmin = (): boolean => {
  try {
    return localStorage.getItem(authStorageKey) !== null;
  } catch {
    return false;
  }
};

// The apikey goes in the address and the body is text/plain, so the browser sends a simple request: no CORS
// preflight, and `keepalive` lets an event sent as the tab closes still arrive.
const ingestUrl = `${env.supabaseUrl}/rest/v1/rpc/ingest_event?apikey=${encodeURIComponent(env.supabaseAnonKey)}`;

function send(event: SiteEvent, page: string, visit: Visit): void {
  // Staff sign in on the same site; what they do is not a visitor's journey. Checked per event: they may sign in.
  if (signedInAdmin()) return;
  fetch(ingestUrl, {
    method: 'POST',
    body: JSON.stringify(siteEventBody(event, page, visit)),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {
    // An event is worth no retry and no error on the visitor's screen.
  });
}

/**
 * Starts the funnel's tracker once the page has loaded: a page view for each public page the router shows, and
 * every event the app reports. Nothing at all, not even the tab's visit, when the browser asks not to be tracked
 * or looks like a bot.
 */
export function startSiteTracker(router: AnyRouter, landing: Landing, connectSiteEvents: ConnectSiteEvents): void {
  if (asksNotToBeTracked() || isbotNaive(navigator.userAgent)) {
    connectSiteEvents(() => {});
    return;
  }
  let visit = readVisit();
  if (visit === null) {
    visit = { tabId: crypto.randomUUID(), attribution: attributionOf(landing.href, landing.referrer) };
    saveVisit(visit);
  }
  const current = visit;
  const currentPage = () => sitePage(router.state.location.pathname);
  let viewed: string | null = null;
  const viewPage = () => {
    const page = currentPage();
    const path = router.state.location.pathname;
    if (page === null || path === viewed) return;
    viewed = path;
    send({ kind: 'page_view' }, page, current);
  };
  viewPage();
  router.subscribe('onResolved', viewPage);
  connectSiteEvents((event) => {
    const page = currentPage();
    if (page !== null) send(event, page, current);
  });
}
