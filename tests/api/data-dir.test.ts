import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/staff-sign-in';
import { DataDirUnusableError, openDatabase } from '../../supabase/local/database';
import { readMigrations, repoRoot } from '../../supabase/local/project-files';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { createNodeClient } from '../../supabase/local/node-client';
import { submission, uniqueMarker } from './stand-in-fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'stand-in-data-'));
const start = (dir = dataDir) =>
  startStandIn({
    port: 0,
    dataDir: dir,
    quiet: true,
    adminPassword: 'persisted-admin-password',
    parallelSignIns: true,
  });
let first: StandIn;

const lockModule = pathToFileURL(join(repoRoot, 'supabase/local/data-dir-lock.ts')).href;

/** Takes the directory's lock in a process that then dies by kill -9, leaving the lock behind; returns its pid. */
function lockOfKilledProcess(dir: string): number {
  const { pid, signal } = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
       await lockDataDir(${JSON.stringify(dir)});
       process.kill(process.pid, 'SIGKILL');`,
    ],
    { cwd: repoRoot },
  );
  expect(signal).toBe('SIGKILL');
  return pid;
}

/** The files a lock consists of: everything in the data directory but the database itself. */
function lockFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes(`${dir}/pgdata`))
    .map((entry) => join(entry.parentPath, entry.name));
}

function rpcAcmeDental(standIn: StandIn) {
  return createNodeClient(standIn.url, standIn.anonKey).rpc('get_personalized_assistant', { p_slug: 'acme-dental' });
}

const acmeDental = [{ slug: 'acme-dental', name: 'Dana', assistant_id: null, max_call_seconds: 300 }];

async function adminRows(standIn: StandIn, marker: string) {
  const client = createNodeClient(standIn.url, standIn.anonKey);
  await signInStaff(client, standIn.admin);
  const { data, error } = await client.from('contact_submissions').select('*').eq('business', marker);
  if (error) throw error;
  return data;
}

// One directory for the whole file: initialising a fresh one (initdb) is the slow part.
beforeAll(async () => {
  first = await start();
});

afterAll(async () => {
  await first.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a stand-in with a data directory', () => {
  it('a second server on the same directory is refused with a clear message', async () => {
    await expect(start()).rejects.toThrow(/is in use by another local Supabase stand-in \(pid \d+\)/);
    const stillServing = await adminRows(first, 'anything');
    expect(stillServing).toEqual([]);
  });

  it('a restarted server keeps the rows, and the admin signs in with the configured password', async () => {
    const marker = uniqueMarker('persisted');
    const { error } = await createNodeClient(first.url, first.anonKey)
      .from('contact_submissions')
      .insert(submission(marker));
    expect(error).toBeNull();
    await first.stop();

    first = await start();
    expect(await adminRows(first, marker)).toHaveLength(1);
  });

  it('a lock left by a process that has died is taken over', async () => {
    await first.stop();
    lockOfKilledProcess(dataDir);

    first = await start();
    const { data } = await rpcAcmeDental(first);
    expect(data).toEqual(acmeDental);
  });

  it('a lock left by a dead server whose pid now belongs to an unrelated process is taken over', async () => {
    await first.stop();
    const dead = lockOfKilledProcess(dataDir);
    // Pid reuse cannot be arranged, so the lock is made to name pid 1: alive, and no stand-in.
    for (const file of lockFiles(dataDir)) {
      writeFileSync(file, readFileSync(file, 'utf8').replace(new RegExp(`\\b${dead}\\b`, 'g'), '1'));
    }

    first = await start();
    expect(await adminRows(first, 'anything')).toEqual([]);
  });

  it('on a later start only the new migrations are applied, and the seed is not run again', async () => {
    await first.stop();
    const added = { version: '29991231235959', name: 'add_notes', sql: 'create table public.notes (body text);' };

    const withNew = await openDatabase(dataDir, [...readMigrations(), added]);
    expect(withNew).toMatchObject({ appliedMigrations: [added.version], seeded: false });
    const seededRows = await withNew.db.query<{ count: number }>(
      'select count(*)::int as count from public.personalized_assistants',
    );
    expect(seededRows.rows[0]?.count).toBe(4);
    await withNew.db.close();

    const again = await openDatabase(dataDir, [...readMigrations(), added]);
    expect(again.appliedMigrations).toEqual([]);
    await again.db.close();

    first = await start();
  });
});

// Each of these opens or builds a database of its own, which takes seconds on a busy machine.
const slowStart = 60_000;

describe('a data directory whose database cannot be used', () => {
  const fresh = () => mkdtempSync(join(tmpdir(), 'stand-in-unusable-'));
  /** A directory whose pgdata claims a Postgres version PGlite does not have. */
  const foreign = () => {
    const dir = fresh();
    mkdirSync(join(dir, 'pgdata'));
    writeFileSync(join(dir, 'pgdata', 'PG_VERSION'), '99\n');
    return dir;
  };

  it(
    'is reported in plain words, with its path and what to do, and left as it is',
    async () => {
      const dir = foreign();

      const failure = start(dir);
      await expect(failure).rejects.toThrow(DataDirUnusableError);
      await expect(failure).rejects.toThrow(
        new RegExp(`^The local database in ${dir}/pgdata cannot be used: .*delete ${dir} and start again`),
      );
      expect(readdirSync(join(dir, 'pgdata'))).toEqual(['PG_VERSION']);
      expect(readFileSync(join(dir, 'pgdata', 'PG_VERSION'), 'utf8')).toBe('99\n');
      rmSync(dir, { recursive: true, force: true });
    },
    slowStart,
  );

  it(
    'npm run backend prints that message without a stack trace and exits with 1',
    () => {
      const dir = foreign();

      const { status, stderr } = spawnSync(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
        cwd: repoRoot,
        env: { ...process.env, SUPABASE_LOCAL_PORT: '0', SUPABASE_LOCAL_DATA_DIR: dir },
        encoding: 'utf8',
      });
      expect(status).toBe(1);
      expect(stderr).toContain(`The local database in ${dir}/pgdata cannot be used`);
      expect(stderr).not.toMatch(/^\s+at /m);
      rmSync(dir, { recursive: true, force: true });
    },
    slowStart,
  );

  it(
    'a directory whose first start stopped after initdb (before the migrations) is reported, not used',
    async () => {
      const dir = fresh();
      await (await PGlite.create(join(dir, 'pgdata'))).close();

      await expect(start(dir)).rejects.toThrow(/cannot be used: its setup never finished/);
      rmSync(dir, { recursive: true, force: true });
    },
    slowStart,
  );

  it(
    'a first start killed while it built the database leaves a directory the next start sets up, seed included',
    async () => {
      const dir = fresh();
      mkdirSync(join(dir, 'pgdata.initialising', 'base'), { recursive: true });
      writeFileSync(join(dir, 'pgdata.initialising', 'PG_VERSION'), '18\n');

      const standIn = await start(dir);
      expect((await rpcAcmeDental(standIn)).data).toEqual(acmeDental);
      await standIn.stop();
      expect(readdirSync(dir).sort()).toEqual(['locks', 'pgdata']);
      rmSync(dir, { recursive: true, force: true });
    },
    slowStart,
  );
});
