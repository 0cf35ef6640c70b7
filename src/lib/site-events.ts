import type { SiteEvent } from '../../machines/growth/site-event';

// The app reports funnel events from its first render; the tracker that sends them loads after the page has
// loaded. Until then events wait here, at most a handful (a page load makes two or three).
const waitingMax = 20;
const waiting: SiteEvent[] = [];
let sink: ((event: SiteEvent) => void) | null = null;

/** Tells the site's funnel what the visitor did; sent by the tracker, or dropped when it sends nothing. */
export function trackSiteEvent(event: SiteEvent): void {
  if (sink) sink(event);
  else if (waiting.length < waitingMax) waiting.push(event);
}

/** The tracker takes over: every waiting event and every later one go to `send`. */
export function connectSiteEvents(send: (event: SiteEvent) => void): void {
  sink = send;
  for (const event of waiting.splice(0)) send(event);
}
