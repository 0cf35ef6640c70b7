import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeCaller, callerUsersSql, salesId, type Caller } from './support/callers';
import { openTestDatabase, type Query, type TestDatabase } from './support/test-database';

/** A staff member's own meeting hours and calendar, and the fetcher's record of each feed, on the real server. */
let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query(callerUsersSql);
});

afterAll(() => db?.close());

/** Runs `work` in a transaction as `caller`, then rolls it back unless `keep`. */
async function as<T>(caller: Caller, work: (query: Query) => Promise<T>, keep = false): Promise<T> {
  const session = await db.connect();
  try {
    await session.query('begin');
    await becomeCaller(session.query, caller);
    const result = await work(session.query);
    await session.query(keep ? 'commit' : 'rollback');
    return result;
  } catch (error) {
    await session.query('rollback');
    throw error;
  } finally {
    await session.close();
  }
}

type Mine = {
  is_host: boolean;
  display_name: string;
  time_zone: string | null;
  hours: { weekday: number; starts: string; ends: string }[];
  calendar: { url: string; fetched_at: string | null; last_error: string | null; busy_count: number } | null;
};

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, starts: '09:00', ends: '17:00' }));
const feedUrl = 'https://calendar.example/sales.ics';

const saveMine = (query: Query, hours: unknown, url: string | null = feedUrl, zone = 'UTC') =>
  query<{ mine: Mine }>('select public.save_my_meeting_hours($1, $2, $3::jsonb, $4) as mine', [
    'Sam Sales',
    zone,
    JSON.stringify(hours),
    url,
  ]).then((rows) => rows[0]?.mine);

/** Tomorrow at 10:00 UTC: within the notice and the horizon whatever time the test runs. */
const tomorrowAt = (hour: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

const slotStarts = (query: Query) =>
  query<{ starts_at: Date }>('select starts_at from public.booking_slots()').then((rows) =>
    rows.map((row) => row.starts_at.toISOString()),
  );

const record = (query: Query, busy: unknown, error: string | null, url = feedUrl) =>
  query<{ recorded: boolean }>('select public.record_meeting_feed($1, $2, $3::jsonb, $4) as recorded', [
    salesId,
    url,
    busy === null ? null : JSON.stringify(busy),
    error,
  ]).then((rows) => rows[0]?.recorded);

describe("a staff member's own meeting hours", () => {
  it('a sales member saves their name, zone, hours and calendar, and reads them back', async () => {
    const mine = await as('sales', async (query) => {
      await saveMine(query, everyDay);
      const [row] = await query<{ mine: Mine }>('select public.my_meeting_hours() as mine');
      return row?.mine;
    });
    expect(mine).toMatchObject({ is_host: true, display_name: 'Sam Sales', time_zone: 'UTC' });
    expect(mine?.hours).toHaveLength(7);
    expect(mine?.hours[0]).toEqual({ weekday: 1, starts: '09:00', ends: '17:00' });
    expect(mine?.calendar).toMatchObject({ url: feedUrl, fetched_at: null, last_error: null });
  });

  it('saving again replaces the hours whole, and an empty address unlinks the calendar', async () => {
    const mine = await as('sales', async (query) => {
      await saveMine(query, everyDay);
      return saveMine(query, [{ weekday: 2, starts: '13:00', ends: '15:00' }], '');
    });
    expect(mine?.hours).toEqual([{ weekday: 2, starts: '13:00', ends: '15:00' }]);
    expect(mine?.calendar).toBeNull();
  });

  it('overlapping hours on one day and an unknown time zone are refused with a reason', async () => {
    const overlapping = [
      { weekday: 1, starts: '09:00', ends: '12:00' },
      { weekday: 1, starts: '11:00', ends: '13:00' },
    ];
    await expect(as('sales', (query) => saveMine(query, overlapping))).rejects.toThrow(/overlap/);
    await expect(as('sales', (query) => saveMine(query, everyDay, null, 'Mars/Olympus'))).rejects.toThrow(
      'Unknown time zone: Mars/Olympus',
    );
  });

  it('someone who is not staff keeps no hours', async () => {
    await expect(as('non-admin', (query) => saveMine(query, everyDay))).rejects.toThrow(/Only staff/);
    await expect(as('non-admin', (query) => query('select public.my_meeting_hours()'))).rejects.toThrow(/Only staff/);
  });
});

describe("the fetcher's record of a calendar feed", () => {
  beforeAll(async () => {
    await as('sales', (query) => saveMine(query, everyDay), true);
  });

  it('lists the feed with its host zone and a window past the booking horizon', async () => {
    const [due] = await as('service_role', (query) =>
      query<{ user_id: string; url: string; time_zone: string; until_at: Date }>(
        'select * from public.meeting_feeds_due()',
      ),
    );
    expect(due).toMatchObject({ user_id: salesId, url: feedUrl, time_zone: 'UTC' });
    expect(due?.until_at.getTime()).toBeGreaterThan(Date.now() + 14 * 24 * 3600 * 1000);
  });

  it('a busy time of the feed hides the slots it covers; a failed fetch keeps it and says why', async () => {
    const busy = [[tomorrowAt(10), tomorrowAt(11)]];
    const before = await as('anon', slotStarts);
    expect(before).toContain(tomorrowAt(10));
    await as('service_role', (query) => record(query, busy, null), true);
    const after = await as('anon', slotStarts);
    expect(after).not.toContain(tomorrowAt(10));
    expect(after).not.toContain(new Date(Date.parse(tomorrowAt(10)) + 30 * 60 * 1000).toISOString());
    expect(after).toContain(tomorrowAt(11));

    await as('service_role', (query) => record(query, null, 'The calendar server answered 500.'), true);
    expect(await as('anon', slotStarts)).not.toContain(tomorrowAt(10));
    const [mine] = await as('sales', (query) => query<{ mine: Mine }>('select public.my_meeting_hours() as mine'));
    expect(mine?.mine.calendar).toMatchObject({ last_error: 'The calendar server answered 500.', busy_count: 1 });
    expect(mine?.mine.calendar?.fetched_at).not.toBeNull();
  });

  it('an answer for an address the host has since changed is not recorded', async () => {
    const recorded = await as('service_role', (query) => record(query, [], null, 'https://calendar.example/old.ics'));
    expect(recorded).toBe(false);
  });
});
