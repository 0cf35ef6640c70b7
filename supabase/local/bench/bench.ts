import { signInLocalAdmin } from './admin-sign-in';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../database';
import { relaxedDemoRequestLimits, setDemoRequestLimits } from '../demo-request-limits';
import { insertRows } from '../postgrest/insert';
import { loadSchemaCache } from '../postgrest/schema-cache';
import { asCaller } from '../request-context';
import { startStandIn } from '../server';
import { createNodeClient } from '../node-client';

// `npx tsx supabase/local/bench/bench.ts`: cold starts, inserts per second through supabase-js, what the
// demo-request trigger costs per insert, and the admin dashboard's page of 50 out of 10,000 rows.
// Prints figures; asserts nothing.
const samples = Number(process.env.BENCH_SAMPLES ?? 3);
const coldStartScript = fileURLToPath(new URL('cold-start.ts', import.meta.url));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * p) - 1] ?? NaN;

console.log(`Cold start to ready (a new process per sample, ${samples} samples)`);
for (const mode of ['memory-fresh', 'memory-snapshot', 'dir-fresh', 'dir-reopen']) {
  const runs = Array.from({ length: samples }, () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', coldStartScript, mode], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(child.stderr);
    return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as { readyMs: number; rssMb: number };
  });
  const ready = runs.map((run) => run.readyMs);
  console.log(
    `  ${mode.padEnd(16)} median ${median(ready)} ms  (${ready.join(', ')})  rss ~${median(runs.map((run) => run.rssMb))} MB`,
  );
}

// Every insert here comes from 127.0.0.1, so the demo-request limits are off (their cost is measured below).
const standIn = await startStandIn({ port: 0, quiet: true, demoRequestLimits: relaxedDemoRequestLimits });
const row = (i: number) => ({
  first_name: `First${i}`,
  last_name: 'Bench',
  email: `bench${i}@example.com`,
  phone: '+1 555 0100',
  business: 'Benchmark row',
});

const anon = createNodeClient(standIn.url, standIn.anonKey);
const inserts = 500;
let started = performance.now();
for (let i = 0; i < inserts; i++) {
  const { error } = await anon.from('contact_submissions').insert(row(i));
  if (error) throw new Error(error.message);
}
const sequentialSeconds = (performance.now() - started) / 1000;
console.log(
  `Inserts through supabase-js as anon: ${(inserts / sequentialSeconds).toFixed(0)}/s sequential (${((sequentialSeconds * 1000) / inserts).toFixed(2)} ms each)`,
);

started = performance.now();
await Promise.all(
  Array.from({ length: 10 }, async (_, worker) => {
    for (let i = 0; i < inserts / 10; i++) {
      const { error } = await anon.from('contact_submissions').insert(row(worker * 1000 + i));
      if (error) throw new Error(error.message);
    }
  }),
);
console.log(
  `Inserts through supabase-js as anon: ${(inserts / ((performance.now() - started) / 1000)).toFixed(0)}/s with 10 concurrent clients`,
);

// The trigger with its counting on (each insert from its own address and email, as real visitors are) and off,
// through the same SQL the stand-in runs for an upsert, without HTTP in between.
{
  const { db } = await openDatabase(null);
  const table = (await loadSchemaCache(db)).tables.get('contact_submissions');
  if (!table) throw new Error('contact_submissions is missing');
  const perInsert = async (label: string, offset: number) => {
    const t = performance.now();
    for (let i = offset; i < offset + inserts; i++) {
      const request = { method: 'POST', path: '/contact_submissions', cookies: {} };
      const headers = { 'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${i % 250}` };
      await asCaller(db, { role: 'anon', claims: { role: 'anon' } }, { ...request, headers }, (tx) =>
        insertRows(tx, table, { ...row(i), request_id: crypto.randomUUID(), fill_ms: 9000 }, null, 'none', 'array', [
          'request_id',
        ]),
      );
    }
    console.log(
      `Demo-request upsert in the database, ${label}: ${((performance.now() - t) / inserts).toFixed(2)} ms each`,
    );
  };
  await perInsert('limits counted', 0);
  await setDemoRequestLimits(db, relaxedDemoRequestLimits);
  await perInsert('limits off', inserts);
  await db.close();
}

const service = createNodeClient(standIn.url, standIn.serviceRoleKey);
for (let loaded = inserts * 2; loaded < 10_000; loaded += 1000) {
  const { error } = await service
    .from('contact_submissions')
    .insert(Array.from({ length: Math.min(1000, 10_000 - loaded) }, (_, i) => row(loaded + i)));
  if (error) throw new Error(error.message);
}

const admin = createNodeClient(standIn.url, standIn.anonKey);
await signInLocalAdmin(admin, standIn.admin);
for (const [label, from] of [
  ['first page', 0],
  ['last page', 9950],
] as const) {
  const timings: number[] = [];
  let count: number | null = null;
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    const result = await admin
      .from('contact_submissions')
      .select('*', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(from, from + 49);
    timings.push(performance.now() - t);
    if (result.error || result.data.length !== 50) throw new Error(`unexpected page: ${result.error?.message}`);
    count = result.count;
  }
  console.log(
    `Admin ${label} of 50 with count=exact over ${count} rows: median ${median(timings).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms`,
  );
}
await standIn.stop();
