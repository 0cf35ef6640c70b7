/**
 * `npx tsx tests/bench/ingest-call-bench.ts`: what one event costs the database through `ingest_event` as
 * PostgREST calls it in production (one transaction per request, the anon role, the request's headers as
 * settings), for the function of the migrations in the repository and for the first one (without the set-based
 * migration), so a change to the shared rules shows what it costs the single call. A benchmark, not a test: it
 * prints figures. BENCH_CALLS (1,000) calls per round, three rounds each, median printed; each call's cost is
 * shown beside a transaction set up the same way that calls nothing, so the function's own share is the
 * difference. In-memory PGlite in this process: its CPU time is the call's.
 */
import type { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '../../supabase/local/database';
import { readMigrations } from '../../supabase/local/project-files';
import { asCaller, type Caller } from '../../supabase/local/request-context';

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
  first: ['the first ingest_event (without the set-based migration)', setBasedMigration],
  current: ['ingest_event of the repository', null],
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
} else {
  const [label, left] = variants[variant];
  const { db } = await openDatabase(
    null,
    readMigrations().filter((migration) => migration.version !== left),
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
