import { describe, expect, it } from 'vitest';
import { parseRoiInputsSearch, parseRoiSearch } from '../../src/lib/roi-search';

describe('ROI search params', () => {
  it('opens a bare /roi at step 1 with the defaults', () => {
    expect(parseRoiSearch({})).toEqual({ step: 'volume', calls: 2_000, aht: 4, wage: 22 });
  });

  it('reads a shared URL as it was written', () => {
    expect(parseRoiSearch({ step: 'results', calls: 12_500, aht: 3.5, wage: 18.75 })).toEqual({
      step: 'results',
      calls: 12_500,
      aht: 3.5,
      wage: 18.75,
    });
  });

  it('clamps out-of-range numbers and falls back to the defaults for unreadable ones', () => {
    expect(parseRoiSearch({ step: 'summary', calls: 50, aht: '99', wage: 'cheap' })).toEqual({
      step: 'volume',
      calls: 1_000,
      aht: 30,
      wage: 22,
    });
    expect(parseRoiInputsSearch({ calls: [1, 2], aht: null, wage: Infinity })).toEqual({
      calls: 2_000,
      aht: 4,
      wage: 22,
    });
  });
});
