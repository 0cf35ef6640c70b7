import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { localAnonKey } from '../../supabase/local/jwt';
import { recordFigure } from './figures';
import { startStandInProcess, stopStandInProcess, type StandInProcess } from './stand-in-process';
import { runWriters } from './writers';

const section = 'inserts under 20 wrong-password login loops';
const dataDir = mkdtempSync(join(tmpdir(), 'reliability-login-flood-'));
const measureMs = 3000;
let server: StandInProcess | null = null;

afterAll(async () => {
  await stopStandInProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Inserts per second from 10 writers during `measureMs`, while `alongside` runs until the measurement ends. */
async function insertsPerSecond(url: string, label: string, alongside: (running: () => boolean) => Promise<void>) {
  const ends = Date.now() + measureMs;
  const running = () => Date.now() < ends;
  const [log] = await Promise.all([
    runWriters({ url, prefix: `${label}-${Date.now()}`, writers: 10, keepGoing: running }),
    alongside(running),
  ]);
  expect(log.outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
  return log.acknowledged.length / (measureMs / 1000);
}

/**
 * 20 loops signing in with a wrong password while `running()`; with `untilRefused`, on until one is refused with
 * 429 (at most 100 more tries), since on a slow machine the loops may not reach the limit during the measurement.
 */
async function loginLoops(url: string, running: () => boolean, untilRefused: boolean): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let extraTries = 0;
  const goOn = () => running() || (untilRefused && !statuses.has(429) && extraTries++ < 100);
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (goOn()) {
        const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: localAnonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'not the password' }),
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

const describeStatuses = (statuses: Map<number, number>) =>
  [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');

/** Inserts per second alone, then beside 20 login loops, recorded under `label`; with the loops' answers. */
async function flood(url: string, label: string, untilRefused = false) {
  const alone = await insertsPerSecond(url, `alone-${label}`, async () => {});
  let statuses = new Map<number, number>();
  const flooded = await insertsPerSecond(url, `flooded-${label}`, async (running) => {
    statuses = await loginLoops(url, running, untilRefused);
  });
  const share = `${flooded.toFixed(0)} (${((flooded / alone) * 100).toFixed(0)} % of ${alone.toFixed(0)} alone)`;
  recordFigure(section, `inserts/s, ${label}`, share);
  recordFigure(section, `login answers, ${label}`, describeStatuses(statuses));
  return { alone, flooded, statuses };
}

it('with sign-in limits raised, bcrypt off the event loop keeps inserts at half their speed or more', async () => {
  server = await startStandInProcess({ dataDir, env: { SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'off' } });
  const { alone, flooded, statuses } = await flood(server.url, 'limits raised');
  expect(statuses.get(400)).toBeGreaterThan(0);
  expect(flooded).toBeGreaterThanOrEqual(alone / 2);
  await stopStandInProcess(server);
  server = null;
});

it('with the limits of config.toml, the loops get 429 and inserts keep half their speed or more', async () => {
  server = await startStandInProcess({ dataDir });
  const { alone, flooded, statuses } = await flood(server.url, 'config.toml limits', true);
  expect(statuses.get(429)).toBeGreaterThan(0);
  expect(flooded).toBeGreaterThanOrEqual(alone / 2);
});
