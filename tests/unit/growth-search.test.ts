import { describe, expect, it } from 'vitest';
import { rangeOfSearch, searchOfRange, type RawGrowthSearch } from '../../src/lib/growth-search';

/** What the screen opens at, written back as its tidy address. */
const opened = (raw: RawGrowthSearch) => searchOfRange(rangeOfSearch(raw));

describe('the Growth screen’s address', () => {
  it('keeps a custom range of two real days in order', () => {
    expect(opened({ from: '2026-01-01', to: '2026-11-26' })).toEqual({
      from: '2026-01-01',
      to: '2026-11-26',
    });
    expect(opened({ range: '7d' })).toEqual({ range: '7d' });
  });

  it.each([
    ['a month and day that do not exist', { from: '2026-13-45', to: '2026-11-26' }],
    ['a day past the end of its month', { from: '2026-02-30', to: '2026-03-01' }],
    ['markup and a very long value', { from: '2026-01-01', to: `<script>${'x'.repeat(300)}` }],
    ['dates the wrong way round', { from: '2026-11-26', to: '2026-01-01' }],
    ['more than ten years', { from: '2000-01-01', to: '2026-11-26' }],
    ['values that are not text', { from: 20260101, to: ['2026-11-26'], range: { x: 1 } }],
  ])('opens the last 30 days for %s, rather than failing', (_, raw) => {
    expect(opened(raw)).toEqual({});
  });
});
