import pg from 'pg';
import { readBootstrapSql, type Migration } from '../../../supabase/local/project-files';
import { applyMigrations } from './migrate-database';
import { startPostgresServer, type PostgresServer } from './postgres-server';

/**
 * Starts the tests' PostgreSQL server with two databases: `bootstrapped` (Supabase's roles and `auth` helpers, which
 * the server keeps cluster-wide, so they are created once) and `migrated`, a copy of it with every migration applied.
 */
export async function startMigratedServer(
  names: { bootstrapped: string; migrated: string },
  migrations: Migration[],
): Promise<PostgresServer> {
  const server = await startPostgresServer();
  try {
    await withClient(server.connectionString('postgres'), (run) => run(`create database ${names.bootstrapped}`));
    await withClient(server.connectionString(names.bootstrapped), (run) => run(readBootstrapSql()));
    await withClient(server.connectionString('postgres'), (run) =>
      run(`create database ${names.migrated} template ${names.bootstrapped}`),
    );
    await withClient(server.connectionString(names.migrated), (run) => applyMigrations(run, migrations));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function withClient(
  connectionString: string,
  work: (run: (sql: string, params?: unknown[]) => Promise<unknown>) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client(connectionString);
  await client.connect();
  try {
    await work((sql, params) => client.query(sql, params));
  } finally {
    await client.end();
  }
}
