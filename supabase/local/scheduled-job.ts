import type { PGlite } from '@electric-sql/pglite';

/**
 * The stand-in's stand-in for pg_cron: runs `sql` as the database owner once at start and then every `everyMs`,
 * until the returned stop is called. A failed run is logged and the next one goes ahead.
 */
export function startScheduledJob(
  db: PGlite,
  job: { name: string; sql: string; everyMs: number },
  log: ((line: string) => void) | null,
): () => void {
  const run = () => {
    db.query(job.sql).catch((error: unknown) => {
      log?.(`${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  run();
  const timer = setInterval(run, job.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
