import Papa from 'papaparse';
import { twoDigits } from './two-digits';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * first) gets a leading `'`, which spreadsheets show as plain text. Papa Parse's own default pattern
 * ends in `.*$` without the `s` flag, so it misses a formula followed by a line break.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** Excel reads a CSV as UTF-8 only when the file starts with a byte order mark. */
const byteOrderMark = '\uFEFF';

/** The staff screens' CSV files: RFC 4180 (CRLF line ends, quotes where needed), a header row, a BOM. */
export function csvFile(fields: readonly string[], data: readonly (readonly string[])[]): string {
  const csv = Papa.unparse(
    { fields: [...fields], data: data.map((row) => [...row]) },
    { newline: '\r\n', escapeFormulae: formulaStart },
  );
  return `${byteOrderMark}${csv}`;
}

/** `<prefix>-2026-11-21.csv`, dated in the user's own time zone. */
export const datedFileName = (prefix: string, date: Date): string =>
  `${prefix}-${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}.csv`;
