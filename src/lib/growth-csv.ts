import Papa from 'papaparse';
import type { FunnelRow, GrowthTable } from '../../machines/growth-report/growth-report';
import { replyMinutes } from '../../machines/inbox/reply-deadline';
import { growthCopy, keyLabel } from '../content/growth';

const formulaStart = /^[=+\-@\t\r]/;
const byteOrderMark = '\uFEFF';

/** The table the Growth screen shows, as RFC 4180 CSV with a BOM (as the lead export writes it). */
export function growthCsv(rows: readonly FunnelRow[], table: GrowthTable): string {
  const fields = [growthCopy.tableKey[table], ...growthCopy.columns.map(([, header]) => header)];
  const data = rows.map((row) => [
    keyLabel(row.key, table),
    ...growthCopy.columns.map(([column]) =>
      column === 'medianReplySeconds'
        ? row.medianReplySeconds === null
          ? ''
          : String(replyMinutes(row.medianReplySeconds * 1000))
        : String(row[column]),
    ),
  ]);
  return `${byteOrderMark}${Papa.unparse({ fields, data }, { newline: '\r\n', escapeFormulae: formulaStart })}`;
}

/** `growth-by-source-2026-10-26-to-2026-11-24.csv`. */
export const growthFileName = (table: GrowthTable, from: string, to: string): string =>
  `growth-by-${table === 'source' ? 'source' : 'first-page'}-${from}-to-${to}.csv`;
