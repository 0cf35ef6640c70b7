import { join } from 'node:path';
import { DataDirLockedError } from './data-dir-lock';
import { repoRoot } from './project-files';
import { defaultAdmin, startStandIn } from './server';

// `npm run backend`: the stand-in on the Supabase CLI's port, its data kept in .data/ between runs.
const port = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);
const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR || join(repoRoot, '.data', 'local-supabase');

try {
  const standIn = await startStandIn({
    port,
    dataDir,
    adminEmail: process.env.LOCAL_ADMIN_EMAIL || defaultAdmin.email,
    adminPassword: process.env.LOCAL_ADMIN_PASSWORD || defaultAdmin.password,
  });
  console.log(
    [
      `Local Supabase stand-in listening on ${standIn.url}`,
      `  data:        ${dataDir}`,
      `  anon key:    ${standIn.anonKey}`,
      `  admin login: ${standIn.admin.email} / ${standIn.admin.password}`,
    ].join('\n'),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`${signal}: stopping`);
      void standIn.stop().then(() => process.exit(0));
    });
  }
} catch (error) {
  if (error instanceof DataDirLockedError) console.error(error.message);
  else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use. Stop whatever holds it, or set SUPABASE_LOCAL_PORT.`);
  } else console.error(error);
  process.exit(1);
}
