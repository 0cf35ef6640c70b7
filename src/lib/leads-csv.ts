import { statusLabels, type Lead } from '../../machines/inbox/lead';
import { csvFile, datedFileName } from './csv-file';

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

/** The inbox's rows as CSV (csv-file.ts: formulas made text, a BOM). */
export function leadsCsv(leads: readonly ExportedLead[]): string {
  return csvFile(
    csvHeaders,
    leads.map((lead) => columns.map(([, cell]) => cell(lead))),
  );
}

/** `leads-2026-11-21.csv`, dated in the user's own time zone. */
export const exportFileName = (date: Date): string => datedFileName('leads', date);
