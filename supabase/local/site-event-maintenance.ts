import type { PGlite } from '@electric-sql/pglite';

/** How often the stand-in runs the job production schedules with pg_cron (docs/growth.md). */
export const siteEventMaintenanceMs = 60 * 60 * 1000;

/**
 * The stand-in's stand-in for pg_cron: runs private.site_event_maintenance() (roll up finished days, delete expired raw
 * events and old salts) once at start and then every hour, as the database owner, until stopped.
 */
export function startSiteEventMaintenance(db: PGlite, log: ((line: string) => void) | null): () => void {
  const run = () => {
    db.query('select private.site_event_maintenance()').catch((error: unknown) => {
      log?.(`Site event maintenance failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  run();
  const timer = setInterval(run, siteEventMaintenanceMs);
  timer.unref();
  return () => clearInterval(timer);
}
