import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyPendingMigrations } from './migrate';
import { readBootstrapSql, readMigrations, readSeedSql, type Migration } from './project-files';
import { loadSnapshot, saveSnapshot, snapshotKey } from './snapshot';

export type OpenedDatabase = { db: PGlite; appliedMigrations: string[]; seeded: boolean };

// A directory initialised before bootstrap.sql created the publication needs it before the migrations that use it.
const realtimePublicationSql = `do $$ begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then create publication supabase_realtime; end if;
end $$`;

// pgcrypto must be registered on every open, not only when it is created (research/pglite.md §1).
const extensions = { pgcrypto };

/**
 * Opens the stand-in's database. A directory is initialised, migrated and seeded on first use and only
 * migrated afterwards; `null` means in memory, started from a cached snapshot of the fresh database when
 * one exists for exactly these bootstrap, migration and seed files.
 */
export async function openDatabase(dataDir: string | null, migrations = readMigrations()): Promise<OpenedDatabase> {
  return dataDir === null ? openInMemory(migrations) : openDirectory(join(dataDir, 'pgdata'), migrations);
}

async function openDirectory(pgdata: string, migrations: Migration[]): Promise<OpenedDatabase> {
  const fresh = !existsSync(join(pgdata, 'PG_VERSION'));
  mkdirSync(pgdata, { recursive: true });
  const db = await PGlite.create(pgdata, { extensions });
  if (fresh) return initialise(db, migrations);
  await db.exec(realtimePublicationSql);
  return { db, appliedMigrations: await applyPendingMigrations(db, migrations), seeded: false };
}

async function openInMemory(migrations: Migration[]): Promise<OpenedDatabase> {
  const key = snapshotKey(migrations);
  const snapshot = loadSnapshot(key);
  if (snapshot) {
    const db = await PGlite.create({ loadDataDir: snapshot, extensions });
    return { db, appliedMigrations: [], seeded: false };
  }
  const opened = await initialise(await PGlite.create({ extensions }), migrations);
  try {
    await saveSnapshot(key, await opened.db.dumpDataDir('gzip'));
  } catch {
    // The snapshot only speeds up later starts; a read-only checkout must still start.
  }
  return opened;
}

async function initialise(db: PGlite, migrations: Migration[]): Promise<OpenedDatabase> {
  await db.exec(readBootstrapSql());
  const appliedMigrations = await applyPendingMigrations(db, migrations);
  await db.exec(readSeedSql());
  return { db, appliedMigrations, seeded: true };
}
