import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyPendingMigrations } from '../../../supabase/local/migrate';
import { readBootstrapSql, readMigrations } from '../../../supabase/local/project-files';

export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** A database with the bootstrap and every migration applied (no seed), for SQL-level tests. */
export type TestDatabase = {
  query: Query;
  /** Runs `work` in one transaction that is always rolled back, so each check leaves the database as it found it. */
  rolledBack<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export async function openTestDatabase(): Promise<TestDatabase> {
  const db = await PGlite.create({ extensions: { pgcrypto } });
  await db.exec(readBootstrapSql());
  await applyPendingMigrations(db, readMigrations());
  const query: Query = async (sql, params) => (await db.query<never>(sql, params)).rows;
  return {
    query,
    rolledBack: (work) =>
      db.transaction(async (tx) => {
        const result = await work(async (sql, params) => (await tx.query<never>(sql, params)).rows);
        await tx.rollback();
        return result;
      }),
    close: () => db.close(),
  };
}
