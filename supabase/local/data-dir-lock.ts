import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A lock held on a data directory; PGlite has none, and two servers writing one directory would corrupt it. */
export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (!isFileExists(error)) throw error;
    const holder = Number(readFileSync(lockPath, 'utf8').trim());
    if (isRunning(holder)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another local Supabase stand-in (pid ${holder}). ` +
          'Stop that server first, or give this one another data directory.',
      );
    }
    // The holder died without cleaning up: the lock is stale and ours to take.
    rmSync(lockPath, { force: true });
    return lockDataDir(dataDir);
  }
  return { release: () => rmSync(lockPath, { force: true }) };
}

function isFileExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
