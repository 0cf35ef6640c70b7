import { describe, expect, it } from 'vitest';
import type { FunnelRow, GrowthReport } from '../../machines/growth-report/growth-report';
import { journeyEntryText } from '../../src/content/lead-story';
import { growthCsv } from '../../src/lib/growth-csv';
import { medianText, replyText } from '../../src/lib/reply-text';

const row = (medianReplySeconds: number): FunnelRow => ({
  key: '',
  visits: 1,
  roiResults: 0,
  formStarted: 1,
  requestedDemo: 1,
  requests: 1,
  repliedInTime: 1,
  voiceOpened: 0,
  callHeld: 0,
  meetingBooked: 0,
  medianReplySeconds,
});
const report = (medianReplySeconds: number): GrowthReport => ({
  funnel: row(medianReplySeconds),
  previous: { from: '2026-11-01', to: '2026-11-01', funnel: row(medianReplySeconds) },
  breakdowns: { source: [], medium: [], campaign: [], landing: [] },
  daily: [],
});

/** What each screen says of a first reply that took `seconds`. */
function everywhere(seconds: number) {
  // The first row after the headings: the whole range.
  const csvLine = growthCsv(report(seconds), '2026-11-02', '2026-11-02').split('\r\n')[1] ?? '';
  return {
    inbox: replyText({ kind: 'answered', msTaken: seconds * 1000, inTime: seconds <= 600 })?.text,
    kpi: medianText(seconds),
    journey: journeyEntryText({ kind: 'replied', afterSeconds: seconds } as Parameters<typeof journeyEntryText>[0]),
    growthCsv: csvLine.split(',').at(-1),
  };
}

describe('the time to the first reply', () => {
  it('reads the same minutes in the inbox, the KPI, the journey and Growth', () => {
    expect(everywhere(3 * 60 + 30)).toEqual({
      inbox: 'Answered in 4 min',
      kpi: 'Median first response: 4 min',
      journey: 'replied (4 min)',
      growthCsv: '4',
    });
  });

  it('counts each minute begun, so "10 min" is within the 10 minutes and a second more reads 11', () => {
    expect(everywhere(600).inbox).toBe('Answered in 10 min');
    expect(everywhere(601)).toMatchObject({
      inbox: 'Answered in 11 min',
      journey: 'replied (11 min)',
      growthCsv: '11',
    });
    expect(everywhere(20)).toMatchObject({ inbox: 'Answered in 1 min', journey: 'replied (1 min)', growthCsv: '1' });
  });
});
