import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { recordFigure } from './figures';
import { forkRacer, killRacer, type Racer } from './racers';

const section = 'one data directory, two servers';
const dataDir = mkdtempSync(join(tmpdir(), 'reliability-lock-'));
const racers: Racer[] = [];

afterAll(async () => {
  await Promise.all(racers.map(killRacer));
  rmSync(dataDir, { recursive: true, force: true });
});

it('two processes taking the lock at the same moment, over the lock of a killed holder: never both, 10 rounds', async () => {
  racers.push(await forkRacer(dataDir), await forkRacer(dataDir));
  // The first stale lock: a holder killed while holding.
  const first = await forkRacer(dataDir);
  expect((await first.send('lock')).won).toBe(true);
  await killRacer(first);

  for (let round = 0; round < 10; round++) {
    const replies = await Promise.all(racers.map((racer) => racer.send('lock')));
    const won = replies.flatMap((reply, index) => (reply.won ? [index] : []));
    expect(won, `round ${round}: ${JSON.stringify(replies)}`).toHaveLength(1);
    const winner = won[0] ?? 0;
    const holder = racers[winner];
    // The winner dies holding the lock, so every round starts from a stale lock; a new process replaces it.
    if (holder) await killRacer(holder);
    racers[winner] = await forkRacer(dataDir);
  }
  recordFigure(section, 'lock alone, over a killed holder', '10 rounds, 1 holder each');
});

// The race itself is the lock's, run above over a stale lock every round; here a whole start must go through
// that lock before it touches the data, which a few rounds show as well as twenty did.
it('two whole stand-ins started together on one directory: never both up, 5 rounds', async () => {
  let refusals = '';
  for (let round = 0; round < 5; round++) {
    const replies = await Promise.all(racers.map((racer) => racer.send('start')));
    const up = replies.filter((reply) => reply.won);
    expect(up, `round ${round}: ${JSON.stringify(replies)}`).toHaveLength(1);
    refusals = replies.find((reply) => !reply.won)?.message ?? '';
    await Promise.all(racers.map((racer) => racer.send('release')));
  }
  recordFigure(section, 'stand-ins started together', '5 rounds, 1 up each');
  expect(refusals).toMatch(/is in use by another local Supabase stand-in \(pid \d+\)/);
});
