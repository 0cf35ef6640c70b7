import type { Transaction } from '@electric-sql/pglite';
import { whereSql, type Condition } from './logic-tree';
import { aggregate, type BodyShape } from './read';
import { exposedSchema, type TableInfo } from './schema-cache';
import { Params, qualifiedName, returningSql, selectedSql, type Returning } from './sql';
import type { MutationResult } from './update';

/**
 * Deletes the rows matching `conditions` as PostgREST does for DELETE. Row-level security decides silently which
 * rows go (a row the caller may not see or delete is simply not counted); a missing DELETE privilege fails the
 * statement. Only the selected columns of the deleted rows are returned, and only when asked for.
 */
export async function deleteRows(
  tx: Transaction,
  table: TableInfo,
  conditions: Condition[],
  returning: Returning,
  shape: BodyShape,
): Promise<MutationResult> {
  const params = new Params();
  const target = qualifiedName(exposedSchema, table.name);
  const {
    rows: [result],
  } = await tx.query<MutationResult>(
    `with pgrst_delete as (
       delete from ${target} ${whereSql(conditions, params)}
       returning ${returningSql(target, returning)})
     select count(*)::int as count,
            ${returning === 'none' ? 'null::text' : aggregate(shape)} as body
       from (select ${selectedSql(returning)} from pgrst_delete) _postgrest_t`,
    params.values,
  );
  if (!result) throw new Error('the delete statement returned no row');
  return result;
}
