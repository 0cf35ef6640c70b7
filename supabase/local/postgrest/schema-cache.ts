import type { PGlite } from '@electric-sql/pglite';

export type TableInfo = { name: string; columns: Set<string>; primaryKey: string[] };

export type FunctionInfo = {
  name: string;
  args: { name: string; type: string }[];
  requiredArgs: number;
  returnsSet: boolean;
  /** composite: rows of columns (a table type or `returns table`); scalar: one value per row; void: nothing. */
  returnKind: 'composite' | 'scalar' | 'void';
};

/** What PostgREST keeps in its schema cache for the exposed schema, read once after the migrations. */
export type SchemaCache = { tables: Map<string, TableInfo>; functions: Map<string, FunctionInfo[]> };

export const exposedSchema = 'public';

export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const tables = await db.query<{ name: string; columns: string[]; primaryKey: string[] | null }>(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns,
            (select array_agg(k.attname::text order by k.attnum)
               from pg_index i
               join pg_attribute k on k.attrelid = i.indrelid and k.attnum = any (i.indkey)
              where i.indrelid = c.oid and i.indisprimary) as "primaryKey"
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      group by c.oid, c.relname`,
    [exposedSchema],
  );
  const functions = await db.query<Omit<FunctionInfo, 'args'> & { args: FunctionInfo['args'] | null }>(
    `select p.proname as name,
            p.pronargs - p.pronargdefaults as "requiredArgs",
            p.proretset as "returnsSet",
            case when p.prorettype = 'void'::regtype then 'void'
                 when t.typtype = 'c' or p.prorettype = 'record'::regtype then 'composite'
                 else 'scalar' end as "returnKind",
            (select json_agg(json_build_object('name', arg.name, 'type', format_type(arg.type, null)) order by arg.ord)
               from unnest(p.proargtypes::oid[]) with ordinality as arg_type(type, ord)
               join lateral (
                 select coalesce(p.proargnames[input.ord], '') as name, arg_type.type, arg_type.ord
                   from (select array_agg(ordinality) as ords
                           from unnest(coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs])))
                                with ordinality
                          where unnest in ('i', 'b', 'v')) as inputs,
                        lateral (select inputs.ords[arg_type.ord] as ord) as input
               ) as arg on true) as args
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'`,
    [exposedSchema],
  );

  const functionsByName = new Map<string, FunctionInfo[]>();
  for (const row of functions.rows) {
    const overloads = functionsByName.get(row.name) ?? [];
    overloads.push({ ...row, args: row.args ?? [] });
    functionsByName.set(row.name, overloads);
  }
  return {
    tables: new Map(
      tables.rows.map((row) => [
        row.name,
        { name: row.name, columns: new Set(row.columns), primaryKey: row.primaryKey ?? [] },
      ]),
    ),
    functions: functionsByName,
  };
}
