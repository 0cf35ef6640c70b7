/**
 * The `deno test` stage of `npm test`: every Edge Function's handler runs in Deno against a stand-in and a mail
 * catcher started here, from Node, and named to Deno in the environment a deployed function gets. The stand-in runs
 * the same handlers under Node in every other test; this proves them in the runtime Supabase deploys them to.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { localAlertEnvironment } from '../../supabase/local/local-alerts';
import { startMailCatcher } from '../../supabase/local/mail-catcher/server';
import { startStandIn } from '../../supabase/local/server';
import { denoBin, denoEnv, denoTestOf, edgeFunctionNames, functionsConfig } from './edge-functions';

const untested = edgeFunctionNames().filter((name) => !existsSync(denoTestOf(name)));
if (untested.length > 0) {
  console.error(`Every Edge Function needs a Deno test; missing: ${untested.map(denoTestOf).join(', ')}`);
  process.exit(1);
}

// The worker must be the function under test alone: the stand-in's own alert worker is never started here.
const standIn = await startStandIn({
  port: 0,
  dataDir: null,
  quiet: true,
  demoRequestLimits: relaxedDemoRequestLimits,
});
const catcher = await startMailCatcher({ port: 0 });
let code: number;
try {
  const local = localAlertEnvironment({}, { catcher, siteUrl: 'http://127.0.0.1:4173' });
  const alertVariables = [
    'RESEND_API_KEY',
    'ALERT_EMAIL_API_URL',
    'ALERT_EMAIL_FROM',
    'ALERT_CHAT_WEBHOOK_URL',
    'ALERT_CHAT_FORMAT',
    'ALERT_SITE_URL',
  ];
  const functionEnv: Record<string, string> = {
    // What Supabase gives every deployed function, and the function's own secrets.
    SUPABASE_URL: standIn.url,
    SUPABASE_ANON_KEY: standIn.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: standIn.serviceRoleKey,
    ALERT_WORKER_SECRET: randomBytes(32).toString('hex'),
    VAPI_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    MEETING_FEEDS_SECRET: randomBytes(32).toString('hex'),
    ...Object.fromEntries(alertVariables.map((name) => [name, local(name) ?? ''])),
    // What the tests read back.
    MAIL_CATCHER_URL: catcher.url,
    LOCAL_ADMIN_EMAIL: standIn.admin.email,
  };
  const tests = edgeFunctionNames().map(denoTestOf);
  const args = ['test', '--config', functionsConfig, '--allow-net=127.0.0.1', '--allow-env', ...tests];
  code = await new Promise<number>((resolve) => {
    const child = spawn(denoBin, args, { stdio: 'inherit', env: { ...process.env, ...denoEnv, ...functionEnv } });
    child.once('close', (status) => resolve(status ?? 1));
  });
} finally {
  await catcher.stop();
  await standIn.stop();
}
process.exit(code);
