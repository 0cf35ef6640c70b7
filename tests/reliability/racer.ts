/**
 * A process that takes a data directory when its parent says so, for the lock races: `lock` runs the lock
 * alone, `start` a whole stand-in; `release` gives it back and `die` ends the process by kill -9.
 * Run with child_process.fork and `--import tsx`; the directory is argv[2].
 */
import { lockDataDir, type DataDirLock } from '../../supabase/local/data-dir-lock';
import { startStandIn, type StandIn } from '../../supabase/local/server';

export type RacerCommand = 'lock' | 'start' | 'release' | 'die';
export type RacerReply = { command: RacerCommand; won: boolean; message?: string };

const dataDir = process.argv[2] ?? '';
let lock: DataDirLock | null = null;
let standIn: StandIn | null = null;

const reply = (message: RacerReply) => process.send?.(message);
const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

process.on('message', (command: RacerCommand) => {
  if (command === 'die') process.kill(process.pid, 'SIGKILL');
  if (command === 'lock') {
    (async () => lockDataDir(dataDir))().then(
      (held) => {
        lock = held;
        reply({ command, won: true });
      },
      (error: unknown) => reply({ command, won: false, message: failure(error) }),
    );
  }
  if (command === 'start') {
    startStandIn({ port: 0, dataDir, quiet: true }).then(
      (started) => {
        standIn = started;
        reply({ command, won: true });
      },
      (error: unknown) => reply({ command, won: false, message: failure(error) }),
    );
  }
  if (command === 'release') {
    lock?.release();
    lock = null;
    void (standIn?.stop() ?? Promise.resolve()).then(() => {
      standIn = null;
      reply({ command, won: false });
    });
  }
});
process.send?.({ command: 'ready', won: false });
