/**
 * `npm run bench:web`: how fast the built site is, beside the least a React page can be.
 *
 * Builds the site (prerendered pages included) and the floor page (tests/bench/floor, a React
 * hello world) with the site's own Vite config, serves both from `vite preview` (gzip) on loopback
 * with an in-memory stand-in behind them, and runs Lighthouse (Debian's Chromium, mobile and
 * desktop presets) `--runs` times on each page. Prints the medians and writes them into
 * docs/performance.md. Not part of `npm test`: its figures depend on the machine it runs on.
 *
 *   --runs N        Lighthouse runs per page and preset (default 3)
 *   --page PATH     measure only this page (repeatable; the floor is always measured) and print without writing
 *   --preset NAME   measure only mobile or desktop, and print without writing
 *   --api-port N    the stand-in's port (default 54341)    --site-port N  the site's port (default 4181)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { format, resolveConfig } from 'prettier';
import { build, preview } from 'vite';
import { localDsn } from '../../supabase/local/error-receiver';
import { startStandIn } from '../../supabase/local/server';
import { chromiumPath } from '../support/chromium-path';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    preset: { type: 'string' },
    'api-port': { type: 'string', default: '54341' },
    'site-port': { type: 'string', default: '4181' },
  },
});
const runs = Number(args.runs);
const host = '127.0.0.1';
const sitePort = Number(args['site-port']);
const outDir = path.resolve('.data/bench-web-dist');
const floorBase = '/floor/';
const floorHtml = 'tests/bench/floor/index.html';
const reportFile = path.resolve('docs/performance.md');
/** The span the JS figure counts, from the navigation on: a page's first seconds, as a visitor's phone loads them. */
const firstSecondsMs = 10_000;

const bodyBytes = new Map<string, Promise<number>>();

const floor = { name: 'floor (React hello world)', path: `${floorBase}${floorHtml}` };
const sitePages = [
  { name: '/', path: '/' },
  // Each language's home page, measured beside English's (its own language's build and prerendered HTML).
  { name: '/es/', path: '/es/' },
  { name: '/fr/', path: '/fr/' },
  { name: '/de/', path: '/de/' },
  { name: '/roi', path: '/roi' },
  { name: '/es/roi', path: '/es/roi' },
  { name: '/fr/roi', path: '/fr/roi' },
  { name: '/de/roi', path: '/de/roi' },
  // The personalised voice page in each language, measured before Start (its SDK loads on the click).
  { name: '/ai-phone-caller/acme-dental', path: '/ai-phone-caller/acme-dental' },
  { name: '/es/ai-phone-caller/acme-dental', path: '/es/ai-phone-caller/acme-dental' },
  { name: '/fr/ai-phone-caller/acme-dental', path: '/fr/ai-phone-caller/acme-dental' },
  { name: '/de/ai-phone-caller/acme-dental', path: '/de/ai-phone-caller/acme-dental' },
  // The other public pages, in English and in the language with the longest words: booking a demo (prerendered), and
  // the printable report and the default voice page (each language's shell).
  { name: '/book', path: '/book' },
  { name: '/fr/book', path: '/fr/book' },
  { name: '/roi/report', path: '/roi/report?calls=1500&aht=5.25&wage=18.5' },
  { name: '/fr/roi/report', path: '/fr/roi/report?calls=1500&aht=5.25&wage=18.5' },
  { name: '/ai-phone-caller', path: '/ai-phone-caller' },
  { name: '/fr/ai-phone-caller', path: '/fr/ai-phone-caller' },
];
const pages = [...sitePages.filter((page) => !args.page || args.page.includes(page.path)), floor];
const floorName = floor.name;

const presets: { name: string; config?: Config }[] = [
  { name: 'mobile' },
  { name: 'desktop', config: desktopConfig },
].filter((preset) => !args.preset || preset.name === args.preset);
/** A partial run is for trying a change: it prints its table but leaves docs/performance.md alone. */
const partial = args.page !== undefined || args.preset !== undefined;

type Run = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The gzipped bodies of the scripts requested in the first 10 s, as the server sends them. */
  jsBytes: number;
  /** The same scripts' bytes on the wire: their bodies and the response headers (about 1 kB each here). */
  wireBytes: number;
  scripts: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

const standIn = await startStandIn({ port: Number(args['api-port']), host, dataDir: null, quiet: true });
process.env['VITE_SUPABASE_URL'] = standIn.url;
process.env['VITE_SUPABASE_ANON_KEY'] = standIn.anonKey;
// Measured as production runs: with error reporting on (its SDK loads only at an error, so none loads here).
process.env['VITE_SENTRY_DSN'] = localDsn(standIn.url);

await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({
  logLevel: 'warn',
  base: floorBase,
  build: { outDir: path.join(outDir, floorBase), emptyOutDir: true, rolldownOptions: { input: floorHtml } },
});
const site = await preview({ preview: { host, port: sitePort, strictPort: true }, build: { outDir } });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});

