import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTextCallBatcher } from '../../supabase/local/postgrest/batched-calls';
import type { Caller, RequestInfo } from '../../supabase/local/request-context';

const caller: Caller = { role: 'anon', claims: { role: 'anon' } };
const request = (path: string): RequestInfo => ({ method: 'POST', path, headers: {}, cookies: {} });

describe('the stand-in batching concurrent text calls', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(`create role anon; create table written (value text primary key); grant all on written to anon`);
  });
  afterAll(() => db.close());

  it('runs calls that arrive together in one transaction, each as its own request', async () => {
    const runBatched = createTextCallBatcher(db);
    const statement = `select json_build_object('tx', txid_current(), 'path', current_setting('request.path'),
                                               'role', current_user, 'argument', $1::text)::text`;
    const bodies = await Promise.all(
      ['/a', '/b', '/c'].map((path) => runBatched(caller, request(path), statement, path)),
    );
    const results = bodies.map((body) => JSON.parse(body ?? 'null') as Record<string, unknown>);
    expect(results.map((row) => [row['path'], row['argument'], row['role']])).toEqual([
      ['/a', '/a', 'anon'],
      ['/b', '/b', 'anon'],
      ['/c', '/c', 'anon'],
    ]);
    expect(new Set(results.map((row) => row['tx'])).size).toBe(1);
  });

  it('waits for calls whose requests are still being read before it starts a transaction', async () => {
    const runBatched = createTextCallBatcher(db);
    const statement = `select txid_current()::text`;
    const first = runBatched(caller, request('/a'), statement, '');
    // A request read in the same turn of the event loop reaches the batcher a few promise steps later.
    for (let step = 0; step < 5; step++) await Promise.resolve();
    const second = runBatched(caller, request('/b'), statement, '');
    expect(await first).toBe(await second);
  });

  it('rolls back a failing call alone, with Postgres’s error, and keeps the others of its transaction', async () => {
    const runBatched = createTextCallBatcher(db);
    const write = (value: string) =>
      runBatched(caller, request('/'), 'insert into written values ($1) returning value', value);
    const outcomes = await Promise.allSettled([write('one'), write('two'), write('two'), write('three')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[2]).toMatchObject({ reason: { code: '23505' } });
    const { rows } = await db.query<{ value: string }>('select value from written order by value');
    expect(rows.map((row) => row.value)).toEqual(['one', 'three', 'two']);
  });
});
