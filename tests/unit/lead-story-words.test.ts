import { describe, expect, it } from 'vitest';
import type { JourneyEntry } from '../../machines/lead-panel/lead-story';
import { businessCaseAbsentText } from '../../src/content/lead-story';
import { viewedPage } from '../../src/lib/counted-page';

const at = '2026-11-24T10:00:00.000Z';

describe("the lead panel's words", () => {
  it('a visitor who saw the ROI results and pressed "Leave it out" reads as left out, not as having no estimate', () => {
    const journey: JourneyEntry[] = [
      { kind: 'arrived', at, source: null, medium: null, campaign: null, page: '/roi' },
      { kind: 'roiResults', at, calls: 2000 },
      { kind: 'demoRequested', at },
    ];
    expect(businessCaseAbsentText(journey)).toBe('Left out: the visitor saw ROI results but chose not to send them.');
    expect(businessCaseAbsentText(journey.filter((entry) => entry.kind !== 'roiResults'))).toBe(
      'None: the visitor did not bring an ROI estimate.',
    );
  });

  it("a page view keeps the address's language, as the visit's first page does (/de/roi, not /roi)", () => {
    expect(viewedPage({ pathname: '/roi', publicHref: '/de/roi?calls=2000' })).toBe('/de/roi');
    expect(viewedPage({ pathname: '/', publicHref: '/es/' })).toBe('/es');
    expect(viewedPage({ pathname: '/roi', publicHref: '/roi' })).toBe('/roi');
  });
});
