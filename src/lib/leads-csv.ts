import Papa from 'papaparse';
import { statusLabels, type Lead } from '../../machines/inbox/lead';
import { twoDigits } from './two-digits';

/** A lead as the export writes it: what the inbox shows, and where it came from (its source as the inbox counts it). */
export type ExportedLead = Lead & {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  firstPage: string | null;
};

/** The file's columns, in order: a header and how each lead fills it. Times are ISO 8601 in UTC. */
const columns: ReadonlyArray<[header: string, cell: (lead: ExportedLead) => string]> = [
  ['Submitted', (lead) => new Date(lead.createdAt).toISOString()],
  ['First name', (lead) => lead.firstName],
  ['Last name', (lead) => lead.lastName],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Business', (lead) => lead.business],
  ['Status', (lead) => statusLabels[lead.status]],
  ['First response', (lead) => (lead.firstResponseAt ? new Date(lead.firstResponseAt).toISOString() : '')],
  ['Lead ID', (lead) => lead.id],
  // Last, so files read by column position before it existed still line up; the code, as imports expect it.
  ['Language', (lead) => lead.locale],
  ['Source', (lead) => lead.source ?? ''],
  ['Medium', (lead) => lead.medium ?? ''],
  ['Campaign', (lead) => lead.campaign ?? ''],
  ['First page', (lead) => lead.firstPage ?? ''],
  ['Estimated yearly savings ($)', (lead) => (lead.yearlySavings === null ? '' : String(lead.yearlySavings))],
  // A repeat names its first request's Lead ID; a first request says how often the person asked again.
  ['Repeat of', (lead) => lead.repeatOf ?? ''],
  ['Asked again', (lead) => String(lead.repeatCount)],
  // Who works the lead, by email; empty when unassigned.
  ['Owner', (lead) => lead.ownerEmail ?? ''],
];

export const csvHeaders = columns.map(([header]) => header);

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * first) gets a leading `'`, which spreadsheets show as plain text. Papa Parse's own default pattern
 * ends in `.*$` without the `s` flag, so it misses a formula followed by a line break.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** Excel reads a CSV as UTF-8 only when the file starts with a byte order mark. */
const byteOrderMark = '\uFEFF';

/** RFC 4180 CSV (CRLF line ends, quotes where needed) with a header row and a BOM. */
export function leadsCsv(leads: readonly ExportedLead[]): string {
  const csv = Papa.unparse(
    { fields: csvHeaders, data: leads.map((lead) => columns.map(([, cell]) => cell(lead))) },
    { newline: '\r\n', escapeFormulae: formulaStart },
  );
  return `${byteOrderMark}${csv}`;
}

/** `leads-2026-11-21.csv`, dated in the user's own time zone. */
export const exportFileName = (date: Date): string =>
  `leads-${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}.csv`;
