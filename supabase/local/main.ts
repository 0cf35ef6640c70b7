import { join } from 'node:path';
import { demoRequestLimitsFromEnvironment } from './demo-request-limits';
import { authRateLimitsFromEnvironment } from './gotrue/rate-limits';
import { alertWorkerWanted, startLocalAlerts } from './local-alerts';
import type { MailCatcher } from './mail-catcher/server';
import { repoRoot } from './project-files';
import { defaultAdmin, startStandIn, type StandIn } from './server';
import { startFailureMessage } from './start-failure';
import { exitOnStopSignals } from './stop-signals';

// `npm run backend`: the stand-in on the Supabase CLI's port, its data kept in .data/ between runs.
const port = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);
const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR || join(repoRoot, '.data', 'local-supabase');

// Installed before the start. Ctrl-C during the start exits at once: the first start is atomic, and a database
// being opened recovers from its write-ahead log, so a start cut anywhere loses nothing.
let standIn: StandIn | null = null;
let catcher: MailCatcher | null = null;
exitOnStopSignals(async () => {
  await standIn?.stop();
  await catcher?.stop();
});

try {
  standIn = await startStandIn({
    port,
    dataDir,
    adminEmail: process.env.LOCAL_ADMIN_EMAIL || defaultAdmin.email,
    adminPassword: process.env.LOCAL_ADMIN_PASSWORD || defaultAdmin.password,
    adminTotpSecret: process.env.LOCAL_ADMIN_TOTP_SECRET,
    authRateLimits: authRateLimitsFromEnvironment(),
    demoRequestLimits: demoRequestLimitsFromEnvironment(),
  });
  if (alertWorkerWanted(process.env)) {
    catcher = await startLocalAlerts(standIn, {
      apiPort: port,
      dataDir,
      // No site runs with the backend alone; the alerts link to where `npm start` serves it.
      siteUrl: 'http://127.0.0.1:4173',
      env: process.env,
    }).catch(async (error: unknown) => {
      await standIn?.stop();
      console.error(startFailureMessage(error, port + 3) ?? error);
      process.exit(1);
    });
  }
  console.log(
    [
      `Local Supabase stand-in listening on ${standIn.url}`,
      `  data:         ${dataDir}`,
      `  anon key:     ${standIn.anonKey}`,
      `  admin login:  ${standIn.admin.email} / ${standIn.admin.password}`,
      `  admin TOTP:   ${standIn.admin.totpSecret}  (${standIn.admin.totpUri})`,
      catcher
        ? `  mail catcher: ${catcher.url} (alert and invitation emails; chat messages at ${catcher.chatWebhookUrl})`
        : null,
    ]
      .filter((line) => line !== null)
      .join('\n'),
  );
} catch (error) {
  console.error(startFailureMessage(error, port) ?? error);
  process.exit(1);
}
