import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { afterAll, expect, it } from 'vitest';
import { drainMs } from '../../supabase/local/graceful-stop';
import { repoRoot } from '../../supabase/local/project-files';
import { startStandIn } from '../../supabase/local/server';
import { recordFigure } from './figures';
import { spawnStandIn, startStandInProcess, type StandInProcess } from './stand-in-process';
import { ms, runWriters, storedMarkers } from './writers';

const section = 'stopping';
const dataDirs: string[] = [];
const leftovers: number[] = [];

const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'reliability-stopping-'));
  dataDirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** Every process below `pid`, from /proc. */
function descendants(pid: number): number[] {
  const parents = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return [[Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])] as const];
      } catch {
        return [];
      }
    });
  const children = (parent: number): number[] =>
    parents.filter(([, ppid]) => ppid === parent).flatMap(([child]) => [child, ...children(child)]);
  return children(pid);
}

/** Whether `pid` is a live process: an exited one whose parent is gone may stay a zombie, which is not running. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const answers = (url: string) =>
  fetch(`${url}/rest/v1/`).then(
    () => true,
    () => false,
  );

/** A POST whose body never finishes arriving: a request the server holds in flight until it is cut off. */
function stalledRequest(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  socket.write(
    'POST /rest/v1/contact_submissions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"first',
  );
  return socket;
}

async function exitWithin(server: StandInProcess, limitMs: number) {
  const started = performance.now();
  const code = await Promise.race([server.exited, sleep(limitMs).then(() => 'still running')]);
  return { code, ms: performance.now() - started };
}

it('SIGTERM to `npm run backend` stops the server itself: the port and the data directory are free again', async () => {
  const dataDir = freshDir();
  const npm = spawn('npm', ['run', 'backend'], {
    cwd: repoRoot,
    env: { ...process.env, SUPABASE_LOCAL_PORT: '0', SUPABASE_LOCAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    npm.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    npm.once('exit', () => reject(new Error(`npm run backend ended before listening:\n${output}`)));
  });
  const tree = descendants(npm.pid ?? 0);
  leftovers.push(...tree);

  npm.kill('SIGTERM');
  // Polled rather than waited out: the whole tree must be gone within 5 s, and the test needs no more than that.
  const stopBy = performance.now() + 5000;
  while (tree.some(isRunning) && performance.now() < stopBy) await sleep(100);
  expect(tree.filter(isRunning)).toEqual([]);
  expect(await answers(url)).toBe(false);
  const next = await startStandIn({ port: 0, dataDir, quiet: true });
  await next.stop();
});

it('Ctrl-C under 20 writers: every request sent before it is answered and stored, the server exits 0 before its stop deadline', async () => {
  const dataDir = freshDir();
  const server = await startStandInProcess({ dataDir });
  const prefix = `stopping-${Date.now()}`;
  let writing = true;
  // The stop comes once every writer has had an answer, so each has a connection the server accepted: a
  // connection still waiting in the listen queue when the server stops listening is reset by the kernel, as it
  // would be by any server, and no request on it can be answered (docs/local-backend.md). The writers share
  // exactly 20 connections: Node's shared pool opened a new one now and then under load (a request queued just as
  // another's connection was being released), and a request on it sent just before the Ctrl-C was reset with it.
  const connections = new Pool(server.url, { connections: 20 });
  const answered = new Set<number>();
  let everyWriterAnswered = () => {};
  const allAnswered = new Promise<void>((resolve) => (everyWriterAnswered = resolve));
  const writers = runWriters({
    url: server.url,
    prefix,
    writers: 20,
    keepGoing: () => writing,
    dispatcher: connections,
    onOutcome: (writer, outcome) => {
      if (outcome.status === 201) answered.add(writer);
      if (answered.size === 20) everyWriterAnswered();
    },
  });
  await Promise.race([allAnswered, sleep(30_000)]);
  await sleep(500);
  const signalledAt = performance.now();
  server.child.kill('SIGINT');
  // Exit code 0 is the server's own word that the stop finished before its 4.5 s deadline (past it, it exits 1);
  // watched from here, a loaded machine adds its scheduling to that time, so the window is wider.
  const exit = await exitWithin(server, 10_000);
  writing = false;
  const log = await writers;
  await connections.destroy();

  recordFigure(section, 'Ctrl-C under 20 writers: exit after', ms(exit.ms));
  recordFigure(
    section,
    'requests answered 201 / not answered (refused or reset, none stored)',
    `${log.acknowledged.length} / ${log.unanswered.length}`,
  );
  expect(exit.code).toBe(0);
  const cutOff = /Stopped: (\d+) requests answered during the stop, (\d+) cut off/.exec(server.output());
  recordFigure(
    section,
    'requests the server took during the stop: answered / cut off',
    `${cutOff?.[1]} / ${cutOff?.[2]}`,
  );
  expect(cutOff?.[2]).toBe('0');
  // Every request sent before the Ctrl-C is answered 201, even one the busy server had not read yet.
  expect(log.outcomes.filter((outcome) => outcome.sentAt < signalledAt && outcome.status !== 201)).toEqual([]);
  // Later ones get a 201 or no answer at all (refused, or reset at the deadline), never an error status.
  expect(log.outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 'network error')).toEqual([]);
  // Every 201 is stored, and no request that got no answer was stored.
  const restarted = await startStandIn({ port: 0, dataDir, quiet: true });
  try {
    const stored = new Set(await storedMarkers(restarted.url, prefix));
    expect(log.acknowledged.filter((marker) => !stored.has(marker))).toEqual([]);
    expect(log.unanswered.filter((marker) => stored.has(marker))).toEqual([]);
  } finally {
    await restarted.stop();
  }
});

