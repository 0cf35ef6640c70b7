import { describe, expect, it } from 'vitest';
import {
  daysIn,
  defaultGrowthRange,
  isCustomRange,
  nearestRange,
  isIsoDay,
  maxRangeDays,
  rangeDays,
  sameRange,
  type GrowthRange,
} from '../../machines/growth-report/growth-range';

describe('the Growth screen’s date range', () => {
  it('opens on the last 30 days', () => {
    expect(defaultGrowthRange).toEqual({ preset: '30d' });
  });

  describe('a date typed or linked by hand', () => {
    it('is a real day of the calendar written YYYY-MM-DD', () => {
      expect(isIsoDay('2026-01-01')).toBe(true);
      expect(isIsoDay('2024-02-29')).toBe(true);
    });

    it.each([
      ['a day past the end of its month', '2026-02-30'],
      ['a month that does not exist', '2026-13-01'],
      ['a year and month only', '2026-01'],
      ['a year of more than four digits', '+012026-01-01'],
      ['a year before zero', '-000001-01-01'],
      ['text around a date', 'x2026-01-01'],
      ['a date with a time', '2026-01-01T00:00'],
      ['no date at all', ''],
    ])('refuses %s', (_, value) => {
      expect(isIsoDay(value)).toBe(false);
    });

    it.each([
      ['a number', 20260101],
      ['a list holding a date', ['2026-01-01']],
      ['nothing', undefined],
    ])('refuses %s, which is not text', (_, value) => {
      expect(isIsoDay(value)).toBe(false);
    });
  });

  describe('its length', () => {
    it('counts both the first and the last day', () => {
      expect(daysIn('2026-01-01', '2026-01-01')).toBe(1);
      expect(daysIn('2026-01-01', '2026-01-31')).toBe(31);
      expect(daysIn('2026-03-01', '2026-03-31')).toBe(31);
    });
  });

  describe('a custom range', () => {
    it('may be a single day', () => {
      expect(isCustomRange('2026-05-04', '2026-05-04')).toBe(true);
    });

    it('may be as long as the longest range the report covers, and not a day longer', () => {
      expect(daysIn('2026-01-01', '2036-01-08')).toBe(maxRangeDays);
      expect(isCustomRange('2026-01-01', '2036-01-08')).toBe(true);
      expect(isCustomRange('2026-01-01', '2036-01-09')).toBe(false);
    });

    it('is refused the wrong way round or with a day that does not exist', () => {
      expect(isCustomRange('2026-05-05', '2026-05-04')).toBe(false);
      expect(isCustomRange('2026-02-30', '2026-03-04')).toBe(false);
      expect(isCustomRange('2026-02-01', '2026-02-30')).toBe(false);
    });
  });

  describe('the days it covers', () => {
    // One minute before midnight UTC (which is already the next day east of UTC): the days are UTC days.
    const lateEvening = Date.parse('2026-03-10T23:59:00Z');
    const justAfterMidnight = Date.parse('2026-03-11T00:00:30Z');

    it('for the last 7 days: today and the 6 days before it', () => {
      expect(rangeDays({ preset: '7d' }, lateEvening)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
      expect(rangeDays({ preset: '7d' }, justAfterMidnight)).toEqual({ from: '2026-03-05', to: '2026-03-11' });
    });

    it('for the last 30 days: today and the 29 days before it', () => {
      expect(rangeDays({ preset: '30d' }, lateEvening)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
      expect(rangeDays({ preset: '30d' }, justAfterMidnight)).toEqual({ from: '2026-02-10', to: '2026-03-11' });
    });

    it('for a custom range: its own two days, whatever today is', () => {
      const custom: GrowthRange = { preset: 'custom', from: '2025-12-01', to: '2025-12-24' };
      expect(rangeDays(custom, lateEvening)).toEqual({ from: '2025-12-01', to: '2025-12-24' });
    });
  });

  describe('whether a range is the one already shown', () => {
    const custom: GrowthRange = { preset: 'custom', from: '2026-01-01', to: '2026-01-31' };

    it('is the same preset, or a custom range with the same two days', () => {
      expect(sameRange({ preset: '7d' }, { preset: '7d' })).toBe(true);
      expect(sameRange(custom, { ...custom })).toBe(true);
    });

    it.each<[string, GrowthRange, GrowthRange]>([
      ['7 days against 30 days', { preset: '7d' }, { preset: '30d' }],
      ['30 days against a custom range', { preset: '30d' }, custom],
      ['a custom range against 30 days', custom, { preset: '30d' }],
      ['another first day', custom, { ...custom, from: '2026-01-02' }],
      ['another last day', custom, { ...custom, to: '2026-01-30' }],
    ])('differs for %s', (_, a, b) => {
      expect(sameRange(a, b)).toBe(false);
    });
  });
});

describe('the range nearest two days that make none', () => {
  it('swaps a reversed pair', () => {
    expect(nearestRange('2026-11-28', '2026-11-20')).toEqual({
      preset: 'custom',
      from: '2026-11-20',
      to: '2026-11-28',
    });
  });

  it('keeps the last ten years (3,660 days) of a longer range, ending on its later day', () => {
    expect(nearestRange('2000-01-01', '2026-11-20')).toEqual({
      preset: 'custom',
      from: '2016-11-13',
      to: '2026-11-20',
    });
    expect(nearestRange('2026-11-20', '2000-01-01')).toEqual({
      preset: 'custom',
      from: '2016-11-13',
      to: '2026-11-20',
    });
  });

  it('is nothing for a good range, or for what is no day', () => {
    expect(nearestRange('2026-11-20', '2026-11-28')).toBeNull();
    expect(nearestRange('2026-11-20', '2026-11-20')).toBeNull();
    expect(nearestRange('2026-13-45', '2026-11-20')).toBeNull();
    expect(nearestRange('', '')).toBeNull();
  });
});
