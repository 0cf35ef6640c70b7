/**
 * `npm run bench:inbox`: the lead inbox with 10,000 leads, measured and printed (a benchmark, not a test; it
 * asserts nothing). The stand-in's half (search, Realtime to a Node subscriber) comes from
 * supabase/local/bench/inbox.ts; this adds what a browser sees: the dashboard's first page after navigation,
 * the CSV export of every lead and a new lead's way from insert to a visible row. The production build is
 * served by `vite preview` against an in-memory stand-in, in Debian's Chromium, on free ports.
 */
import { createServer } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { localAnonKey } from '../../supabase/local/jwt';
import {
  describeFigures,
  figures,
  measureRealtimeDelivery,
  measureSearch,
  seedLeads,
  type Figures,
} from '../../supabase/local/bench/inbox';
import { startStandIn } from '../../supabase/local/server';
import { firstRowsAt, recordFirstRows, whenRowAppears } from '../e2e/support/inbox';
import { chromiumPath } from '../support/chromium-path';
import { createNodeClient } from '../../supabase/local/node-client';

const leads = Number(process.env['BENCH_LEADS'] ?? 10_000);
const navigations = Number(process.env['BENCH_NAVIGATIONS'] ?? 15);
const exports = Number(process.env['BENCH_EXPORTS'] ?? 5);
const inserts = Number(process.env['BENCH_INSERTS'] ?? 50);
const host = '127.0.0.1';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const results: Array<[string, string, string]> = [];
const report = (what: string, target: string, measured: Figures | string) => {
  const text = typeof measured === 'string' ? measured : describeFigures('', measured).replace(/^: /, '');
  results.push([what, target, text]);
  console.log(`${what} (target ${target}): ${text}`);
};

// One address sends every insert here, far past the per-address limit a real visitor meets.
const standIn = await startStandIn({
  port: 0,
  host,
  dataDir: null,
  quiet: true,
  demoRequestLimits: relaxedDemoRequestLimits,
});
const siteDir = '.data/bench-inbox-dist';
let closeSite = async () => {};
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  console.log(`Seeding ${leads.toLocaleString('en-US')} leads…`);
  await seedLeads(standIn, leads);
  const service = createNodeClient(standIn.url, standIn.serviceRoleKey);
  // The seed marks 1 in 50 as suspected spam, which the inbox leaves out; top the inbox up to `leads` leads.
  const { count: spam } = await service
    .from('contact_submissions')
    .select('id', { count: 'exact', head: true })
    .is('spam', true);
  const topUp = Array.from({ length: spam ?? 0 }, (_, i) => ({
    first_name: 'TopUp',
    last_name: `Lead ${i}`,
    email: `topup${i}@example.com`,
    phone: '+1 555 0100',
    business: 'Benchmark top-up',
    created_at: new Date(Date.now() - (leads + i) * 60_000).toISOString(),
  }));
  if (topUp.length) {
    const { error } = await service.from('contact_submissions').insert(topUp);
    if (error) throw new Error(error.message);
  }

  report('Search answered by the stand-in', '≤ 150 ms p95', await measureSearch(standIn));

  console.log('Building the site…');
  process.env['VITE_SUPABASE_URL'] = standIn.url;
  process.env['VITE_SUPABASE_ANON_KEY'] = standIn.anonKey;
  await build({ logLevel: 'warn', build: { outDir: siteDir, emptyOutDir: true } });
  const site = await preview({
    preview: { host, port: await freePort(), strictPort: true },
    build: { outDir: siteDir },
  });
  closeSite = () => site.close();
  const siteUrl = site.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';

  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, siteUrl, standIn.admin);

  report('Dashboard: first page visible after navigation', '≤ 300 ms', await measureFirstPage(page, siteUrl));
  report(`CSV export of all ${leads.toLocaleString('en-US')} leads`, '≤ 2 s', await measureExport(page));
  report('Realtime insert → visible row in the dashboard', '≤ 1 s p95', await measureLiveRows(page, standIn.url));
  report('Realtime insert → Node subscriber callback', '(the stand-in alone)', await measureRealtimeDelivery(standIn));
} finally {
  await browser.close();
  await closeSite();
  await standIn.stop();
}

console.log(`\nInbox benchmark, ${leads.toLocaleString('en-US')} leads`);
console.table(results.map(([what, target, measured]) => ({ what, target, measured })));

async function signIn(page: Page, siteUrl: string, admin: { email: string; password: string }) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/**
 * From the start of a navigation to /admin/dashboard (a signed-in admin coming from another page) to the
 * first rows in the DOM, on the page's own clock. The first navigation fetches the code; the rest have it cached.
 */
async function measureFirstPage(page: Page, siteUrl: string): Promise<Figures> {
  await recordFirstRows(page);
  const timings: number[] = [];
  for (let i = 0; i < navigations; i++) {
    await page.goto(`${siteUrl}/admin/raw-pricing`);
    await page.goto(`${siteUrl}/admin/dashboard`);
    await page.locator('tbody tr').first().waitFor();
    timings.push(await firstRowsAt(page));
  }
  return figures(timings);
}

/** From the click on Export CSV to the finished download, all pages of the unfiltered inbox. */
async function measureExport(page: Page): Promise<Figures> {
  const timings: number[] = [];
  for (let i = 0; i < exports; i++) {
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    await download.path();
    timings.push(performance.now() - started);
    const saved = await page.getByText(/rows saved to leads-/).textContent();
    if (!saved?.startsWith(leads.toLocaleString('en-US'))) throw new Error(`the export held ${saved}`);
  }
  return figures(timings);
}

/**
 * A visitor's insert after another, each timed from just before the insert (this process's clock) to its row
 * in the dashboard (the page's clock, the same machine's).
 */
async function measureLiveRows(page: Page, apiUrl: string): Promise<Figures> {
  await page.getByText('Live updates on').waitFor();
  const visitor = createNodeClient(apiUrl, localAnonKey);
  const timings: number[] = [];
  for (let i = 0; i < inserts; i++) {
    const marker = `Live bench ${i} ${Date.now()}`;
    const seen = await whenRowAppears(page, marker);
    const started = Date.now();
    const { error } = await visitor.from('contact_submissions').insert({
      first_name: 'Bench',
      last_name: `Live ${i}`,
      email: 'bench-live@example.com',
      phone: '+1 555 0100',
      business: marker,
    });
    if (error) throw new Error(error.message);
    timings.push((await seen()) - started);
  }
  return figures(timings);
}
