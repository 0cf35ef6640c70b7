import type { PGlite } from '@electric-sql/pglite';
import { startScheduledJob } from './scheduled-job';

/** How often the stand-in runs the job production schedules with pg_cron (docs/growth.md). */
export const siteEventMaintenanceMs = 60 * 60 * 1000;

/**
 * Runs private.site_event_maintenance() (roll up finished days, delete expired raw events and old salts) once at
 * start and then every hour.
 */
export const startSiteEventMaintenance = (db: PGlite, log: ((line: string) => void) | null): (() => void) =>
  startScheduledJob(
    db,
    { name: 'Site event maintenance', sql: 'select private.site_event_maintenance()', everyMs: siteEventMaintenanceMs },
    log,
  );
