import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvHeaders, exportFileName, leadsCsv } from '../../src/lib/leads-csv';
import { leadWith } from '../support/lead-fixtures';
import type { Lead } from '../../machines/inbox/lead';

/** A lead as the export reads it, with no source unless the test gives one. */
const exported = (change: Partial<Lead>) => ({
  ...leadWith(change),
  source: null,
  medium: null,
  campaign: null,
  firstPage: null,
});

const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('the CSV export', () => {
  it('starts with a UTF-8 byte order mark and a header row, with CRLF line ends', () => {
    const csv = leadsCsv([exported({})]);
    expect(
      csv.startsWith(
        '\uFEFFSubmitted,First name,Last name,Email,Phone,Business,Status,First response,Lead ID,Language,Source,Medium,Campaign,First page,Estimated yearly savings ($),Repeat of,Asked again,Owner\r\n',
      ),
    ).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(2);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, and parses back to the same text', () => {
    const lead = exported({ lastName: 'O"Hara', business: 'Dental, 3 sites\nsecond line', firstName: 'Zoë' });
    const csv = leadsCsv([lead]);
    expect(csv).toContain('"O""Hara"');
    expect(csv).toContain('"Dental, 3 sites\nsecond line"');
    const [header, row] = parse(csv);
    expect(header).toEqual(csvHeaders);
    expect(row?.slice(1, 6)).toEqual(['Zoë', 'O"Hara', lead.email, `'${lead.phone}`, 'Dental, 3 sites\nsecond line']);
  });

  it('gives each row the language code of the page the request was sent from, after the columns it always had', () => {
    const rows = parse(leadsCsv([exported({ locale: 'es' }), exported({})]));
    expect(rows.map((row) => row[9])).toEqual(['Language', 'es', 'en']);
  });

  it('carries where each lead came from, its first page and its estimated yearly savings, as the inbox shows them', () => {
    const origin = { source: 'newsletter', medium: 'email', campaign: 'spring', firstPage: '/de/roi' };
    const rows = parse(leadsCsv([{ ...exported({ yearlySavings: 51_091 }), ...origin }]));
    expect(rows[0]?.slice(10, 15)).toEqual([
      'Source',
      'Medium',
      'Campaign',
      'First page',
      'Estimated yearly savings ($)',
    ]);
    expect(rows[1]?.slice(10, 15)).toEqual(['newsletter', 'email', 'spring', '/de/roi', '51091']);
  });

  it("names each lead's owner by email in the last column, empty when unassigned", () => {
    const owned = exported({ ownerId: '00000000-0000-4000-8000-00000000ad01', ownerEmail: 'admin@example.com' });
    const rows = parse(leadsCsv([owned, exported({})]));
    expect(rows.map((row) => row.at(-1))).toEqual(['Owner', 'admin@example.com', '']);
  });

  it('says which lead a repeat request repeats, and how often the person of a first request asked again', () => {
    const first = '00000000-0000-4000-8000-0000000000f1';
    const rows = parse(leadsCsv([exported({ repeatOf: first }), exported({ repeatCount: 2 })]));
    expect(rows.map((row) => row.slice(-3, -1))).toEqual([
      ['Repeat of', 'Asked again'],
      [first, '0'],
      ['', '2'],
    ]);
  });

  it("neutralises cells a spreadsheet would run as a formula with a leading '", () => {
    const risky = ['=cmd|/C calc!A0', '+SUM(1)', '-2+3', '@SUM(1)', '\tx', '\rx', '=HYPERLINK("x")\nsecond line'];
    const rows = parse(leadsCsv(risky.map((business) => exported({ business }))));
    expect(rows.slice(1).map((row) => row[5])).toEqual(risky.map((value) => `'${value}`));
  });

  it('leaves ordinary text alone, and writes the status label and ISO times in UTC', () => {
    const lead = exported({
      business: 'Plain',
      status: 'qualified',
      createdAt: '2026-11-21T17:32:21.88+00:00',
      firstResponseAt: '2026-11-21T17:35:00+00:00',
    });
    const [, row] = parse(leadsCsv([lead]));
    expect(row).toEqual([
      '2026-11-21T17:32:21.880Z',
      'Ada',
      'Lovelace',
      'ada@example.com',
      "'+1 555 0100",
      'Plain',
      'Qualified',
      '2026-11-21T17:35:00.000Z',
      lead.id,
      'en',
      '',
      '',
      '',
      '',
      '',
      '',
      '0',
      '',
    ]);
  });

  it('is named leads-YYYY-MM-DD.csv after the local date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('leads-2026-01-05.csv');
  });
});
