import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RacerCommand, RacerReply } from './racer';

const racerScript = fileURLToPath(new URL('racer.ts', import.meta.url));

export type Racer = { child: ChildProcess; send(command: RacerCommand): Promise<RacerReply> };

/** Forks a racer on `dataDir` and resolves once it is ready for commands. */
export async function forkRacer(dataDir: string): Promise<Racer> {
  const child = fork(racerScript, [dataDir], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
  let waiting: { resolve(reply: RacerReply): void; reject(error: Error): void } | null = null;
  const next = () => new Promise<RacerReply>((resolve, reject) => (waiting = { resolve, reject }));
  child.on('message', (reply: RacerReply) => waiting?.resolve(reply));
  child.on('exit', (code, signal) => waiting?.reject(new Error(`the racer exited (${code ?? signal})`)));
  await next();
  return {
    child,
    send: (command) => {
      const replied = next();
      child.send(command);
      return replied;
    },
  };
}

/** Ends a racer by kill -9 and waits until it is gone, leaving whatever it held behind. */
export async function killRacer(racer: Racer): Promise<void> {
  if (racer.child.exitCode !== null || racer.child.signalCode !== null) return;
  const exited = new Promise((resolve) => racer.child.once('exit', resolve));
  racer.child.kill('SIGKILL');
  await exited;
}
