import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { FunnelRow, GrowthReport } from '../../machines/growth-report/growth-report';
import { growthCsv, growthFileName } from '../../src/lib/growth-csv';

const row = (key: string, visits: number, requests: number, medianReplySeconds: number | null = null): FunnelRow => ({
  key,
  visits,
  roiResults: Math.floor(visits / 2),
  formStarted: Math.floor(visits / 4),
  requestedDemo: Math.min(requests, Math.floor(visits / 4)),
  requests,
  repliedInTime: requests,
  voiceOpened: 0,
  callHeld: 0,
  meetingBooked: 0,
  medianReplySeconds,
});

const report: GrowthReport = {
  funnel: row('', 40, 2, 150),
  previous: { from: '2026-11-15', to: '2026-11-21', funnel: row('', 20, 0) },
  breakdowns: {
    source: [row('google', 30, 2, 150), row('', 10, 0)],
    medium: [row('cpc', 30, 2, 150), row('', 10, 0)],
    campaign: [row('=spring', 30, 2, 150), row('', 10, 0)],
    landing: [row('/roi', 25, 2, 150), row('', 15, 0)],
  },
  daily: [
    { day: '2026-11-22', visits: 25, requests: 2 },
    { day: '2026-11-23', visits: 15, requests: 0 },
  ],
};

const parsed = () => {
  const text = growthCsv(report, '2026-11-22', '2026-11-28');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data;
};

describe("Growth's CSV export", () => {
  it('has a column for the period, the breakdown and every step of both funnels', () => {
    expect(parsed()[0]).toEqual([
      'Period',
      'From',
      'To',
      'Breakdown',
      'Value',
      'Visits',
      'ROI results',
      'Form started',
      'Requested a demo',
      'Demo requests',
      'Replied within 10 minutes',
      'Voice page opened',
      'Call held',
      'Meeting booked',
      'Median first reply (min)',
    ]);
  });

  it('holds the range overall, by source, medium, campaign and first page, the period before, and each day', () => {
    const range = ['Range', '2026-11-22', '2026-11-28'];
    expect(parsed().slice(1)).toEqual([
      [...range, 'All', '', '40', '20', '10', '2', '2', '2', '0', '0', '0', '3'],
      [...range, 'Source', 'google', '30', '15', '7', '2', '2', '2', '0', '0', '0', '3'],
      [...range, 'Source', 'direct', '10', '5', '2', '0', '0', '0', '0', '0', '0', ''],
      [...range, 'Medium', 'cpc', '30', '15', '7', '2', '2', '2', '0', '0', '0', '3'],
      [...range, 'Medium', 'none', '10', '5', '2', '0', '0', '0', '0', '0', '0', ''],
      // A value that a spreadsheet would run as a formula is neutralised, as in the lead export.
      [...range, 'Campaign', "'=spring", '30', '15', '7', '2', '2', '2', '0', '0', '0', '3'],
      [...range, 'Campaign', 'none', '10', '5', '2', '0', '0', '0', '0', '0', '0', ''],
      [...range, 'First page', '/roi', '25', '12', '6', '2', '2', '2', '0', '0', '0', '3'],
      [...range, 'First page', 'not known', '15', '7', '3', '0', '0', '0', '0', '0', '0', ''],
      ['Period before', '2026-11-15', '2026-11-21', 'All', '', '20', '10', '5', '0', '0', '0', '0', '0', '0', ''],
      [...range, 'Day', '2026-11-22', '25', '', '', '', '2', '', '', '', '', ''],
      [...range, 'Day', '2026-11-23', '15', '', '', '', '0', '', '', '', '', ''],
    ]);
  });

  it('is named for the range it holds', () => {
    expect(growthFileName('2026-11-22', '2026-11-28')).toBe('growth-2026-11-22-to-2026-11-28.csv');
  });
});
