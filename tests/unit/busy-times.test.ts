import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { busyTimes, FeedUnreadable } from '../../supabase/functions/_shared/meeting-feeds/busy-times.ts';

/** A calendar feed as Google and Outlook publish one: CRLF lines around the given body. */
const feed = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'];

// Two weeks from Monday 2026-11-30, as the booking horizon would ask.
const window = { from: new Date('2026-11-30T00:00:00Z'), until: new Date('2026-12-14T00:00:00Z') };
const busy = (text: string, hostZone = 'UTC') => busyTimes(ICAL, text, window, hostZone);

const berlinZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:STANDARD',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe('busy times of a calendar feed', () => {
  it('a single event in UTC is busy from its start to its end', () => {
    const text = feed(...event('UID:one', 'DTSTART:20261201T100000Z', 'DTEND:20261201T110000Z'));
    expect(busy(text)).toEqual([['2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z']]);
  });

  it('an event shown as free (TRANSP:TRANSPARENT) or cancelled hides nothing', () => {
    const text = feed(
      ...event('UID:free', 'DTSTART:20261201T100000Z', 'DTEND:20261201T110000Z', 'TRANSP:TRANSPARENT'),
      ...event('UID:off', 'DTSTART:20261202T100000Z', 'DTEND:20261202T110000Z', 'STATUS:CANCELLED'),
    );
    expect(busy(text)).toEqual([]);
  });

  it('events outside the window are left out', () => {
    const text = feed(...event('UID:old', 'DTSTART:20261101T100000Z', 'DTEND:20261101T110000Z'));
    expect(busy(text)).toEqual([]);
  });

  it("a weekly event repeats in its own zone's wall-clock time, less the dates EXDATE removes", () => {
    const text = feed(
      ...berlinZone,
      ...event(
        'UID:weekly',
        'DTSTART;TZID=Europe/Berlin:20261006T090000',
        'DTEND;TZID=Europe/Berlin:20261006T100000',
        'RRULE:FREQ=WEEKLY;BYDAY=TU',
        'EXDATE;TZID=Europe/Berlin:20261208T090000',
      ),
    );
    // 09:00 in Berlin is 08:00 UTC in winter; 8 December is removed.
    expect(busy(text)).toEqual([['2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z']]);
  });

  it('an occurrence moved by its RECURRENCE-ID event is busy at its new time, not the old one', () => {
    const text = feed(
      ...event('UID:daily', 'DTSTART:20261130T150000Z', 'DTEND:20261130T153000Z', 'RRULE:FREQ=DAILY;COUNT=3'),
      ...event('UID:daily', 'RECURRENCE-ID:20261201T150000Z', 'DTSTART:20261201T170000Z', 'DTEND:20261201T173000Z'),
    );
    expect(busy(text)).toEqual([
      ['2026-11-30T15:00:00.000Z', '2026-11-30T15:30:00.000Z'],
      ['2026-12-01T17:00:00.000Z', '2026-12-01T17:30:00.000Z'],
      ['2026-12-02T15:00:00.000Z', '2026-12-02T15:30:00.000Z'],
    ]);
  });

  it('an occurrence its RECURRENCE-ID event cancels is free', () => {
    const text = feed(
      ...event('UID:daily', 'DTSTART:20261130T150000Z', 'DTEND:20261130T153000Z', 'RRULE:FREQ=DAILY;COUNT=2'),
      ...event('UID:daily', 'RECURRENCE-ID:20261201T150000Z', 'DTSTART:20261201T150000Z', 'STATUS:CANCELLED'),
    );
    expect(busy(text)).toEqual([['2026-11-30T15:00:00.000Z', '2026-11-30T15:30:00.000Z']]);
  });

  it('an all-day event is busy from midnight to midnight in the host zone', () => {
    const text = feed(...event('UID:day', 'DTSTART;VALUE=DATE:20261203', 'DTEND;VALUE=DATE:20261204'));
    expect(busy(text, 'America/New_York')).toEqual([['2026-12-03T05:00:00.000Z', '2026-12-04T05:00:00.000Z']]);
  });

  it("an all-day event follows the calendar's own zone (X-WR-TIMEZONE) over the host's", () => {
    const text = feed('X-WR-TIMEZONE:Asia/Tokyo', ...event('UID:day', 'DTSTART;VALUE=DATE:20261203'));
    expect(busy(text, 'UTC')).toEqual([['2026-12-02T15:00:00.000Z', '2026-12-03T15:00:00.000Z']]);
  });

  it('a TZID without its VTIMEZONE is read as the IANA zone of that name, across a daylight-saving change', () => {
    // New York moves its clocks back on 1 November 2026; 9:00 there is 13:00 UTC before and 14:00 UTC after.
    const wide = { from: new Date('2026-10-30T00:00:00Z'), until: new Date('2026-11-03T00:00:00Z') };
    const text = feed(
      ...event(
        'UID:ny',
        'DTSTART;TZID=America/New_York:20261030T090000',
        'DTEND;TZID=America/New_York:20261030T093000',
        'RRULE:FREQ=DAILY;BYDAY=MO,FR',
      ),
    );
    expect(busyTimes(ICAL, text, wide, 'UTC')).toEqual([
      ['2026-10-30T13:00:00.000Z', '2026-10-30T13:30:00.000Z'],
      ['2026-11-02T14:00:00.000Z', '2026-11-02T14:30:00.000Z'],
    ]);
  });

  it('touching busy times are merged into one', () => {
    const text = feed(
      ...event('UID:a', 'DTSTART:20261201T100000Z', 'DTEND:20261201T110000Z'),
      ...event('UID:b', 'DTSTART:20261201T110000Z', 'DTEND:20261201T120000Z'),
    );
    expect(busy(text)).toEqual([['2026-12-01T10:00:00.000Z', '2026-12-01T12:00:00.000Z']]);
  });

  it('a page that is not a calendar is refused with a reason', () => {
    expect(() => busy('<html>Sign in</html>')).toThrow(FeedUnreadable);
  });
});
