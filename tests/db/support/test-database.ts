import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { readMigrations } from '../../../supabase/local/project-files';
import { applyMigrations } from './migrate-database';

/** The databases global-setup makes: the bootstrap alone, and the bootstrap with every migration; test files copy one. */
export const templates = { bootstrapped: 'bootstrapped', migrated: 'migrated' };

export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** One connection: what a request (PostgREST), a worker or a scheduled job would hold. */
export type Session = { query: Query; close(): Promise<void> };

/** A copy of the migrated database (bootstrap and every migration, no seed) for one test file. */
export type TestDatabase = Session & {
  /** Runs `work` in one transaction that is always rolled back, so each check leaves the database as it found it. */
  rolledBack<T>(work: (query: Query) => Promise<T>): Promise<T>;
  /** Another connection to the same database, for what several clients do at once. */
  connect(): Promise<Session>;
};

async function openSession(connectionString: string): Promise<Session> {
  const client = new pg.Client(connectionString);
  await client.connect();
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    close: () => client.end(),
  };
}

/**
 * A copy of the migrated database; with `beforeMigrations` (SQL run after the bootstrap, such as look-alikes of
 * extensions the migrations look for) a database migrated afresh instead.
 */
export async function openTestDatabase(options: { beforeMigrations?: string } = {}): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const maintenance = await openSession(`${serverUrl}postgres`);
  try {
    await maintenance.query(
      options.beforeMigrations === undefined
        ? `create database ${name} template ${templates.migrated}`
        : `create database ${name} template ${templates.bootstrapped}`,
    );
  } finally {
    await maintenance.close();
  }
  const main = await openSession(`${serverUrl}${name}`);
  if (options.beforeMigrations !== undefined) {
    await main.query(options.beforeMigrations);
    await applyMigrations(main.query, readMigrations());
  }
  const others: Session[] = [];
  return {
    query: main.query,
    rolledBack: async (work) => {
      await main.query('begin');
      try {
        return await work(main.query);
      } finally {
        await main.query('rollback');
      }
    },
    connect: async () => {
      const session = await openSession(`${serverUrl}${name}`);
      others.push(session);
      return session;
    },
    close: async () => {
      await Promise.all([main, ...others].map((session) => session.close().catch(() => undefined)));
      const cleanup = await openSession(`${serverUrl}postgres`);
      await cleanup.query(`drop database ${name} with (force)`).finally(() => cleanup.close());
    },
  };
}
