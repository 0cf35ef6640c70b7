import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database';
import { readMigrations } from '../../supabase/local/project-files';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { createNodeClient } from '../../supabase/local/node-client';
import { submission, uniqueMarker } from './stand-in-fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'stand-in-data-'));
const start = () => startStandIn({ port: 0, dataDir, quiet: true, adminPassword: 'persisted-admin-password' });
let first: StandIn;

async function adminRows(standIn: StandIn, marker: string) {
  const client = createNodeClient(standIn.url, standIn.anonKey);
  await client.auth.signInWithPassword(standIn.admin);
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
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dataDir, 'server.lock'), String(dead));

    first = await start();
    const { data } = await createNodeClient(first.url, first.anonKey).rpc('get_personalized_assistant', {
      p_slug: 'acme-dental',
    });
    expect(data).toEqual([{ slug: 'acme-dental', name: 'Dana', assistant_id: null }]);
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
