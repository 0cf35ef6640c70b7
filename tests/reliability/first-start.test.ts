import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { startStandIn } from '../../supabase/local/server';
import { createNodeClient } from '../../supabase/local/node-client';
import { recordFigure } from './figures';
import { spawnStandIn, startStandInProcess } from './stand-in-process';
import { ms } from './writers';

const section = 'first start killed at random moments';
/**
 * One kill in each fifth of the start, at a random moment within it: every phase of the start (migrations, seed,
 * listening) is hit on every run, which ten draws over the whole span did not promise and took twice as long.
 */
const rounds = 5;
const freshDir = () => mkdtempSync(join(tmpdir(), 'reliability-first-start-'));

it('a first start killed by kill -9 at a random moment in each fifth of it: the next start always succeeds, seed included', async () => {
  // How long a whole first start takes here, spawn to listening: the kills fall anywhere in that span.
  const calibration = freshDir();
  const started = performance.now();
  const whole = await startStandInProcess({ dataDir: calibration });
  const firstStartMs = performance.now() - started;
  whole.child.kill('SIGTERM');
  await whole.exited;
  rmSync(calibration, { recursive: true, force: true });

  const moments: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const dataDir = freshDir();
    const first = spawnStandIn({ dataDir });
    first.listening.catch(() => {});
    const moment = ((round + Math.random()) / rounds) * firstStartMs;
    moments.push(moment);
    await sleep(moment);
    first.child.kill('SIGKILL');
    await first.exited;

    const next = await startStandIn({ port: 0, dataDir, quiet: true });
    const { data, error } = await createNodeClient(next.url, next.anonKey).rpc('get_personalized_assistant', {
      p_slug: 'acme-dental',
    });
    await next.stop();
    rmSync(dataDir, { recursive: true, force: true });
    expect(error, `round ${round}, killed after ${ms(moment)}`).toBeNull();
    expect(data, `round ${round}, killed after ${ms(moment)}: the seed`).toEqual([
      { slug: 'acme-dental', name: 'Dana', assistant_id: null, max_call_seconds: 300 },
    ]);
  }
  recordFigure(section, 'first start, spawn to listening', ms(firstStartMs));
  recordFigure(
    section,
    `kill moments (${rounds} rounds, one per ${rounds}th of the start), next start and seed OK`,
    moments
      .sort((a, b) => a - b)
      .map((moment) => moment.toFixed(0))
      .join(', ') + ' ms',
  );
});
