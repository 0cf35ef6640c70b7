import type { PGlite } from '@electric-sql/pglite';
import { startScheduledJob } from './scheduled-job';

/** How often the stand-in ends silent voice calls; production's pg_cron job runs as often (docs/voice.md). */
export const voiceCallSweepMs = 15_000;

/** For tests that watch a call end: how long a page may be silent, and how often the sweep looks. */
export type VoiceCallSweep = { silentAfterSeconds: number; everyMs: number };

/** Writes how long a page may be silent to private.voice_call_settings, as the database owner. */
export async function setVoiceCallSilence(db: PGlite, seconds: number): Promise<void> {
  await db.query('update private.voice_call_settings set silent_after = make_interval(secs => $1)', [seconds]);
}

/** Runs private.close_silent_voice_calls() at start and every `everyMs`: silent calls end at their last heartbeat. */
export const startVoiceCallSweep = (db: PGlite, everyMs: number, log: ((line: string) => void) | null): (() => void) =>
  startScheduledJob(db, { name: 'Voice call sweep', sql: 'select private.close_silent_voice_calls()', everyMs }, log);
