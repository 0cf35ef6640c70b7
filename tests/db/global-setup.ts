import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { readBootstrapSql, readMigrations } from '../../supabase/local/project-files';
import { startPostgresServer } from './support/postgres-server';
import { migratedTemplate } from './support/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the tests' PostgreSQL server, without the database name. */
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL server for the SQL tests, with a database that has the bootstrap and every migration applied in
 * order, each in its own transaction as the Supabase CLI applies them. Each test file copies it (a template), so the
 * files run side by side without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const server = await startPostgresServer();
  try {
    const client = new pg.Client(server.connectionString('postgres'));
    await client.connect();
    try {
      await client.query(`create database ${migratedTemplate}`);
    } finally {
      await client.end();
    }
    const template = new pg.Client(server.connectionString(migratedTemplate));
    await template.connect();
    try {
      await template.query(readBootstrapSql());
      for (const migration of readMigrations()) {
        await template.query('begin');
        try {
          await template.query(migration.sql);
        } catch (error) {
          throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        await template.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await template.query('commit');
      }
    } finally {
      await template.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  console.log(`PostgreSQL server started and migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  project.provide('postgresUrl', server.connectionString(''));
  return () => server.stop();
}
