/**
 * `npm start` / `npm run dev`: the local stand-in for Supabase plus the site, in one process.
 *   --dev            Vite's dev server (default: build, then serve the production build)
 *   --memory         keep the database in memory (tests); default: persisted under .data/
 *   --api-port N     stand-in port (default 54321)      --site-port N  site port (default 4173, dev 5173)
 *   --out-dir DIR    where the production build goes (default dist)
 *   --build-only     build the site for a stand-in at --api-port and exit, starting nothing (`npm test`'s one build)
 *   --no-build       serve the production build already in --out-dir (made by --build-only with the same ports)
 */
import { parseArgs } from 'node:util';
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { demoRequestLimitsFromEnvironment } from './demo-request-limits';
import { localDsn } from './error-receiver';
import { authRateLimitsFromEnvironment } from './gotrue/rate-limits';
import { localAnonKey } from './jwt';
import { alertWorkerWanted, startLocalAlerts } from './local-alerts';
import type { MailCatcher } from './mail-catcher/server';
import { startStandIn, type StandIn } from './server';
import { pointSiteAtStandIn } from './site-env';
import { startFailureMessage } from './start-failure';
import { localVapiWebhookSecret } from '../functions/_shared/voice/vapi-webhook-handler.ts';
import { exitOnStopSignals } from './stop-signals';

const { values: args } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    'api-port': { type: 'string', default: process.env['SUPABASE_LOCAL_PORT'] ?? '54321' },
    'site-port': { type: 'string' },
    'out-dir': { type: 'string', default: 'dist' },
    'build-only': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});

const host = '127.0.0.1';
const apiPort = Number(args['api-port']);
const sitePort = Number(args['site-port'] ?? (args.dev ? 5173 : 4173));
const outDir = args['out-dir'];

const buildSite = () => build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });

if (args['build-only']) {
  pointSiteAtStandIn(process.env, `http://${host}:${apiPort}`, localAnonKey);
  await buildSite();
  process.exit(0);
}

// Installed before anything starts. Ctrl-C during the start exits at once: the first start is atomic, and a
// database being opened recovers from its write-ahead log, so a start cut anywhere loses nothing.
let standIn: StandIn | null = null;
let site: ViteDevServer | PreviewServer | null = null;
let catcher: MailCatcher | null = null;
exitOnStopSignals(async () => {
  await site?.close();
  await standIn?.stop();
  await catcher?.stop();
});

const started = await startStandIn({
  port: apiPort,
  host,
  dataDir: args.memory ? null : '.data/local-supabase',
  adminEmail: process.env['LOCAL_ADMIN_EMAIL'],
  adminPassword: process.env['LOCAL_ADMIN_PASSWORD'],
  adminTotpSecret: process.env['LOCAL_ADMIN_TOTP_SECRET'],
  quiet: true,
  demoRequestLimits: demoRequestLimitsFromEnvironment(),
  authRateLimits: authRateLimitsFromEnvironment(),
  // Test runs only: the e2e suite signs the local admin in from several tests within one 30-second step.
  parallelSignIns: process.env['SUPABASE_LOCAL_PARALLEL_SIGN_INS'] === 'on',
  vapiWebhookSecret: process.env['VAPI_WEBHOOK_SECRET'],
  meetingFeedsSecret: process.env['MEETING_FEEDS_SECRET'],
  // On this machine a calendar served on a loopback port (a test's) is fetched unless told otherwise.
  allowLoopbackFeeds: process.env['MEETING_FEEDS_ALLOW_LOOPBACK'] !== 'off',
}).catch((error: unknown) => {
  console.error(startFailureMessage(error, apiPort) ?? error);
  process.exit(1);
});
standIn = started;

if (alertWorkerWanted(process.env)) {
  catcher = await startLocalAlerts(started, {
    apiPort,
    dataDir: args.memory ? null : '.data/local-supabase',
    siteUrl: `http://${host}:${sitePort}`,
    env: process.env,
  }).catch(async (error: unknown) => {
    await started.stop();
    console.error(startFailureMessage(error, apiPort + 3) ?? error);
    process.exit(1);
  });
}

pointSiteAtStandIn(process.env, started.url, started.anonKey);
const errorReportsLine = () => {
  const dsn = process.env['VITE_SENTRY_DSN'];
  if (!dsn) return 'off (SUPABASE_LOCAL_ERROR_REPORTS=off)';
  if (dsn === localDsn(started.url)) return `${started.url}/errors  (the site's error reports)`;
  return `sent to ${new URL(dsn).host} (VITE_SENTRY_DSN)`;
};

if (args.dev) {
  site = await createServer({ server: { host, port: sitePort, strictPort: true } });
  await site.listen();
} else {
  if (!args['no-build']) await buildSite();
  site = await preview({ preview: { host, port: sitePort, strictPort: true }, build: { outDir } });
}

console.log(`
  Site        http://${host}:${sitePort}${args.dev ? '  (Vite dev server)' : '  (production build)'}
  Supabase    ${started.url}  (local stand-in${args.memory ? ', in memory' : ', data in .data/local-supabase'})
  Admin       ${started.admin.email} / ${started.admin.password}
  Admin TOTP  ${started.admin.totpSecret}  (${started.admin.totpUri})${
    catcher
      ? `
  Mail        ${catcher.url}  (mail catcher: every alert and invitation email, and the chat messages at ${catcher.chatWebhookUrl})`
      : ''
  }
  Voice       ${started.url}/functions/v1/vapi-webhook  (the voice provider's server address; X-Vapi-Secret: ${
    process.env['VAPI_WEBHOOK_SECRET'] || localVapiWebhookSecret
  })
  Errors      ${errorReportsLine()}

  Press Ctrl-C to stop.
`);
