import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./run-stand-in.ts', import.meta.url));

export type StandInProcess = { url: string; kill(): Promise<void> };

/**
 * A stand-in in a process of its own, on `port` (0 for any) with its data in `dataDir`, so a test can
 * kill it outright (SIGKILL, no clean stop) and start it again on the same port and data.
 */
export function startStandInProcess(port: number, dataDir: string): Promise<StandInProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready?.[1]) resolve({ url: ready[1], kill: () => killHard(child) });
    });
    child.once('exit', (code) => reject(new Error(`the stand-in exited with ${code} before it was ready`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
