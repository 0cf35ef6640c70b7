import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { recordFigure } from './figures';
import { startStandInProcess, type StandInProcess } from './stand-in-process';
import { ms, percentile, runWriters, storedMarkers } from './writers';

const section = 'kill -9 of the stand-in under 20 writers';
const dataDir = mkdtempSync(join(tmpdir(), 'reliability-kill-'));
let server: StandInProcess | null = null;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

it('five kill -9 cycles while 20 writers insert: every acknowledged row is there after each restart', async () => {
  const prefix = `killed-${Date.now()}`;
  const acknowledged: string[] = [];
  const restarts: number[] = [];
  server = await startStandInProcess({ dataDir });

  for (let cycle = 0; cycle < 5; cycle++) {
    const current = server;
    let writing = true;
    const writers = runWriters({
      url: current.url,
      prefix: `${prefix}-${cycle}`,
      writers: 20,
      keepGoing: () => writing,
    });
    // Killed at a moment that is not a round number of inserts: 300-800 ms into the writing.
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 500));
    current.child.kill('SIGKILL');
    await current.exited;
    writing = false;
    const log = await writers;
    acknowledged.push(...log.acknowledged);

    const started = performance.now();
    server = await startStandInProcess({ dataDir });
    restarts.push(performance.now() - started);

    const stored = await storedMarkers(server.url, prefix);
    expect(new Set(stored).size, `cycle ${cycle}: a row stored twice`).toBe(stored.length);
    const storedSet = new Set(stored);
    expect(
      acknowledged.filter((marker) => !storedSet.has(marker)),
      `cycle ${cycle}: acknowledged rows missing`,
    ).toEqual([]);
    // Every error a writer saw came from the kill: the server never refused a good insert.
    expect(log.outcomes.filter((outcome) => typeof outcome.status === 'number' && outcome.status !== 201)).toEqual([]);
  }

  recordFigure(section, 'acknowledged rows, all present after restarts', acknowledged.length);
  recordFigure(
    section,
    'restart to listening (spawn, open, recover)',
    `median ${ms(percentile(restarts, 50))}, max ${ms(Math.max(...restarts))}`,
  );
});
