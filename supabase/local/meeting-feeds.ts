import { lookup } from 'node:dns/promises';
import type { PGlite } from '@electric-sql/pglite';
import ICAL from 'ical.js';
import { createFeedHandler } from '../functions/_shared/meeting-feeds/feed-handler.ts';
import {
  runMeetingFeeds,
  type FeedStore,
  type FeedWorkerDeps,
} from '../functions/_shared/meeting-feeds/feed-worker.ts';

/** How often the stand-in fetches every feed; production's pg_cron job runs as often (docs/booking.md). */
export const meetingFeedsEveryMs = 15 * 60 * 1000;

/** The feeds and their outcomes through the same database functions the Edge Function calls over PostgREST. */
export const localFeedStore = (db: PGlite): FeedStore => ({
  async due() {
    const { rows } = await db.query<{ user_id: string; url: string; time_zone: string; from_at: Date; until_at: Date }>(
      'select user_id, url, time_zone, from_at, until_at from public.meeting_feeds_due()',
    );
    return rows.map((row) => ({
      userId: row.user_id,
      url: row.url,
      timeZone: row.time_zone,
      from: row.from_at,
      until: row.until_at,
    }));
  },
  async record(feed, outcome) {
    await db.query('select public.record_meeting_feed($1, $2, $3::jsonb, $4)', [
      feed.userId,
      feed.url,
      'busy' in outcome ? JSON.stringify(outcome.busy) : null,
      'error' in outcome ? outcome.error : null,
    ]);
  },
});

/** Node's resolver: every address of the host, both families. */
const resolve = async (host: string) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** The worker's dependencies on this machine; loopback feeds pass only when `allowLoopback` (tests' local servers). */
export const localFeedWorker = (db: PGlite, allowLoopback: boolean, log: (line: string) => void): FeedWorkerDeps => ({
  fetch: (input, init) => fetch(input, init),
  resolve,
  policy: { allowLoopback },
  ical: ICAL,
  store: localFeedStore(db),
  log,
});

/** The meeting-feeds Edge Function as the stand-in serves it: the same handler on the stand-in's database. */
export const localMeetingFeedsFunction = (secret: string, worker: FeedWorkerDeps) => createFeedHandler(secret, worker);

/**
 * The stand-in's stand-in for the schedule and the wake-up call: fetches every feed at start, every `everyMs`, and
 * when a staff member saves a new address (the save's NOTIFY). One run at a time; a wake-up during a run makes
 * another follow it.
 */
export async function startMeetingFeeds(
  db: PGlite,
  worker: FeedWorkerDeps,
  everyMs: number,
  log: ((line: string) => void) | null,
): Promise<() => Promise<void>> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runMeetingFeeds(worker);
        } catch (error) {
          log?.(`Meeting feeds: a run failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
      running = null;
    })();
  };
  const unlisten = await db.listen('meeting_feeds', run);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await unlisten();
    await running;
  };
}
