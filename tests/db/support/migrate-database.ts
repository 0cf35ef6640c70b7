import type { Migration } from '../../../supabase/local/project-files';

type Run = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Applies the migrations in order, each in its own transaction as the Supabase CLI applies them. */
export async function applyMigrations(run: Run, migrations: Migration[]): Promise<void> {
  for (const migration of migrations) {
    await run('begin');
    try {
      await run(migration.sql);
    } catch (error) {
      await run('rollback');
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    await run('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
      migration.version,
      migration.name,
    ]);
    await run('commit');
  }
}