const results = new Map<string, Run[]>();
const environment = { lighthouse: '', browser: '', benchmarkIndex: [] as number[] };
try {
  for (const page of pages) {
    for (const preset of presets) {
      const key = `${page.name}|${preset.name}`;
      results.set(key, []);
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`\r${page.name} ${preset.name}: run ${run} of ${runs}   `);
        results.get(key)?.push(await measure(`http://${host}:${sitePort}${page.path}`, chrome.port, preset.config));
      }
    }
  }
  process.stdout.write('\n');
} finally {
  chrome.kill();
  await site.close();
  await standIn.stop();
}

const table = renderTable();
console.log(`\n${table}`);
if (!partial) {
  await writeReport(table);
  console.log(`Written to ${path.relative(process.cwd(), reportFile)}`);
}

async function measure(url: string, port: number, config: Config | undefined): Promise<Run> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  environment.lighthouse = result.lhr.lighthouseVersion;
  environment.browser =
    result.lhr.environment.hostUserAgent.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? 'Chromium';
  environment.benchmarkIndex.push(result.lhr.environment.benchmarkIndex);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter(
    (item) => item.resourceType === 'Script' && (item.networkRequestTime ?? Infinity) < firstSecondsMs,
  );
  const bodies = await Promise.all(scripts.map((item) => gzippedBodyBytes(item.url)));
  return {
    score: (categories['performance']?.score ?? 0) * 100,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: bodies.reduce((sum, bytes) => sum + bytes, 0),
    wireBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: scripts.length,
    accessibility: (categories['accessibility']?.score ?? 0) * 100,
    bestPractices: (categories['best-practices']?.score ?? 0) * 100,
    seo: (categories['seo']?.score ?? 0) * 100,
  };
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; networkRequestTime?: number };

/** A script's body as the site's server sends it gzipped (the same file every run, so fetched once). */
function gzippedBodyBytes(url: string): Promise<number> {
  let bytes = bodyBytes.get(url);
  if (!bytes) {
    bytes = new Promise<number>((resolve, reject) => {
      // node:http leaves the body compressed, so its length is what the browser downloads.
      get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let length = 0;
        response.on('data', (chunk: Buffer) => (length += chunk.length));
        response.on('end', () => resolve(length));
        response.on('error', reject);
      }).on('error', reject);
    });
    bodyBytes.set(url, bytes);
  }
  return bytes;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function renderTable(): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [
    '| page | preset | score (min) | FCP | LCP | TBT | CLS | JS kB in 10 s (scripts) | on the wire | LCP ÷ floor | A11y | BP | SEO |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const preset of presets) {
    const floorLcp = median((results.get(`${floorName}|${preset.name}`) ?? []).map((run) => run.lcp));
    for (const page of pages) {
      const all = results.get(`${page.name}|${preset.name}`) ?? [];
      const of = (pick: (run: Run) => number) => median(all.map(pick));
      const lcp = of((run) => run.lcp);
      lines.push(
        `| ${page.name} | ${preset.name} | ${of((run) => run.score)} (${Math.min(...all.map((run) => run.score))}) | ${seconds(of((run) => run.fcp))} | ${seconds(lcp)} | ${Math.round(of((run) => run.tbt))} ms | ${of((run) => run.cls).toFixed(3)} | ${(of((run) => run.jsBytes) / 1000).toFixed(1)} (${of((run) => run.scripts)}) | ${(of((run) => run.wireBytes) / 1000).toFixed(1)} | ${(lcp / floorLcp).toFixed(2)}× | ${of((run) => run.accessibility)} | ${of((run) => run.bestPractices)} | ${of((run) => run.seo)} |`,
      );
    }
  }
  return lines.join('\n');
}

/** Replaces the measured table in docs/performance.md, between its two markers. */
async function writeReport(tableText: string) {
  const start = '<!-- bench:web start -->';
  const end = '<!-- bench:web end -->';
  const doc = await readFile(reportFile, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${reportFile} has no ${start} … ${end} section`);
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:web\`: median of ${runs} runs per row (score: median, then the lowest run), Lighthouse ${environment.lighthouse}, ${environment.browser}, machine benchmark index ${Math.round(median(environment.benchmarkIndex))}. JS kB in 10 s: the gzipped bodies of the scripts requested in the first 10 s (1 kB = 1000 bytes), with the number of scripts; on the wire: the same with their response headers.`;
  const updated = `${doc.slice(0, from + start.length)}\n\n${stamp}\n\n${tableText}\n\n${doc.slice(to)}`;
  // Written as Prettier would, so `npm run lint` stays clean after a run.
  await writeFile(reportFile, await format(updated, { ...(await resolveConfig(reportFile)), filepath: reportFile }));
}
