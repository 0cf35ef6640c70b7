import type { TestProject } from 'vitest/node';
import { readMigrations } from '../../supabase/local/project-files';
import { startMigratedServer } from './support/migrated-server';
import { templates } from './support/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the tests' PostgreSQL server, without the database name. */
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL server for the SQL tests, with a database that has the bootstrap and every migration applied.
 * Each test file copies it (a template), so the files run side by side without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const server = await startMigratedServer(templates, readMigrations());
  console.log(`PostgreSQL server started and migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  project.provide('postgresUrl', server.connectionString(''));
  return () => server.stop();
}
