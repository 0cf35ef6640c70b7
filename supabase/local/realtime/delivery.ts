import type { PGlite } from '@electric-sql/pglite';
import type { Caller } from '../request-context';
import { qualifiedName, quoteIdent } from '../postgrest/sql';
import type { RowFilter } from './bindings';
import type { Change, Row } from './change-feed';

type TableMeta = {
  columns: { name: string; type: string }[];
  primaryKey: string[];
  replicaIdentityFull: boolean;
  rowSecurity: boolean;
};

/** What a subscriber receives for one change: the `data` of Realtime's postgres_changes message. */
export type ChangeData = {
  schema: string;
  table: string;
  type: Change['type'];
  commit_timestamp: string;
  columns: { name: string; type: string }[];
  record?: Row;
  old_record?: Row;
  errors: null;
};

const sqlComparisons: Record<RowFilter['operator'], string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  in: '= any',
};

/**
 * Decides, as Realtime's realtime.apply_rls does, what a subscriber may see of a change: only the columns its
 * role may select, and, when the table has row-level security, only if a select of that row by primary key,
 * run as the subscriber's role with its JWT claims, finds it. Table shapes and column privileges cannot change
 * while the server runs (migrations apply at start), so they are read once.
 */
export class ChangeVisibility {
  private readonly tables = new Map<string, Promise<TableMeta>>();
  private readonly selectable = new Map<string, Promise<Set<string>>>();

  constructor(private readonly db: PGlite) {}

  /** The message data for this subscriber, or null when it may not see the change. */
  async dataFor(change: Change, subscriber: Caller): Promise<ChangeData | null> {
    const meta = await this.tableMeta(change.schema, change.table);
    const selectable = await this.selectableColumns(change.schema, change.table, subscriber.role);
    // Without SELECT on the primary key Realtime sends only an 'Error 401: Unauthorized' notice; the stand-in sends nothing.
    if (meta.primaryKey.length === 0 || !meta.primaryKey.every((column) => selectable.has(column))) return null;
    const row = change.record ?? change.oldRecord ?? {};
    if (change.type !== 'DELETE' && meta.rowSecurity && !(await this.rowVisible(change, meta, row, subscriber))) {
      return null;
    }
    const pick = (record: Row, keep: (column: string) => boolean) =>
      Object.fromEntries(Object.entries(record).filter(([column]) => selectable.has(column) && keep(column)));
    // Without REPLICA IDENTITY FULL the old row carries only its primary key, as in Postgres's WAL.
    const identity = (column: string) => meta.replicaIdentityFull || meta.primaryKey.includes(column);
    return {
      schema: change.schema,
      table: change.table,
      type: change.type,
      commit_timestamp: change.commitTimestamp,
      columns: meta.columns.filter((column) => selectable.has(column.name)),
      ...(change.record ? { record: pick(change.record, () => true) } : {}),
      ...(change.oldRecord ? { old_record: pick(change.oldRecord, identity) } : {}),
      errors: null,
    };
  }

  /** Whether the changed row passes a binding's `column=op.value` filter, compared as the column's type. */
  async passesFilter(change: Change, filter: RowFilter): Promise<boolean> {
    const meta = await this.tableMeta(change.schema, change.table);
    const column = meta.columns.find((candidate) => candidate.name === filter.column);
    const record = change.record ?? change.oldRecord;
    if (!column || !record || !(filter.column in record)) return false;
    const type = quoteIdent(column.type);
    const value = filter.operator === 'in' ? `{${filter.value.slice(1, -1)}}` : filter.value;
    const right = filter.operator === 'in' ? `($2::${type}[])` : `$2::${type}`;
    const { rows } = await this.db.query<{ passes: boolean | null }>(
      `select ($1::jsonb #>> '{}')::${type} ${sqlComparisons[filter.operator]} ${right} as passes`,
      [JSON.stringify(record[filter.column]), value],
    );
    return rows[0]?.passes === true;
  }

  private rowVisible(change: Change, meta: TableMeta, row: Row, subscriber: Caller): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        subscriber.role,
        JSON.stringify(subscriber.claims),
      ]);
      const keys = meta.primaryKey.map((column, i) => `${quoteIdent(column)} = $${i + 1}`).join(' and ');
      const { rows } = await tx.query<{ visible: boolean }>(
        `select exists(select 1 from ${qualifiedName(change.schema, change.table)} where ${keys}) as visible`,
        meta.primaryKey.map((column) => asText(row[column])),
      );
      return rows[0]?.visible === true;
    });
  }

  private tableMeta(schema: string, table: string): Promise<TableMeta> {
    const key = `${schema}.${table}`;
    let meta = this.tables.get(key);
    if (!meta) {
      meta = this.db
        .query<TableMeta>(
          `select (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
                     from pg_attribute a join pg_type t on t.oid = a.atttypid
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
                  coalesce((select array_agg(a.attname::text order by a.attnum)
                              from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                             where i.indrelid = c.oid and i.indisprimary), '{}') as "primaryKey",
                  c.relreplident = 'f' as "replicaIdentityFull",
                  c.relrowsecurity as "rowSecurity"
             from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = $1 and c.relname = $2`,
          [schema, table],
        )
        .then(({ rows: [row] }) => {
          if (!row) throw new Error(`Realtime: no table ${key}`);
          return row;
        });
      this.tables.set(key, meta);
    }
    return meta;
  }

  private selectableColumns(schema: string, table: string, role: string): Promise<Set<string>> {
    const key = `${schema}.${table}:${role}`;
    let columns = this.selectable.get(key);
    if (!columns) {
      columns = this.db
        .query<{ name: string }>(
          `select a.attname as name
             from pg_attribute a
            where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
              and has_column_privilege($2, a.attrelid, a.attname, 'SELECT')`,
          [qualifiedName(schema, table), role],
        )
        .then(({ rows }) => new Set(rows.map((row) => row.name)));
      this.selectable.set(key, columns);
    }
    return columns;
  }
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
