import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  runMeetingFeeds,
  type DueFeed,
  type FeedOutcome,
} from '../../supabase/functions/_shared/meeting-feeds/feed-worker.ts';

const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:a',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261201T100000Z',
  'DTEND:20261201T110000Z',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

const feed = (n: number): DueFeed => ({
  userId: `host-${n}`,
  url: `https://calendar${n}.example/feed.ics`,
  timeZone: 'UTC',
  from: new Date('2026-11-30T00:00:00Z'),
  until: new Date('2026-12-14T00:00:00Z'),
});

describe('the feeds worker', () => {
  it('records every feed, a failed one with its reason, fetching no more than four at once', async () => {
    const recorded = new Map<string, FeedOutcome>();
    let open = 0;
    let most = 0;
    const report = await runMeetingFeeds({
      store: {
        due: async () => [1, 2, 3, 4, 5, 6].map(feed),
        record: async (due, outcome) => {
          recorded.set(due.userId, outcome);
        },
      },
      fetch: async (input) => {
        open++;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 5));
        open--;
        return String(input).includes('calendar3')
          ? new Response('gone', { status: 404, statusText: 'Not Found' })
          : new Response(calendar);
      },
      resolve: async () => ['93.184.216.34'],
      policy: { allowLoopback: false },
      ical: ICAL,
      log: () => {},
    });
    expect(report).toEqual({ fetched: 5, failed: 1 });
    expect(recorded.get('host-3')).toEqual({ error: 'The calendar server answered 404 Not Found.' });
    expect(recorded.get('host-6')).toEqual({ busy: [['2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z']] });
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });
});
