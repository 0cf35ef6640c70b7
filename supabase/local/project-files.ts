import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One file of supabase/migrations, named `<version>_<name>.sql` as the Supabase CLI expects. */
export type Migration = { version: string; name: string; sql: string };

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
const migrationFileName = /^(\d{14})_(\w+)\.sql$/;

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What a Supabase project has before its first migration; the stand-in and the tests' PostgreSQL server share it. */
export function readBootstrapSql(): string {
  return readFileSync(new URL('bootstrap.sql', import.meta.url), 'utf8');
}

/** What only the stand-in needs, applied after the migrations on every start; it may run again. */
export function readStandInSql(): string {
  return readFileSync(new URL('stand-in.sql', import.meta.url), 'utf8');
}

/** supabase/config.toml, the Supabase CLI's settings, which the stand-in mirrors where they matter to the app. */
export function readConfigToml(): string {
  return readFileSync(`${supabaseDir}config.toml`, 'utf8');
}

export function readSeedSql(): string {
  return readFileSync(`${supabaseDir}seed.sql`, 'utf8');
}

export function readMigrations(): Migration[] {
  const dir = `${supabaseDir}migrations`;
  return readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const match = migrationFileName.exec(file);
      if (!match?.[1] || !match[2]) return [];
      return [{ version: match[1], name: match[2], sql: readFileSync(`${dir}/${file}`, 'utf8') }];
    });
}
