import type { SiteEvent } from '../../machines/growth/site-event';

// The app reports funnel events from its first render; the tracker that sends them loads after the page has
// loaded. Each event travels as a window event; what `start()` collects until the tracker connects waits there, at
// most a handful (a page load makes two or three).
const waitingMax = 20;
const siteEventType = 'ringwise:site-event';

/** Tells the site's funnel what the visitor did; sent by the tracker, or dropped when it sends nothing. */
export function trackSiteEvent(event: SiteEvent): void {
  // The build's prerender runs in Node, where no window listens.
  if (typeof dispatchEvent === 'function') dispatchEvent(new CustomEvent(siteEventType, { detail: event }));
}

/** Where the tracker takes over: every waiting event and every later one go to `send`. */
export type ConnectSiteEvents = (send: (event: SiteEvent) => void) => void;

/** Starts collecting the page's events (called by `start()` before the first render); the tracker connects later. */
export function collectSiteEvents(): ConnectSiteEvents {
  const waiting: SiteEvent[] = [];
  let sink: ((event: SiteEvent) => void) | null = null;
  addEventListener(siteEventType, (event) => {
    const detail = (event as CustomEvent<SiteEvent>).detail;
    if (sink) sink(detail);
    else if (waiting.length < waitingMax) waiting.push(detail);
  });
  return (send) => {
    sink = send;
    for (const event of waiting.splice(0)) send(event);
  };
}
