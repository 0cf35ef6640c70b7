import type { Transaction } from '@electric-sql/pglite';
import { postgrestError } from '../errors';
import { exposedSchema, type FunctionInfo, type SchemaCache } from './schema-cache';
import { Params, qualifiedName, quoteIdent } from './sql';

/** Picks the overload whose parameters match the named arguments, or fails with PostgREST's PGRST202. */
export function findFunction(schema: SchemaCache, name: string, argNames: string[]): FunctionInfo {
  const overloads = schema.functions.get(name) ?? [];
  const match = overloads.find(
    (fn) =>
      argNames.every((arg) => fn.args.some((param) => param.name === arg)) &&
      fn.args.slice(0, fn.requiredArgs).every((param) => argNames.includes(param.name)),
  );
  if (match) return match;

  const sorted = [...argNames].sort();
  const searched =
    sorted.length === 0 ? 'without parameters' : `with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const [nearest] = overloads;
  throw postgrestError(
    404,
    'PGRST202',
    `Could not find the function ${exposedSchema}.${name}(${sorted.join(', ')}) in the schema cache`,
    `Searched for the function ${exposedSchema}.${name} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    nearest
      ? `Perhaps you meant to call the function ${exposedSchema}.${name}(${nearest.args.map((arg) => arg.name).join(', ')})`
      : null,
  );
}

/** The function PostgREST calls with a text/plain body: one parameter, unnamed, of type text. */
export function findRawTextFunction(schema: SchemaCache, name: string): FunctionInfo {
  const match = (schema.functions.get(name) ?? []).find(
    (fn) => fn.args.length === 1 && fn.args[0]?.name === '' && fn.args[0].type === 'text',
  );
  if (match) return match;
  throw postgrestError(
    404,
    'PGRST202',
    `Could not find the function ${exposedSchema}.${name} in the schema cache`,
    `Searched for the function ${exposedSchema}.${name} with a single unnamed text parameter, but no matches were found in the schema cache.`,
  );
}

/**
 * The statement that calls a function of one unnamed text parameter with the raw body (`$1`), aggregating its
 * result as `callFunction` does.
 */
export function rawTextCallStatement(fn: FunctionInfo): string {
  return callStatement(fn, `${qualifiedName(exposedSchema, fn.name)}($1::text)`);
}

/**
 * Calls the function with named arguments and aggregates its result as PostgREST does: a set (or table)
 * becomes a JSON array, `[]` when empty; a single composite an object; a scalar its JSON value; void nothing.
 */
export async function callFunction(
  tx: Transaction,
  fn: FunctionInfo,
  args: Record<string, unknown>,
): Promise<string | null> {
  const params = new Params();
  const namedArgs = fn.args
    .filter((param) => param.name in args)
    .map((param) => `${quoteIdent(param.name)} := ${params.add(asParam(args[param.name]))}::${param.type}`)
    .join(', ');
  return runCall(tx, fn, `${qualifiedName(exposedSchema, fn.name)}(${namedArgs})`, params.values);
}

async function runCall(tx: Transaction, fn: FunctionInfo, call: string, values: unknown[]): Promise<string | null> {
  const { rows } = await tx.query<{ body: string | null }>(callStatement(fn, call), values);
  return rows[0]?.body ?? null;
}

function callStatement(fn: FunctionInfo, call: string): string {
  return {
    composite: fn.returnsSet
      ? `select coalesce(json_agg(_t), '[]')::text as body from (select * from ${call}) _t`
      : `select coalesce(json_agg(_t) -> 0, 'null')::text as body from (select * from ${call}) _t`,
    scalar: fn.returnsSet
      ? `select coalesce(json_agg(_t.pgrst_scalar), '[]')::text as body from (select ${call} as pgrst_scalar) _t`
      : `select to_json(${call})::text as body`,
    void: `select null::text as body from (select ${call}) _t`,
  }[fn.returnKind];
}

// Strings go in as they are and are cast by Postgres; other JSON values as their JSON text.
function asParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
