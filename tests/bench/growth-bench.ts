/**
 * `npm run bench:growth`: the site's event pipeline on the stand-in, measured and printed (a benchmark, not a test;
 * it asserts nothing):
 *   1. ingest throughput: BENCH_SENDERS (50) concurrent senders post BENCH_EVENTS (2,000) events to ingest_event as
 *      the tracker does (text/plain, apikey in the address), then every one is looked for in the database. The
 *      senders run in a process of their own (tests/bench/growth-senders.ts), each from a loopback address of its
 *      own, against the migration's per-address limit (120 a minute: keep BENCH_EVENTS / BENCH_SENDERS below it).
 *      Printed with the stand-in's CPU time per event and the load average, since the machine may be shared;
 *   2. the Growth screen's query (growth_report) for the last 30 days and the last year over BENCH_SEEDED
 *      (1,000,000) events spread over a year, after the maintenance job has rolled up the finished days and removed
 *      raw events past their 90 days, as it does in production. Median of five calls each, as an admin over HTTP.
 * Every figure is the stand-in's (PGlite, one connection); what one ingest_event call costs the production SQL on a
 * real PostgreSQL server is printed by tests/bench/ingest-call-bench.ts. Figures are written to docs/growth.md by hand
 * from what this prints.
 */
import { signInStaff } from '../support/staff-sign-in';
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { openDatabase } from '../../supabase/local/database';
import { createNodeClient } from '../../supabase/local/node-client';
import { startStandIn } from '../../supabase/local/server';

const senders = Number(process.env['BENCH_SENDERS'] ?? 50);
const events = Number(process.env['BENCH_EVENTS'] ?? 2_000);
const seeded = Number(process.env['BENCH_SEEDED'] ?? 1_000_000);
const dataDir = '.data/bench-growth';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
console.log(`Seeding ${seeded.toLocaleString('en-US')} events over a year...`);
const seedStarted = performance.now();
const { db } = await openDatabase(dataDir);
await db.query(
  `insert into public.site_events (occurred_at, kind, page, visitor, tab_id, source, landing_page, roi_calls, duration_s)
   select now() - (random() * interval '365 days'), k.kind, '/', md5((g % 200000)::text)::uuid, md5((g / 3)::text)::uuid,
          (array['google', 'bing', 'linkedin.com', null])[1 + g % 4], (array['/', '/roi'])[1 + g % 2],
          case when k.kind = 'roi_results' then 2000 end, case when k.kind = 'call_ended' then 120 end
     from generate_series(1, $1::integer) as g
    cross join lateral (select (array['page_view', 'page_view', 'page_view', 'roi_results', 'form_started',
                                      'form_submitted', 'call_started', 'call_ended'])[1 + g % 8] as kind) as k`,
  [seeded],
);
await db.query(
  `insert into public.contact_submissions (first_name, last_name, email, phone, business, created_at, utm_source,
                                           first_response_at)
   select 'Bench', 'Lead', 'bench' || g || '@example.com', '+1 555 0100', 'bench', t, (array['google', 'bing', null])[1 + g % 3],
          t + (g % 30) * interval '1 minute'
     from generate_series(1, 3000) as g, lateral (select now() - (random() * interval '365 days') as t) as at_time`,
);
const rollUpStarted = performance.now();
await db.query('select private.site_event_maintenance()');
const rollUpMs = performance.now() - rollUpStarted;
const { rows } = await db.query<{ raw: number; daily: number }>(
  'select (select count(*) from public.site_events)::integer as raw, (select count(*) from public.site_daily)::integer as daily',
);
await db.close();
console.log(
  `Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; maintenance ${(rollUpMs / 1000).toFixed(1)} s left ${rows[0]?.raw.toLocaleString('en-US')} raw events (the last 90 days) and ${rows[0]?.daily.toLocaleString('en-US')} rollup rows`,
);

type SenderRun = { seconds: number; statuses: Record<string, number>; cpuMs: number };

async function runSenders(url: string, tab: string): Promise<SenderRun> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'tests/bench/growth-senders.ts', url, String(events), String(senders), tab],
    { encoding: 'utf8' },
  );
  return JSON.parse(stdout) as SenderRun;
}

// The migration's own limits: each sender has an address of its own, as each visitor would.
const standIn = await startStandIn({ port: 0, dataDir, quiet: true, demoRequestLimits: {} });
try {
  // 1. Ingest throughput: the senders run in a process of their own; the stand-in's CPU time is this process's.
  const tab = crypto.randomUUID();
  const url = `${standIn.url}/rest/v1/rpc/ingest_event?apikey=${standIn.anonKey}`;
  const loadBefore = loadavg()[0] ?? NaN;
  const serverCpuBefore = process.cpuUsage();
  const senderRun = await runSenders(url, tab);
  const serverCpu = process.cpuUsage(serverCpuBefore);
  const loadAfter = loadavg()[0] ?? NaN;
  const service = createNodeClient(standIn.url, standIn.serviceRoleKey);
  const stored = await service.from('site_events').select('id', { count: 'exact', head: true }).eq('tab_id', tab);
  const serverMsPerEvent = (serverCpu.user + serverCpu.system) / 1000 / events;
  console.log(
    `Ingest on the stand-in (PGlite): ${events} events from ${senders} concurrent senders (another process, one loopback address each) in ${senderRun.seconds.toFixed(2)} s = ${Math.round(events / senderRun.seconds)} events/s (goal ≥ 1,000); answers ${JSON.stringify(senderRun.statuses)}; stored ${stored.count} of ${events} (none lost: ${stored.count === events})`,
  );
  console.log(
    `  stand-in CPU ${serverMsPerEvent.toFixed(2)} ms per event (at most ${Math.round(1000 / serverMsPerEvent)} events/s on one free core), senders' CPU ${(senderRun.cpuMs / events).toFixed(2)} ms per event; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${availableParallelism()} cores`,
  );

  // 2. The Growth screen's query.
  const admin = createNodeClient(standIn.url, standIn.anonKey);
  await signInStaff(admin, standIn.admin);
  const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
  for (const [label, days] of [
    ['30 days', 30],
    ['a year', 365],
  ] as const) {
    const timings: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const result = await admin.rpc('growth_report', { p_from: day((days - 1) * 86_400_000), p_to: day(0) });
      timings.push(performance.now() - started);
      if (result.error) throw result.error;
    }
    console.log(
      `growth_report on the stand-in (PGlite) over ${label}: median ${median(timings).toFixed(0)} ms (runs ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms; goal ≤ 300 ms)`,
    );
  }
} finally {
  await standIn.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
