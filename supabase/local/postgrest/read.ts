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
 * With a count the filters are evaluated once, into a materialized set that gives both the page and the total:
 * a search's ilike over five columns cannot use an index under row-level security (docs/admin.md), so a second
 * pass over the table for the count doubled its cost.
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
  const columnsOf = (source: string) => (query.columns ? query.columns.map(quoteIdent).join(', ') : `${source}.*`);
  // The set holds what the page selects and orders by, and no more: a caller may be granted only some columns.
  const matchedColumns = query.columns
    ? [...new Set([...query.columns, ...query.order.map(({ column }) => column)])].map(quoteIdent).join(', ')
    : `${from}.*`;
  const page = `${order} limit ${query.limit} offset ${query.offset}`;
  const source = options.countExact
    ? `pgrst_matched as materialized (select ${matchedColumns} from ${from} ${where}),
       pgrst_source as (select ${columnsOf('pgrst_matched')} from pgrst_matched ${page})`
    : `pgrst_source as (select ${columnsOf(from)} from ${from} ${where} ${page})`;
  const total = options.countExact ? `(select count(*) from pgrst_matched)::int` : 'null::int';

  const { rows } = await tx.query<ReadResult>(
    `with ${source}
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
