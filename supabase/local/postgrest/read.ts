import type { Transaction } from '@electric-sql/pglite';
import { whereSql } from './logic-tree';
import type { ReadQuery } from './read-query';
import { exposedSchema, type TableInfo } from './schema-cache';
import { Params, qualifiedName, quoteIdent } from './sql';

export type ReadResult = { body: string; pageTotal: number; total: number | null };

/** `object` is what `.single()` asks for: the first row alone (the caller checks there is exactly one). */
export type BodyShape = 'array' | 'object';

export const aggregate = (shape: BodyShape) =>
  shape === 'array'
    ? `coalesce(json_agg(_postgrest_t), '[]')::text`
    : `coalesce(json_agg(_postgrest_t) -> 0, 'null')::text`;

/**
 * Runs a GET as PostgREST does: one statement whose JSON is built by json_agg in SQL (so timestamps and
 * big numbers keep Postgres's formatting), with the exact total counted over the same filters when asked.
 */
export async function readRows(
  tx: Transaction,
  table: TableInfo,
  query: ReadQuery,
  options: { countExact: boolean; shape: BodyShape },
): Promise<ReadResult> {
  const params = new Params();
  const from = qualifiedName(exposedSchema, table.name);
  const where = whereSql(query.filters, params);
  const order = query.order.length
    ? `order by ${query.order
        .map(
          ({ column, descending, nulls }) =>
            `${quoteIdent(column)} ${descending ? 'desc' : 'asc'}${nulls ? ` nulls ${nulls}` : ''}`,
        )
        .join(', ')}`
    : '';
  const columns = query.columns ? query.columns.map(quoteIdent).join(', ') : `${from}.*`;
  const total = options.countExact ? `(select count(*) from ${from} ${where})::int` : 'null::int';

  const { rows } = await tx.query<ReadResult>(
    `with pgrst_source as (select ${columns} from ${from} ${where} ${order} limit ${query.limit} offset ${query.offset})
     select count(*)::int as "pageTotal",
            ${aggregate(options.shape)} as body,
            ${total} as total
       from (select * from pgrst_source) _postgrest_t`,
    params.values,
  );
  const [result] = rows;
  if (!result) throw new Error('the read statement returned no row');
  return result;
}
