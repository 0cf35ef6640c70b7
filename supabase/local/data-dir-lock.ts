import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock held on a data directory; PGlite has none, and two servers writing one directory would corrupt it. */
export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {}

/**
 * Who made a claim: enough to tell a live server from a dead one whose pid the system has since given to
 * another process (the process's start time and the boot it belongs to), and a token naming the claim.
 */
type Claimant = {
  token: string;
  pid: number;
  hostname: string;
  bootId: string | null;
  processStart: string | null;
  startedAt: string;
};

const attempts = 20;

/**
 * Takes the directory for this process, or throws DataDirLockedError naming the live server that has it.
 *
 * A single lock file cannot be taken over atomically: Node offers no compare-and-swap on files, so removing
 * a stale lock can remove a fresh one written in between. Instead every starter writes its own claim
 * (`locks/<token>.claim`, complete before it becomes visible), then lists the claims: claims of dead
 * processes are deleted, and a starter that sees no other live claim holds the directory. Of two starters,
 * the one that lists last always sees the other's claim, so both can never hold it; when both see each
 * other, both withdraw and try again after a random pause. A holder also writes `locks/<token>.held`, so
 * later starters refuse at once instead of waiting their turn.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const locksDir = join(dataDir, 'locks');
  mkdirSync(locksDir, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    const own = ownClaimant();
    const claimPath = join(locksDir, `${own.token}.claim`);
    const pendingPath = join(locksDir, `${own.token}.pending`);
    writeFileSync(pendingPath, JSON.stringify(own));
    renameSync(pendingPath, claimPath);

    const rivals = liveRivals(locksDir, own.token);
    if (rivals.length === 0) {
      const heldPath = join(locksDir, `${own.token}.held`);
      writeFileSync(heldPath, '');
      removeLeftovers(dataDir, locksDir);
      const release = () => {
        process.off('exit', release);
        rmSync(heldPath, { force: true });
        rmSync(claimPath, { force: true });
      };
      // Whatever makes the process exit (a forced stop included) leaves no claim behind; only kill -9 does.
      process.on('exit', release);
      return { release };
    }
    rmSync(claimPath, { force: true });
    const refusing = rivals.find((rival) => rival.held) ?? (attempt === attempts ? rivals[0] : undefined);
    if (refusing) throw new DataDirLockedError(inUseMessage(dataDir, refusing.claimant));
    await sleep(5 + Math.random() * 20 * attempt);
  }
}

/** The other claims whose makers are alive; the claims (and marks) of dead ones are deleted on the way. */
function liveRivals(locksDir: string, ownToken: string): { claimant: Claimant; held: boolean }[] {
  const files = new Set(readdirSync(locksDir));
  return [...files].flatMap((file) => {
    const token = /^(.+)\.claim$/.exec(file)?.[1];
    if (token === undefined || token === ownToken) return [];
    const claimant = readClaim(join(locksDir, file));
    if (claimant === 'gone') return [];
    if (claimant === 'unreadable' || !isAlive(claimant)) {
      rmSync(join(locksDir, `${token}.held`), { force: true });
      rmSync(join(locksDir, file), { force: true });
      return [];
    }
    return [{ claimant, held: files.has(`${token}.held`) }];
  });
}

function readClaim(path: string): Claimant | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return 'gone';
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isClaimant(parsed) ? parsed : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function isClaimant(value: unknown): value is Claimant {
  return (
    typeof value === 'object' &&
    value !== null &&
    'token' in value &&
    typeof value.token === 'string' &&
    'pid' in value &&
    Number.isInteger(value.pid) &&
    'hostname' in value &&
    typeof value.hostname === 'string'
  );
}

// A claim being written lives under `.pending` for microseconds; one left by a killed starter is old.
const leftoverAgeMs = 60_000;

function removeLeftovers(dataDir: string, locksDir: string) {
  for (const file of readdirSync(locksDir)) {
    const path = join(locksDir, file);
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (file.endsWith('.pending') && Date.now() - modified > leftoverAgeMs) rmSync(path, { force: true });
  }
  // Earlier versions kept a bare pid in server.lock; holding the directory now, that file means nothing.
  rmSync(join(dataDir, 'server.lock'), { force: true });
}

function ownClaimant(): Claimant {
  return {
    token: randomUUID(),
    pid: process.pid,
    hostname: hostname(),
    bootId: bootId(),
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
  };
}

function isAlive(claimant: Claimant): boolean {
  // A process on another machine (a shared drive) cannot be checked from here, so its claim stands.
  if (claimant.hostname !== hostname()) return true;
  const currentBoot = bootId();
  if (claimant.bootId && currentBoot && claimant.bootId !== currentBoot) return false;
  if (!pidExists(claimant.pid)) return false;
  // The pid is in use; if that process started at another moment, it is not the one that claimed.
  const started = processStart(claimant.pid);
  return claimant.processStart === null || started === null || started === claimant.processStart;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Linux only (null elsewhere): identifies the current boot, so a claim from before a reboot is stale. */
function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/** Linux only (null elsewhere): the process's start time in clock ticks since boot, field 22 of /proc/<pid>/stat. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses, so count fields after its closing ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function inUseMessage(dataDir: string, claimant: Claimant): string {
  const host = claimant.hostname === hostname() ? '' : ` on ${claimant.hostname}`;
  return (
    `The data directory ${dataDir} is in use by another local Supabase stand-in ` +
    `(pid ${claimant.pid}) since ${claimant.startedAt}${host}. ` +
    'Stop that server first, or give this one another data directory.'
  );
}
