import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { authSchemaSql } from './gotrue/auth-schema';
import { readBootstrapSql, readSeedSql, readStandInSql, repoRoot, type Migration } from './project-files';

// Loading a dumped data directory skips initdb: about 1.4 s instead of 2.9 s.
const snapshotDir = join(repoRoot, '.data', 'snapshots');
const pgliteVersion: string = JSON.parse(
  readFileSync(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
).version;

/** Names the snapshot after everything that shapes a fresh database, so any change makes a new one. */
export function snapshotKey(migrations: Migration[]): string {
  const hash = createHash('sha256').update(pgliteVersion).update(readBootstrapSql());
  for (const migration of migrations) hash.update(migration.version).update(migration.sql);
  return hash.update(readStandInSql()).update(authSchemaSql).update(readSeedSql()).digest('hex').slice(0, 16);
}

export const snapshotPath = (key: string) => join(snapshotDir, `${key}.tar.gz`);

export function loadSnapshot(key: string): Blob | null {
  try {
    return new Blob([readFileSync(snapshotPath(key))]);
  } catch {
    return null;
  }
}

export async function saveSnapshot(key: string, dump: Blob): Promise<void> {
  mkdirSync(snapshotDir, { recursive: true });
  // Written aside, then renamed, so a server starting in parallel never loads half a file.
  const partial = join(snapshotDir, `${key}.${process.pid}.partial`);
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, snapshotPath(key));
}
