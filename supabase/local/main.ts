import { join } from 'node:path';
import { authRateLimitsFromEnvironment } from './gotrue/rate-limits';
import { repoRoot } from './project-files';
import { defaultAdmin, startStandIn } from './server';
import { startFailureMessage } from './start-failure';
import { exitOnStopSignals } from './stop-signals';

// `npm run backend`: the stand-in on the Supabase CLI's port, its data kept in .data/ between runs.
const port = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);
const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR || join(repoRoot, '.data', 'local-supabase');

// Installed before the start, so Ctrl-C during it stops at the next step and releases the directory.
const startUp = new AbortController();
exitOnStopSignals(async () => {
  startUp.abort();
  const standIn = await starting.catch(() => null);
  await standIn?.stop();
});
const starting = startStandIn({
  port,
  dataDir,
  adminEmail: process.env.LOCAL_ADMIN_EMAIL || defaultAdmin.email,
  adminPassword: process.env.LOCAL_ADMIN_PASSWORD || defaultAdmin.password,
  authRateLimits: authRateLimitsFromEnvironment(),
  signal: startUp.signal,
});

try {
  const standIn = await starting;
  console.log(
    [
      `Local Supabase stand-in listening on ${standIn.url}`,
      `  data:        ${dataDir}`,
      `  anon key:    ${standIn.anonKey}`,
      `  admin login: ${standIn.admin.email} / ${standIn.admin.password}`,
    ].join('\n'),
  );
} catch (error) {
  // A start cut short by Ctrl-C is the stop handler's to finish.
  if (!startUp.signal.aborted) {
    console.error(startFailureMessage(error, port) ?? error);
    process.exit(1);
  }
}
