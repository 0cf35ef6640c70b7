import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrations } from '../project-files';
import { startStandIn } from '../server';
import { snapshotKey, snapshotPath } from '../snapshot';

/**
 * One cold start in this process, printed as JSON: `memory-fresh` (no snapshot: initdb, bootstrap,
 * migrations, seed, then the snapshot is written), `memory-snapshot`, `dir-fresh`, `dir-reopen`.
 * Run by bench.ts in a new process per sample, because a second PGlite in one process starts faster.
 */
const mode = process.argv[2];
const dir = mkdtempSync(join(tmpdir(), 'stand-in-bench-'));

if (mode === 'memory-fresh') rmSync(snapshotPath(snapshotKey(readMigrations())), { force: true });
if (mode === 'dir-reopen') await (await startStandIn({ port: 0, dataDir: dir, quiet: true })).stop();

const started = performance.now();
const standIn = await startStandIn({ port: 0, dataDir: mode?.startsWith('dir') ? dir : null, quiet: true });
const ready = performance.now() - started;
await standIn.stop();
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({ mode, readyMs: Math.round(ready), rssMb: Math.round(process.memoryUsage().rss / 2 ** 20) }),
);