/** A stand-in process holding one request in flight whose body never ends. */
async function serverWithStalledRequest() {
  const server = await startStandInProcess({ dataDir: freshDir() });
  const stalled = stalledRequest(server.url);
  await sleep(200);
  return { server, stalled };
}

it('a second Ctrl-C exits at once, without waiting for a request still in flight', async () => {
  const { server, stalled } = await serverWithStalledRequest();
  const gapMs = 800;
  server.child.kill('SIGINT');
  await sleep(gapMs);
  expect(server.child.exitCode, 'still finishing the request in flight').toBeNull();
  server.child.kill('SIGINT');
  // The graceful stop would end with its drain, 2.2 s after this Ctrl-C: "at once" is well before that, with room
  // for a loaded machine.
  const drainEndsMs = drainMs - gapMs;
  const exit = await exitWithin(server, drainEndsMs);
  stalled.destroy();
  recordFigure(section, 'second Ctrl-C: exit after', ms(exit.ms));
  expect(exit.code).toBe(130);
  expect(exit.ms).toBeLessThan(drainEndsMs - 700);
});

it('two SIGINTs at the same moment (npm passing Ctrl-C on) count as one: the stop is still graceful', async () => {
  const { server, stalled } = await serverWithStalledRequest();
  server.child.kill('SIGINT');
  server.child.kill('SIGINT');
  const exit = await exitWithin(server, 5000);
  stalled.destroy();
  recordFigure(section, 'Ctrl-C with a request stuck in flight: exit after', ms(exit.ms));
  expect(exit.code).toBe(0);
  expect(exit.ms).toBeGreaterThan(1000);
});

it('Ctrl-C during the first start exits at once and leaves a directory the next start uses', async () => {
  const dataDir = freshDir();
  const first = spawnStandIn({ dataDir });
  first.listening.catch(() => {});
  // Signalled once the server has touched its directory: its code is running and the start has begun.
  while (readdirSync(dataDir).length === 0) await sleep(20);
  first.child.kill('SIGINT');
  const exit = await exitWithin({ ...first, url: '' }, 5000);
  recordFigure(section, 'Ctrl-C during the first start: exit after', ms(exit.ms));
  expect(first.output()).toContain('SIGINT: stopping');
  expect(exit.code).toBe(0);
  expect(readdirSync(join(dataDir, 'locks')).filter((file) => file.endsWith('.claim'))).toEqual([]);

  const next = await startStandIn({ port: 0, dataDir, quiet: true });
  await next.stop();
});
