import type { AuditEntry } from '../../machines/audit-trail/audit-view';
import { auditCopy, detailsText } from '../content/audit';
import { csvFile, datedFileName } from './csv-file';

/** The audit trail as CSV: one row per entry, the time in ISO 8601 UTC, the action as the screen names it. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const { csv } = auditCopy;
  return csvFile(
    [csv.occurredAt, csv.action, csv.actor, csv.target, csv.details],
    entries.map((entry) => [
      new Date(entry.occurredAt).toISOString(),
      auditCopy.actions[entry.action],
      entry.actorEmail ?? auditCopy.system,
      entry.targetEmail ?? '',
      detailsText(entry.details),
    ]),
  );
}

/** `audit-2026-11-21.csv`, dated in the user's own time zone. */
export const auditFileName = (date: Date): string => datedFileName('audit', date);
