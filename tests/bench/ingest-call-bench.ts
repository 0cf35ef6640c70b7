/**
 * `npx tsx tests/bench/ingest-call-bench.ts`: what one event costs the database through `ingest_event` as
 * PostgREST calls it in production (one transaction per request, the anon role, the request's headers as
 * settings), for the function of the migrations in the repository and for the first one (the schema as it stood before the
 * set-based migration), so a change to the shared rules shows what it costs the single call. A benchmark, not a test: it
 * prints figures. BENCH_CALLS (1,000) calls per round, three rounds each, median printed; each call's cost is
 * shown beside a transaction set up the same way that calls nothing, so the function's own share is the
 * difference.
 *
 * Two databases, each figure labelled with its own: the stand-in's (in-memory PGlite in this process, so its CPU
 * time is the call's), and the production SQL on the real PostgreSQL 17 server the SQL tests start (the wall time
 * of a request over a loopback connection, since the server's CPU is spent in its own processes).
 */
import type { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '../../supabase/local/database';
import { readMigrations } from '../../supabase/local/project-files';
import { asCaller, type Caller } from '../../supabase/local/request-context';
import { startMigratedServer } from '../db/support/migrated-server';
import pg from 'pg';

const calls = Number(process.env['BENCH_CALLS'] ?? 1_000);
const setBasedMigration = '20261126211000';
const anon: Caller = { role: 'anon', claims: { role: 'anon' } };
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const tab = crypto.randomUUID();
const body = JSON.stringify({ kind: 'page_view', page: '/', tab, source: 'bench' });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

// One request as PostgREST makes it; each from an address of its own among 500, so the per-address limit counts
// as it does for visitors without refusing any.
function request(index: number) {
  return {
    method: 'POST',
    path: '/rest/v1/rpc/ingest_event',
    headers: { 'user-agent': browserAgent, 'x-forwarded-for': `10.0.${index % 2}.${index % 250}` },
    cookies: {},
  };
}

async function msPerCall(db: PGlite, statement: string): Promise<number> {
  const rounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    const started = process.cpuUsage();
    for (let index = 0; index < calls; index++) {
      await asCaller(db, anon, request(index), (tx) => tx.query(statement, statement.includes('$1') ? [body] : []));
    }
    const cpu = process.cpuUsage(started);
    rounds.push((cpu.user + cpu.system) / 1000 / calls);
  }
  return median(rounds);
}

const variants = {
  first: ['stand-in (PGlite): the first ingest_event (the migrations before the set-based one)', setBasedMigration],
  current: ['stand-in (PGlite): ingest_event of the repository', null],
  server: ['real server (PostgreSQL 17): ingest_event of the repository', null],
} as const;
type Variant = keyof typeof variants;
const variant = process.argv[2] as Variant | undefined;

if (variant === undefined) {
  // Each function in a process of its own: a second PGlite in one process runs slower than the first.
  for (const name of Object.keys(variants)) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), name],
      {
        encoding: 'utf8',
      },
    );
    process.stdout.write(stdout);
  }
} else if (variant === 'server') {
  const [label] = variants[variant];
  const server = await startMigratedServer({ bootstrapped: 'bootstrapped', migrated: 'bench' }, readMigrations());
  const client = new pg.Client(server.connectionString('bench'));
  await client.connect();
  // One request as PostgREST sends it: its own transaction, the role and the settings, then the statement.
  const msPerRequest = async (statement: string) => {
    const rounds: number[] = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      for (let index = 0; index < calls; index++) {
        const settings = JSON.stringify({
          role: 'anon',
          'request.jwt.claims': JSON.stringify(anon.claims),
          'request.headers': JSON.stringify(request(index).headers),
        });
        await client.query('begin');
        await client.query('select set_config(key, value, true) from jsonb_each_text($1::jsonb)', [settings]);
        await client.query(statement, statement.includes('$1') ? [body] : []);
        await client.query('commit');
      }
      rounds.push((performance.now() - started) / calls);
    }
    return median(rounds);
  };
  try {
    await msPerRequest('select public.ingest_event($1)');
    const empty = await msPerRequest('select 1');
    const ingest = await msPerRequest('select public.ingest_event($1)');
    const { rows } = await client.query<{ stored: number }>(
      'select count(*)::integer as stored from public.site_events where tab_id = $1',
      [tab],
    );
    console.log(
      `${label}: ${ingest.toFixed(3)} ms of wall time per request, of which the function ${(ingest - empty).toFixed(3)} ms (an empty request ${empty.toFixed(3)} ms); ${rows[0]?.stored} of ${calls * 6} stored; load average ${loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await client.end();
    await server.stop();
  }
} else {
  const [label, left] = variants[variant];
  const { db } = await openDatabase(
    null,
    readMigrations().filter((migration) => left === null || migration.version < left),
  );
  // Warm-up: plans cached, the day's salt made, the WebAssembly compiled at its top tier.
  await msPerCall(db, 'select public.ingest_event($1)');
  await msPerCall(db, 'select 1');
  const empty = await msPerCall(db, 'select 1');
  const ingest = await msPerCall(db, 'select public.ingest_event($1)');
  const { rows } = await db.query<{ stored: number }>(
    'select count(*)::integer as stored from public.site_events where tab_id = $1',
    [tab],
  );
  await db.close();
  console.log(
    `${label}: ${ingest.toFixed(3)} ms of CPU per call, of which the function ${(ingest - empty).toFixed(3)} ms (an empty request ${empty.toFixed(3)} ms); ${rows[0]?.stored} of ${calls * 6} stored; load average ${loadavg()[0]?.toFixed(1)}`,
  );
}
