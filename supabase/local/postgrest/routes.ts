import type { PGlite, Transaction } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { fromDatabaseError, isDatabaseError, postgrestError } from '../errors';
import { maxJsonNesting, nestsDeeperThan, strictUtf8Body } from '../json-text';
import { asCaller, type Caller } from '../request-context';
import { resolveCaller } from './caller';
import { insertRows, parseColumnsParam } from './insert';
import { parsePrefer } from './prefer';
import { parseConditions, parseReadQuery, parseSelect } from './read-query';
import { readRows, type BodyShape } from './read';
import { postgrestRequestInfo } from './request-info';
import { createTextCallBatcher, type IngestRunner } from './batched-calls';
import { callFunction, rawTextCallStatement, findFunction, findRawTextFunction } from './rpc';
import { exposedSchema, type FunctionInfo, type SchemaCache, type TableInfo } from './schema-cache';
import { updateRows, type MutationResult } from './update';
import type { Returning } from './sql';
import { deleteRows } from './delete';
import type { Condition } from './logic-tree';

export type PostgrestDeps = { db: PGlite; schema: SchemaCache; jwtSecret: string; runIngest: IngestRunner };

/** The function the site's tracker sends its events to (docs/growth.md). */
export const ingestFunction = 'ingest_event';

const jsonType = { 'Content-Type': 'application/json; charset=utf-8' };

