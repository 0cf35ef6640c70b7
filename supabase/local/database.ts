import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyPendingMigrations } from './migrate';
import { readBootstrapSql, readMigrations, readSeedSql } from './project-files';
import { loadSnapshot, saveSnapshot, snapshotKey } from './snapshot';

export type OpenedDatabase = { db: PGlite; appliedMigrations: string[]; seeded: boolean };

// pgcrypto must be registered on every open, not only when it is created (research/pglite.md §1).
const extensions = { pgcrypto };

/**
 * Opens the stand-in's database. A directory is initialised, migrated and seeded on first use and only
 * migrated afterwards; `null` means in memory, started from a cached snapshot of the fresh database when
 * one exists for exactly these bootstrap, migration and seed files.
 */
export async function openDatabase(dataDir: string | null): Promise<OpenedDatabase> {
  return dataDir === null ? openInMemory() : openDirectory(join(dataDir, 'pgdata'));
}

async function openDirectory(pgdata: string): Promise<OpenedDatabase> {
  const fresh = !existsSync(join(pgdata, 'PG_VERSION'));
  mkdirSync(pgdata, { recursive: true });
  const db = await PGlite.create(pgdata, { extensions });
  return fresh ? initialise(db) : { db, appliedMigrations: await applyPendingMigrations(db, readMigrations()), seeded: false };
}

async function openInMemory(): Promise<OpenedDatabase> {
  const key = snapshotKey();
  const snapshot = loadSnapshot(key);
  if (snapshot) {
    const db = await PGlite.create({ loadDataDir: snapshot, extensions });
    return { db, appliedMigrations: [], seeded: false };
  }
  const opened = await initialise(await PGlite.create({ extensions }));
  await saveSnapshot(key, await opened.db.dumpDataDir('gzip'));
  return opened;
}

async function initialise(db: PGlite): Promise<OpenedDatabase> {
  await db.exec(readBootstrapSql());
  const appliedMigrations = await applyPendingMigrations(db, readMigrations());
  await db.exec(readSeedSql());
  return { db, appliedMigrations, seeded: true };
}
