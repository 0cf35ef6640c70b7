/** A double-quoted SQL identifier, so any column or table name from a URL is a name and nothing more. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualifiedName(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** Collects bind parameters while a statement is assembled; `add` returns the placeholder. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The columns a write asked to get back: none (`Prefer: return=minimal`), every one (`select=*`), or a list. */
export type Returning = string[] | null | 'none';

/**
 * The RETURNING list of an insert, update or delete. Like PostgREST it returns only the selected columns, so a
 * caller with SELECT on just those columns may ask for them; `1` when nothing is asked for needs no SELECT at all.
 */
export function returningSql(target: string, returning: Returning): string {
  if (returning === 'none') return '1';
  if (returning === null) return `${target}.*`;
  return returning.map(quoteIdent).join(', ');
}

/** The list the JSON body is built from, over the rows a write returned. */
export const selectedSql = (returning: Returning) =>
  returning === 'none' || returning === null ? '*' : returning.map(quoteIdent).join(', ');