/** The PostgREST subset under /rest/v1: GET (and HEAD) reads, POST inserts, PATCH updates, DELETE deletes, POST /rpc/<fn>. */
export function postgrestRoutes({ db, schema, jwtSecret, runIngest }: PostgrestDeps): Hono {
  const app = new Hono();

  const runBatched = createTextCallBatcher(db);

  async function run<T>(c: Context, work: (tx: Transaction, caller: Caller) => Promise<T>): Promise<T> {
    return asDatabaseErrors(c, (caller) => asCaller(db, caller, postgrestRequestInfo(c), (tx) => work(tx, caller)));
  }

  // Like `run`, but the call may share a transaction with others that arrive meanwhile (each in a subtransaction).
  // The site's events go through the set-based batch that stores many in a few statements.
  async function runTextCall(c: Context, fn: FunctionInfo, text: string): Promise<string | null> {
    return asDatabaseErrors(c, (caller) =>
      fn.name === ingestFunction
        ? runIngest(caller, postgrestRequestInfo(c), text)
        : runBatched(caller, postgrestRequestInfo(c), rawTextCallStatement(fn), text),
    );
  }

  async function asDatabaseErrors<T>(c: Context, work: (caller: Caller) => Promise<T>): Promise<T> {
    checkProfile(
      c.req.header(c.req.method === 'GET' || c.req.method === 'HEAD' ? 'Accept-Profile' : 'Content-Profile'),
    );
    const caller = await resolveCaller(c.req.raw.headers, jwtSecret, new URL(c.req.url).searchParams.get('apikey'));
    try {
      return await work(caller);
    } catch (error) {
      throw isDatabaseError(error) ? fromDatabaseError(error, caller.role) : error;
    }
  }

  function tableFor(name: string): TableInfo {
    const table = schema.tables.get(name);
    if (!table)
      throw postgrestError(404, 'PGRST205', `Could not find the table '${exposedSchema}.${name}' in the schema cache`);
    return table;
  }

  app.post('/rpc/:fn', async (c) => {
    // As PostgREST: a text/plain body goes whole to a function whose one parameter is an unnamed text. Such calls
    // are the site's events, sent in bursts by many browsers at once, so they are batched.
    if (c.req.header('Content-Type')?.toLowerCase().startsWith('text/plain')) {
      const fn = findRawTextFunction(schema, c.req.param('fn'));
      const text = await strictUtf8Body(c.req);
      if (text === null) throw postgrestError(400, 'PGRST102', 'Invalid body', 'The body is not valid UTF-8.');
      const body = await runTextCall(c, fn, text);
      return body === null ? c.body(null, 204) : c.body(body, 200, jsonType);
    }
    const args = await jsonBody(c, {});
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
    }
    const fn = findFunction(schema, c.req.param('fn'), Object.keys(args));
    const body = await run(c, (tx) => callFunction(tx, fn, args as Record<string, unknown>));
    return body === null ? c.body(null, 204) : c.body(body, 200, jsonType);
  });

  app.get('/:table', async (c) => {
    const table = tableFor(c.req.param('table'));
    const query = parseReadQuery(new URL(c.req.url).searchParams);
    const countExact = ['exact', 'planned', 'estimated'].includes(
      parsePrefer(c.req.header('Prefer')).get('count') ?? '',
    );
    const shape = bodyShape(c);
    const result = await run(c, (tx) => readRows(tx, table, query, { countExact, shape }));

    const lower = query.offset;
    const upper = lower + result.pageTotal - 1;
    const contentRange = `${result.pageTotal === 0 ? '*' : `${lower}-${upper}`}/${result.total ?? '*'}`;
    if (result.total !== null && lower > result.total) {
      throw postgrestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${lower} was requested, but there are only ${result.total} rows.`,
      );
    }
    const status = result.total !== null && result.pageTotal < result.total ? 206 : 200;
    const headers = {
      ...jsonType,
      'Content-Range': contentRange,
      ...(countExact ? { 'Preference-Applied': 'count=exact' } : {}),
    };
    if (shape === 'object' && result.pageTotal !== 1) throw notSingle(result.pageTotal);
    return c.body(result.body, status, headers);
  });

  app.post('/:table', async (c) => {
    const table = tableFor(c.req.param('table'));
    const payload = await jsonBody(c, undefined);
    const params = new URL(c.req.url).searchParams;
    const prefer = parsePrefer(c.req.header('Prefer'));
    const representation = prefer.get('return') === 'representation';
    const returning = representation ? parseSelect(params.get('select')) : 'none';
    const ignoreConflictsOn = conflictTarget(table, prefer.get('resolution'), params.get('on_conflict'));
    const shape = bodyShape(c);
    // Checked inside the transaction, so a .single() insert that did not make exactly one row is rolled back.
    const result = await run(c, async (tx) => {
      const inserted = await insertRows(tx, table, payload, params.get('columns'), returning, shape, ignoreConflictsOn);
      if (inserted.body !== null && shape === 'object' && inserted.count !== 1) throw notSingle(inserted.count);
      return inserted;
    });

    const applied = [
      ...(ignoreConflictsOn ? ['resolution=ignore-duplicates'] : []),
      ...(representation ? ['return=representation'] : []),
    ];
    const headers = {
      'Content-Range': '*/*',
      ...(applied.length ? { 'Preference-Applied': applied.join(', ') } : {}),
    };
    if (result.body === null) return c.body(null, 201, headers);
    return c.body(result.body, 201, { ...jsonType, ...headers });
  });

  /**
   * PATCH and DELETE: the filters name the rows, row-level security narrows them silently, and the answer is the
   * range of rows touched (with the total only when a count was asked for), their representation on request, and
   * 406 with a rollback when `.single()` did not touch exactly one row.
   */
  async function mutate(
    c: Context,
    tableName: string,
    verb: 'PATCH' | 'DELETE',
    change: (
      tx: Transaction,
      table: TableInfo,
      conditions: Condition[],
      returning: Returning,
      shape: BodyShape,
    ) => Promise<MutationResult>,
  ) {
    const table = tableFor(tableName);
    const params = new URL(c.req.url).searchParams;
    if (params.has('limit') || params.has('offset')) {
      throw postgrestError(
        400,
        'PGRST100',
        `limit and offset are not supported on ${verb} by the local stand-in`,
        'Narrow the change with filters instead.',
      );
    }
    const prefer = parsePrefer(c.req.header('Prefer'));
    const representation = prefer.get('return') === 'representation';
    const returning = representation ? parseSelect(params.get('select')) : 'none';
    const conditions = parseConditions(params);
    const shape = bodyShape(c);
    const result = await run(c, async (tx) => {
      const changed = await change(tx, table, conditions, returning, shape);
      if (changed.body !== null && shape === 'object' && changed.count !== 1) throw notSingle(changed.count);
      return changed;
    });

    const countExact = prefer.get('count') === 'exact';
    const range = result.count === 0 ? '*' : `0-${result.count - 1}`;
    const applied = [representation ? 'return=representation' : null, countExact ? 'count=exact' : null].filter(
      Boolean,
    );
    const headers = {
      'Content-Range': `${range}/${countExact ? result.count : '*'}`,
      ...(applied.length ? { 'Preference-Applied': applied.join(', ') } : {}),
    };
    if (result.body === null) return c.body(null, 204, headers);
    return c.body(result.body, 200, { ...jsonType, ...headers });
  }

  app.patch('/:table', async (c) => {
    const payload = await jsonBody(c, undefined);
    return mutate(c, c.req.param('table'), 'PATCH', (tx, table, conditions, returning, shape) =>
      updateRows(tx, table, payload, conditions, returning, shape),
    );
  });

  app.delete('/:table', (c) => mutate(c, c.req.param('table'), 'DELETE', deleteRows));

  app.on('PUT', '/:table', () => {
    throw postgrestError(
      405,
      'PGRST117',
      'Unsupported HTTP method',
      'The local stand-in reads (GET), inserts (POST), updates (PATCH), deletes (DELETE) and calls functions (POST /rpc); it never replaces (PUT).',
    );
  });

  return app;
}

async function jsonBody(c: Context, whenEmpty: unknown): Promise<unknown> {
  const text = await strictUtf8Body(c.req);
  if (text === null) throw postgrestError(400, 'PGRST102', 'Empty or invalid json', 'The body is not valid UTF-8.');
  if (text.trim() === '' && whenEmpty !== undefined) return whenEmpty;
  if (nestsDeeperThan(text, maxJsonNesting)) {
    throw postgrestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `The JSON nests deeper than ${maxJsonNesting} levels.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/**
 * The columns of ON CONFLICT for an upsert, as PostgREST picks them: `on_conflict`, else the primary key;
 * null for a plain insert (no resolution preference, or a table without either).
 */
function conflictTarget(table: TableInfo, resolution: string | undefined, onConflict: string | null): string[] | null {
  if (resolution === undefined) return null;
  if (resolution === 'merge-duplicates') {
    throw postgrestError(
      501,
      'PGRST501',
      'Unsupported preference',
      'The local stand-in upserts only with Prefer: resolution=ignore-duplicates.',
    );
  }
  if (resolution !== 'ignore-duplicates') return null;
  const columns = onConflict ? parseColumnsParam(onConflict) : table.primaryKey;
  return columns.length ? columns : null;
}

/** A request for another schema than the one exposed: refused with 406, as PostgREST does. */
export function checkProfile(profile: string | undefined) {
  if (profile !== undefined && profile !== exposedSchema) {
    throw postgrestError(406, 'PGRST106', `The schema must be one of the following: ${exposedSchema}`);
  }
}

function bodyShape(c: Context): BodyShape {
  return c.req.header('Accept')?.includes('application/vnd.pgrst.object+json') ? 'object' : 'array';
}

function notSingle(rows: number) {
  return postgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}
