import type { PGlite } from '@electric-sql/pglite';
import type { Migration } from './project-files';

/** Applies, each in its own transaction, the migrations not yet recorded; returns the versions applied. */
export async function applyPendingMigrations(db: PGlite, migrations: Migration[]): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  return pending.map((migration) => migration.version);
}
