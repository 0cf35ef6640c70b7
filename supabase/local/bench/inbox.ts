import { signInLocalAdmin } from './admin-sign-in';
import { fileURLToPath } from 'node:url';
import { relaxedDemoRequestLimits } from '../demo-request-limits';
import { businessOf, listenToLeads } from '../lead-listener';
import { createNodeClient } from '../node-client';
import { startStandIn, type StandIn } from '../server';

// The stand-in's half of `npm run bench:inbox`: a search answered by the stand-in over 10,000 seeded leads, and
// Realtime delivery from a committed insert to the subscriber's callback. Importable, so the browser benchmark can
// reuse the seeded stand-in and print everything together; `npx tsx supabase/local/bench/inbox.ts` runs it alone.

export type Figures = { samples: number; medianMs: number; p95Ms: number; maxMs: number };

const searchFields = ['first_name', 'last_name', 'email', 'phone', 'business'];

export function figures(timings: number[]): Figures {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
  return { samples: sorted.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: sorted.at(-1) ?? NaN };
}

/** Inserts `count` leads as the service role, in batches, with a spread of statuses, ages and searchable names. */
export async function seedLeads(standIn: StandIn, count: number): Promise<void> {
  const service = createNodeClient(standIn.url, standIn.serviceRoleKey);
  const statuses = ['new', 'contacted', 'qualified', 'won', 'lost'];
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const i = start + offset;
      return {
        first_name: `First${i}`,
        last_name: `Last${i}`,
        email: `lead${i}@example.com`,
        phone: `+1 555 ${String(i).padStart(6, '0')}`,
        business: `Business number ${i}`,
        created_at: new Date(now - i * 60_000).toISOString(),
        status: statuses[i % statuses.length],
        spam: i % 50 === 0,
      };
    });
    const { error } = await service.from('contact_submissions').insert(rows);
    if (error) throw new Error(error.message);
  }
}

/**
 * The dashboard's search as the UI sends it (not spam, two statuses, a case-insensitive match over five fields,
 * newest 50 with an exact count), timed from request to parsed response through supabase-js as the admin.
 */
export async function measureSearch(standIn: StandIn, runs = 100): Promise<Figures> {
  const admin = createNodeClient(standIn.url, standIn.anonKey);
  await signInLocalAdmin(admin, standIn.admin);
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const q = `${(i * 37) % 1000}`; // matches a few dozen leads (First123, Last1234, …)
    const started = performance.now();
    const result = await admin
      .from('contact_submissions')
      .select('*', { count: 'exact' })
      .is('spam', false)
      .in('status', ['new', 'contacted'])
      .or(searchFields.map((field) => `${field}.ilike."*${q}*"`).join(','))
      .order('created_at', { ascending: false })
      .range(0, 49);
    timings.push(performance.now() - started);
    if (result.error) throw new Error(result.error.message);
  }
  return figures(timings);
}

/** Inserts `count` leads one after another as a visitor and times each from the insert call to the admin's callback. */
export async function measureRealtimeDelivery(standIn: StandIn, count = 50): Promise<Figures> {
  const admin = createNodeClient(standIn.url, standIn.anonKey);
  await signInLocalAdmin(admin, standIn.admin);
  const listener = await listenToLeads(admin);
  const visitor = createNodeClient(standIn.url, standIn.anonKey);
  const timings: number[] = [];
  for (let i = 0; i < count; i++) {
    const marker = `Realtime bench ${i} ${Date.now()}`;
    const started = performance.now();
    const inserted = await visitor.from('contact_submissions').insert({
      first_name: 'Bench',
      last_name: 'Realtime',
      email: 'bench@example.com',
      phone: '+1 555 0100',
      business: marker,
    });
    if (inserted.error) throw new Error(inserted.error.message);
    await listener.waitFor((change) => businessOf(change) === marker, 5000);
    timings.push(performance.now() - started);
  }
  await admin.removeAllChannels();
  return figures(timings);
}

export const describeFigures = (label: string, { samples, medianMs, p95Ms, maxMs }: Figures) =>
  `${label}: median ${medianMs.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms (${samples} samples)`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const leads = Number(process.env.BENCH_LEADS ?? 10_000);
  // One address sends every insert, far past the per-address limit a real visitor meets.
  const standIn = await startStandIn({ port: 0, quiet: true, demoRequestLimits: relaxedDemoRequestLimits });
  try {
    await seedLeads(standIn, leads);
    console.log(describeFigures(`Search answered by the stand-in over ${leads} leads`, await measureSearch(standIn)));
    console.log(describeFigures('Realtime insert → admin callback', await measureRealtimeDelivery(standIn)));
  } finally {
    await standIn.stop();
  }
}
