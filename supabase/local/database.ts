import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyAuthSchema } from './gotrue/auth-schema';
import { applyPendingMigrations } from './migrate';
import { readBootstrapSql, readMigrations, readSeedSql, readStandInSql, type Migration } from './project-files';
import { loadSnapshot, saveSnapshot, snapshotKey } from './snapshot';

export type OpenedDatabase = { db: PGlite; appliedMigrations: string[]; seeded: boolean };

/** A data directory that holds something PGlite cannot open as the stand-in's database; it is left as it is. */
export class DataDirUnusableError extends Error {}

// A directory initialised before bootstrap.sql created the publication needs it before the migrations that use it.
const realtimePublicationSql = `do $$ begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then create publication supabase_realtime; end if;
end $$`;

// Extensions must be registered on every open, not only when they are created (btree_gist: meetings' exclusion).
const extensions = { btree_gist, pgcrypto };

/**
 * Opens the stand-in's database. A directory is created from the fresh database (bootstrap, migrations,
 * seed) on first use and only migrated afterwards; `null` means in memory. Either way the fresh database
 * comes from a cached snapshot when one exists for exactly these bootstrap, migration and seed files.
 */
export async function openDatabase(dataDir: string | null, migrations = readMigrations()): Promise<OpenedDatabase> {
  return dataDir === null ? openInMemory(migrations) : openDirectory(dataDir, migrations);
}

async function openDirectory(dataDir: string, migrations: Migration[]): Promise<OpenedDatabase> {
  const pgdata = join(dataDir, 'pgdata');
  const fresh = !existsSync(pgdata) || readdirSync(pgdata).length === 0;
  if (fresh) await createAside(dataDir, pgdata, migrations);
  else if (!existsSync(join(pgdata, 'PG_VERSION'))) throw unusable(pgdata, dataDir, 'it holds no PG_VERSION file');

  let db: PGlite;
  try {
    db = await PGlite.create(pgdata, { extensions });
  } catch (error) {
    throw unusable(pgdata, dataDir, `PGlite could not open it (${messageOf(error)})`);
  }
  try {
    // Directories whose first start was cut short by the earlier, non-atomic setup lack this table.
    const { rows } = await db.query<{ found: boolean }>(
      "select to_regclass('supabase_migrations.schema_migrations') is not null as found",
    );
    if (!rows[0]?.found) throw unusable(pgdata, dataDir, 'its setup never finished');
    await db.exec(realtimePublicationSql);
    const applied = await applyPendingMigrations(db, migrations);
    await applyStandInSql(db);
    return { db, appliedMigrations: fresh ? migrations.map((migration) => migration.version) : applied, seeded: fresh };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Writes the fresh database beside its final place and renames it there once complete, so a start killed
 * at any moment leaves either no `pgdata` (the next start builds it again) or a whole one.
 */
async function createAside(dataDir: string, pgdata: string, migrations: Migration[]): Promise<void> {
  const building = join(dataDir, 'pgdata.initialising');
  // Left by a first start that was killed; this process holds the directory's lock, so nobody else uses it.
  rmSync(building, { recursive: true, force: true });
  const db = await PGlite.create(building, { loadDataDir: await freshSnapshot(migrations), extensions });
  await db.close();
  rmSync(pgdata, { recursive: true, force: true });
  renameSync(building, pgdata);
}

async function openInMemory(migrations: Migration[]): Promise<OpenedDatabase> {
  const snapshot = loadSnapshot(snapshotKey(migrations));
  if (snapshot) {
    const db = await PGlite.create({ loadDataDir: snapshot, extensions });
    return { db, appliedMigrations: [], seeded: false };
  }
  const opened = await initialise(await PGlite.create({ extensions }), migrations);
  await keepSnapshot(migrations, await opened.db.dumpDataDir('gzip'));
  return opened;
}

/** The fresh database as a data-directory tarball: the cached snapshot, or one built in memory now. */
async function freshSnapshot(migrations: Migration[]): Promise<Blob> {
  const cached = loadSnapshot(snapshotKey(migrations));
  if (cached) return cached;
  const { db } = await initialise(await PGlite.create({ extensions }), migrations);
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  await keepSnapshot(migrations, dump);
  return dump;
}

async function keepSnapshot(migrations: Migration[], dump: Blob): Promise<void> {
  try {
    await saveSnapshot(snapshotKey(migrations), dump);
  } catch {
    // The snapshot only speeds up later starts; a read-only checkout must still start.
  }
}

/**
 * What only the stand-in needs, after the migrations at every start (a directory made before a part of it existed
 * gains it; every statement may run again): its own SQL, then its GoTrue's tables.
 */
async function applyStandInSql(db: PGlite): Promise<void> {
  await db.exec(readStandInSql());
  await applyAuthSchema(db);
}

async function initialise(db: PGlite, migrations: Migration[]): Promise<OpenedDatabase> {
  await db.exec(readBootstrapSql());
  const appliedMigrations = await applyPendingMigrations(db, migrations);
  await applyStandInSql(db);
  await db.exec(readSeedSql());
  return { db, appliedMigrations, seeded: true };
}

function unusable(pgdata: string, dataDir: string, reason: string): DataDirUnusableError {
  return new DataDirUnusableError(
    `The local database in ${pgdata} cannot be used: ${reason}. It was left as it is. ` +
      `If you need its data, copy it somewhere first; then delete ${dataDir} and start again ` +
      'to get a fresh database with the seed data.',
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
