import { busyTimes, FeedUnreadable, type BusyRange, type IcalLibrary } from './busy-times.ts';
import { FeedRefused } from './feed-address.ts';
import { fetchFeed, type FeedFetchDeps } from './feed-fetch.ts';

/** A feed to fetch: its host, address, the host's time zone and the window to expand its events over. */
export type DueFeed = { userId: string; url: string; timeZone: string; from: Date; until: Date };

/** One fetch's outcome: the busy times that replace the last good ones, or why it failed (the last ones stay). */
export type FeedOutcome = { busy: BusyRange[] } | { error: string };

export type FeedStore = {
  due(): Promise<DueFeed[]>;
  record(feed: DueFeed, outcome: FeedOutcome): Promise<void>;
};

export type FeedRunReport = { fetched: number; failed: number };

export type FeedWorkerDeps = FeedFetchDeps & { ical: IcalLibrary; store: FeedStore; log: (line: string) => void };

/** How many feeds are fetched at once: a slow calendar must not hold the others past the function's time limit. */
const inParallel = 4;

/**
 * Fetches every calendar feed once, a few at a time, and records each outcome. A failure of one feed is recorded
 * against it (worded for its host) and the others go ahead; logs name the host, never the secret address.
 */
export async function runMeetingFeeds(deps: FeedWorkerDeps): Promise<FeedRunReport> {
  const report: FeedRunReport = { fetched: 0, failed: 0 };
  const queue = await deps.store.due();
  const next = async (): Promise<void> => {
    const feed = queue.shift();
    if (!feed) return;
    const outcome = await readFeed(feed, deps);
    if ('error' in outcome) {
      report.failed++;
      deps.log(`meeting-feeds: the calendar of host ${feed.userId} failed: ${outcome.error}`);
    } else {
      report.fetched++;
    }
    await deps.store.record(feed, outcome);
    await next();
  };
  await Promise.all(Array.from({ length: inParallel }, next));
  return report;
}

async function readFeed(feed: DueFeed, deps: FeedWorkerDeps): Promise<FeedOutcome> {
  try {
    const text = await fetchFeed(feed.url, deps);
    return { busy: busyTimes(deps.ical, text, feed, feed.timeZone) };
  } catch (error) {
    if (error instanceof FeedRefused || error instanceof FeedUnreadable) return { error: error.message };
    deps.log(`meeting-feeds: reading the calendar of host ${feed.userId} threw: ${String(error)}`);
    return { error: 'The calendar could not be read.' };
  }
}
