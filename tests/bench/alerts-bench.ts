/**
 * `npm run bench:alerts`: how fast a demo request reaches staff, and how fast the worker drains a backlog (a
 * benchmark, not a test; it asserts nothing). An in-memory stand-in with its mail catcher and alert worker, as
 * `npm start` runs them, in this process.
 *   --api-port N   the stand-in's port (default 54359; the catcher takes the port three above)
 *   --requests N   demo requests for the latency (default 200)     --backlog N   leads in the backlog (default 200)
 */
import { parseArgs } from 'node:util';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { localAnonKey, localServiceRoleKey } from '../../supabase/local/jwt';
import { startLocalAlerts } from '../../supabase/local/local-alerts';
import { startStandIn } from '../../supabase/local/server';

const { values: args } = parseArgs({
  options: {
    'api-port': { type: 'string', default: '54359' },
    requests: { type: 'string', default: '200' },
    backlog: { type: 'string', default: '200' },
  },
});
const apiPort = Number(args['api-port']);
const requests = Number(args.requests);
const backlog = Number(args.backlog);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

const standIn = await startStandIn({ port: apiPort, quiet: true, demoRequestLimits: relaxedDemoRequestLimits });
const headers = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' });
const lead = (tag: string) => ({
  first_name: 'Ada',
  last_name: tag,
  email: `${tag}@example.com`,
  phone: '+1 555 0100',
  business: 'Dental practice, 3 locations',
});

// The backlog first, before the worker runs: 3 messages a lead wait in the ledger.
const backlogRows = Array.from({ length: backlog }, (_, index) => lead(`backlog-${index}`));
await fetch(`${standIn.url}/rest/v1/contact_submissions`, {
  method: 'POST',
  headers: headers(localServiceRoleKey),
  body: JSON.stringify(backlogRows),
});
const backlogMessages = backlog * 3;
let caught = 0;
const drainStarted = performance.now();
const catcher = await startLocalAlerts(standIn, {
  apiPort,
  dataDir: null,
  siteUrl: 'http://127.0.0.1:4199',
  env: {},
});
const chatCount = async () => ((await (await fetch(`${catcher.url}/api/v1/chat`)).json()) as unknown[]).length;
const stopCounting = catcher.store.onEmail(() => caught++);
while (caught + (await chatCount()) < backlogMessages) await new Promise((resolve) => setTimeout(resolve, 20));
const drained = performance.now() - drainStarted;
stopCounting();

// Latency: one request every 100 ms, from the insert leaving this process to the staff alert in the catcher.
const arrivals = new Map<string, number>();
const stopWatching = catcher.store.onEmail((email) => {
  const tag = /New demo request: Ada (latency-\d+)/.exec(email.Subject)?.[1];
  if (tag) arrivals.set(tag, performance.now());
});
const sentAt = new Map<string, number>();
for (let index = 0; index < requests; index++) {
  const tag = `latency-${index}`;
  const started = performance.now();
  sentAt.set(tag, started);
  const response = await fetch(`${standIn.url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: headers(localAnonKey),
    body: JSON.stringify(lead(tag)),
  });
  await response.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 100 - performance.now())));
}
const deadline = performance.now() + 30_000;
while (arrivals.size < requests && performance.now() < deadline)
  await new Promise((resolve) => setTimeout(resolve, 20));
stopWatching();
const latencies = [...arrivals].map(([tag, at]) => at - (sentAt.get(tag) ?? at));

console.log(`
Alerts benchmark (in-memory stand-in, mail catcher and worker in one process)

  insert → staff alert in the catcher, ${requests} requests 100 ms apart: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(
    percentile(latencies, 95),
  )}, max ${ms(Math.max(...latencies))} (${arrivals.size} of ${requests} arrived)
  worker throughput, a backlog of ${backlogMessages} messages (${backlog} leads × alert, chat, acknowledgement): ${(
    backlogMessages /
    (drained / 1000)
  ).toFixed(0)} messages/s (${ms(drained)} in all)
`);
await standIn.stop();
await catcher.stop();
