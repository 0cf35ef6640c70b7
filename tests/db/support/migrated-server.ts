import pg from 'pg';
import { readBootstrapSql, type Migration } from '../../../supabase/local/project-files';
import { startPostgresServer, type PostgresServer } from './postgres-server';

/**
 * Starts the tests' PostgreSQL server and creates `database` in it with the bootstrap and the migrations applied in
 * order, each in its own transaction as the Supabase CLI applies them.
 */
export async function startMigratedServer(database: string, migrations: Migration[]): Promise<PostgresServer> {
  const server = await startPostgresServer();
  try {
    const maintenance = new pg.Client(server.connectionString('postgres'));
    await maintenance.connect();
    try {
      await maintenance.query(`create database ${database}`);
    } finally {
      await maintenance.end();
    }
    const client = new pg.Client(server.connectionString(database));
    await client.connect();
    try {
      await client.query(readBootstrapSql());
      for (const migration of migrations) {
        await client.query('begin');
        try {
          await client.query(migration.sql);
        } catch (error) {
          throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        await client.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await client.query('commit');
      }
    } finally {
      await client.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
