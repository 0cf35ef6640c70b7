import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot } from '../../supabase/local/project-files';

/** `npm run backend`'s server as its own process: what a developer runs, and what kill -9 hits. */
export type StandInProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Resident memory in bytes, from /proc. */
  rss(): number;
};

export type SpawnOptions = { dataDir: string; env?: Record<string, string> };

/** Spawns the stand-in's entry point on a free port, without waiting for it. */
export function spawnStandIn({ dataDir, env = {} }: SpawnOptions): Omit<StandInProcess, 'url'> & {
  listening: Promise<string>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: repoRoot,
    // Every writer here sends from 127.0.0.1, so the demo-request limits are off unless a test turns them on; and
    // the alert worker, which would send three messages for every row the writers insert, unless a test wants it.
    env: {
      ...process.env,
      SUPABASE_LOCAL_PORT: '0',
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      SUPABASE_LOCAL_DEMO_REQUEST_LIMITS: 'off',
      SUPABASE_LOCAL_ALERT_WORKER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`the stand-in exited (${code}) before listening:\n${output}`)));
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the stand-in process did not start');
  return { pid, child, listening, exited, output: () => output, rss: () => residentBytes(pid) };
}

/** Spawns the stand-in and resolves once it answers requests. */
export async function startStandInProcess(options: SpawnOptions): Promise<StandInProcess> {
  const { listening, ...started } = spawnStandIn(options);
  return { ...started, url: await listening };
}

/** Stops a stand-in process with SIGTERM, as a developer's Ctrl-C would, and waits until it has exited. */
export async function stopStandInProcess(server: StandInProcess | null): Promise<void> {
  server?.child.kill('SIGTERM');
  await server?.exited;
}

/** One stand-in process on a new data directory for the whole test file; stopped and deleted after it. */
export function standInForFile(label: string): () => StandInProcess {
  const dataDir = mkdtempSync(join(tmpdir(), `reliability-${label}-`));
  let server: StandInProcess | null = null;
  beforeAll(async () => {
    server = await startStandInProcess({ dataDir });
  });
  afterAll(async () => {
    await stopStandInProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('the stand-in of this file has not started');
    return server;
  };
}

function residentBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) * 1024;
}
