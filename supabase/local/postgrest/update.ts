import type { Transaction } from '@electric-sql/pglite';
import { postgrestError } from '../errors';
import { isPlainObject, unknownColumn } from './insert';
import { whereSql, type Condition } from './logic-tree';
import { aggregate, type BodyShape } from './read';
import { exposedSchema, type TableInfo } from './schema-cache';
import { Params, qualifiedName, quoteIdent, returningSql, selectedSql, type Returning } from './sql';

/** What a PATCH or DELETE did: how many rows it touched, and their JSON when a representation was asked for. */
export type MutationResult = { count: number; body: string | null };

/**
 * Updates the rows matching `conditions` as PostgREST does for PATCH: the body is read through
 * json_populate_record, so every value is cast by Postgres to its column's type, and only the body's keys are
 * set. Row-level security decides silently which rows are touched (a row the caller may not update is simply
 * not counted); a missing column privilege or a violated constraint fails the whole statement.
 */
export async function updateRows(
  tx: Transaction,
  table: TableInfo,
  payload: unknown,
  conditions: Condition[],
  returning: Returning,
  shape: BodyShape,
): Promise<MutationResult> {
  if (!isPlainObject(payload)) throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  const columns = Object.keys(payload);
  const unknown = columns.find((column) => !table.columns.has(column));
  if (unknown !== undefined) throw unknownColumn(unknown, table);
  if (columns.length === 0) return { count: 0, body: returning === 'none' ? null : '[]' };

  const params = new Params();
  const target = qualifiedName(exposedSchema, table.name);
  const body = params.add(JSON.stringify(payload));
  const assignments = columns
    .map((column) => `${quoteIdent(column)} = (select ${quoteIdent(column)} from pgrst_body)`)
    .join(', ');
  const {
    rows: [result],
  } = await tx.query<MutationResult>(
    `with pgrst_body as (select * from json_populate_record(null::${target}, ${body}::json)),
          pgrst_update as (
            update ${target} set ${assignments} ${whereSql(conditions, params)}
            returning ${returningSql(target, returning)})
     select count(*)::int as count,
            ${returning === 'none' ? 'null::text' : aggregate(shape)} as body
       from (select ${selectedSql(returning)} from pgrst_update) _postgrest_t`,
    params.values,
  );
  if (!result) throw new Error('the update statement returned no row');
  return result;
}
