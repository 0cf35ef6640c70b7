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

/** How many times a round may be measured again: the other stages of `npm test` load the same two cores meanwhile. */
const rounds = 3;

/**
 * Inserts per second alone, then beside 20 login loops, recorded under `label`; with the loops' answers. A round
 * below half the speed alone is measured again, up to `rounds` times: a busy machine slows one round, while bcrypt on
 * the event loop would slow every round.
 */
async function flood(url: string, label: string, untilRefused = false) {
  let round = { alone: 0, flooded: 0, statuses: new Map<number, number>() };
  for (let attempt = 1; attempt <= rounds; attempt += 1) {
    const alone = await insertsPerSecond(url, `alone-${label}-${attempt}`, async () => {});
    let statuses = new Map<number, number>();
    const flooded = await insertsPerSecond(url, `flooded-${label}-${attempt}`, async (running) => {
      statuses = await loginLoops(url, running, untilRefused);
    });
    const share = `${flooded.toFixed(0)} (${((flooded / alone) * 100).toFixed(0)} % of ${alone.toFixed(0)} alone)`;
    recordFigure(section, `inserts/s, ${label}, round ${attempt}`, share);
    recordFigure(section, `login answers, ${label}, round ${attempt}`, describeStatuses(statuses));
    round = { alone, flooded, statuses };
    if (flooded >= alone / 2) break;
  }
  return round;
}

/** Runs `body` against a fresh stand-in process, stopped whatever the body does, so the next test finds the data directory free. */
async function withServer(env: Record<string, string>, body: (url: string) => Promise<void>) {
  server = await startStandInProcess({ dataDir, env });
  try {
    await body(server.url);
  } finally {
    await stopStandInProcess(server);
    server = null;
  }
}

it('with sign-in limits raised, bcrypt off the event loop keeps inserts at half their speed or more', async () => {
  await withServer({ SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'off' }, async (url) => {
    const { alone, flooded, statuses } = await flood(url, 'limits raised');
    expect(statuses.get(400)).toBeGreaterThan(0);
    expect(flooded).toBeGreaterThanOrEqual(alone / 2);
  });
});

it('with the limits of config.toml, the loops get 429 and inserts keep half their speed or more', async () => {
  await withServer({}, async (url) => {
    const { alone, flooded, statuses } = await flood(url, 'config.toml limits', true);
    expect(statuses.get(429)).toBeGreaterThan(0);
    expect(flooded).toBeGreaterThanOrEqual(alone / 2);
  });
});
