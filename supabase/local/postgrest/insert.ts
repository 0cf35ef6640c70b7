import type { Transaction } from '@electric-sql/pglite';
import { postgrestError } from '../errors';
import { aggregate, type BodyShape } from './read';
import { exposedSchema, type TableInfo } from './schema-cache';
import { qualifiedName, quoteIdent, returningSql, selectedSql, type Returning } from './sql';

export type InsertResult = { count: number; body: string | null };

/**
 * Inserts one object or an array of objects as PostgREST does, through json_populate_recordset.
 * Without `returning` it ends in RETURNING 1, which needs no SELECT privilege or policy: that is what lets
 * a visitor insert a row it may not read back. With `returning` the new rows come back as JSON.
 * `ignoreConflictsOn` (an upsert with resolution=ignore-duplicates) adds ON CONFLICT (columns) DO NOTHING;
 * naming a conflict target makes Postgres require SELECT on those columns and check SELECT policies.
 */
export async function insertRows(
  tx: Transaction,
  table: TableInfo,
  payload: unknown,
  columnsParam: string | null,
  returning: Returning,
  shape: BodyShape,
  ignoreConflictsOn: string[] | null = null,
): Promise<InsertResult> {
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isPlainObject)) throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  const columns = columnsParam ? parseColumnsParam(columnsParam) : columnsOf(rows);
  const unknown = columns.find((column) => !table.columns.has(column));
  if (unknown !== undefined) throw unknownColumn(unknown, table);
  if (rows.length === 0) return { count: 0, body: returning === 'none' ? null : '[]' };

  const target = qualifiedName(exposedSchema, table.name);
  const columnList = columns.map(quoteIdent).join(', ');
  const onConflict = ignoreConflictsOn
    ? `on conflict (${ignoreConflictsOn.map(quoteIdent).join(', ')}) do nothing`
    : '';
  const insert = `insert into ${target} (${columnList})
      select ${columnList} from json_populate_recordset(null::${target}, $1::json) _
      ${onConflict}
      returning ${returningSql(target, returning)}`;
  const {
    rows: [result],
  } = await tx.query<InsertResult>(
    `with pgrst_insert as (${insert})
     select count(*)::int as count,
            ${returning === 'none' ? 'null::text' : aggregate(shape)} as body
       from (select ${selectedSql(returning)} from pgrst_insert) _postgrest_t`,
    [JSON.stringify(rows)],
  );
  if (!result) throw new Error('the insert statement returned no row');
  return result;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** PostgREST's answer to a body key that names no column of the table. */
export function unknownColumn(column: string, table: TableInfo) {
  return postgrestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table.name}' in the schema cache`,
  );
}

// Like PostgREST, every object of an array must have the same keys unless ?columns= names them.
function columnsOf(rows: Record<string, unknown>[]): string[] {
  const [first, ...rest] = rows.map((row) => Object.keys(row));
  const columns = first ?? [];
  const key = [...columns].sort().join(',');
  if (rest.some((keys) => [...keys].sort().join(',') !== key)) {
    throw postgrestError(400, 'PGRST102', 'All object keys must match');
  }
  if (rows.length > 0 && columns.length === 0) throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  return columns;
}

/** `?columns=` and `?on_conflict=`: comma-separated column names, each optionally double-quoted. */
export function parseColumnsParam(param: string): string[] {
  return param.split(',').map((column) => column.trim().replace(/^"(.*)"$/, '$1'));
}
