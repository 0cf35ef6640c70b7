import { describe, expect, it } from 'vitest';
import { slotDays, slotInFull } from '../../machines/booking/slot-days';

const slot = (startsAt: string) => ({ startsAt, endsAt: startsAt });

describe('free slots by day in the visitor’s time zone', () => {
  it('shows a host’s 14:00 UTC as 09:00 in New York before the clocks change and 10:00 on the day they do', () => {
    // The United States move to summer time on Sunday 14 March 2027.
    const days = slotDays(
      [slot('2027-03-13T14:00:00Z'), slot('2027-03-14T14:00:00Z'), slot('2027-03-15T13:00:00Z')],
      'America/New_York',
      'en-GB',
    );
    expect(days.map((day) => [day.day, day.slots.map((each) => each.time)])).toEqual([
      ['2027-03-13', ['09:00']],
      ['2027-03-14', ['10:00']],
      ['2027-03-15', ['09:00']],
    ]);
  });

  it('puts a slot on the day it falls on in the zone, not in UTC', () => {
    const days = slotDays([slot('2026-12-01T23:30:00Z'), slot('2026-12-02T08:00:00Z')], 'Asia/Tokyo', 'en-GB');
    expect(days.map((day) => day.day)).toEqual(['2026-12-02']);
    expect(days[0]?.slots.map((each) => each.time)).toEqual(['08:30', '17:00']);
  });

  it('names the day and the time in the page’s language', () => {
    expect(slotDays([slot('2026-12-01T09:00:00Z')], 'UTC', 'de')[0]?.label).toBe('Dienstag, 1. Dezember');
    expect(slotInFull('2026-12-01T09:00:00Z', 'Europe/Paris', 'en-GB')).toBe('Tuesday 1 December at 10:00 CET');
  });

  it('reads an unknown zone as UTC rather than failing', () => {
    expect(slotDays([slot('2026-12-01T09:00:00Z')], 'Mars/Olympus', 'en-GB')[0]?.slots[0]?.time).toBe('09:00');
  });
});
