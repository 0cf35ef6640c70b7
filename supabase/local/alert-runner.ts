import type { PGlite } from '@electric-sql/pglite';
import type { AlertConfig } from '../functions/_shared/alerts/alert-config.ts';
import { createAlertWorker, type RunReport } from '../functions/_shared/alerts/alert-worker.ts';
import { writeCalendar } from './calendar-writer';

export type AlertRunner = {
  /** Resolves after the next run that starts from now has finished. */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The longest the runner sleeps. Every new message wakes it (NOTIFY) and every due time is known, so this is only
 * a safety net for what changes due times without a message (a new escalation setting).
 */
const maxSleepMs = 60_000;

/**
 * Runs the alert worker (the same module as the Edge Function) inside the stand-in: at once when a message is
 * queued (the trigger's NOTIFY, delivered after the commit), and otherwise when the database says the next
 * message or escalation is due, and at least every minute. One run at a time; a notification during a run makes
 * another run follow it.
 */
export async function startAlertRunner(db: PGlite, config: AlertConfig): Promise<AlertRunner> {
  const worker = createAlertWorker(config, 'local stand-in', {
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    random: Math.random,
    log: (line) => console.error(line),
    calendar: writeCalendar,
  });
  // This process is the only worker of its database, so a message left claimed by a killed predecessor is
  // due now rather than when its lease runs out.
  await db.query(`update public.alert_deliveries set next_attempt_at = now() where status = 'sending'`);

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastError = '';
  const waiters: (() => void)[] = [];

  const sleepUntil = (report: RunReport | null) => {
    if (stopped) return;
    const due = report?.nextDueAt ? Date.parse(report.nextDueAt) - Date.now() : maxSleepMs;
    timer = setTimeout(kick, Math.max(0, Math.min(maxSleepMs, due)));
  };

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = (async () => {
      let report: RunReport | null = null;
      do {
        again = false;
        const finished = waiters.splice(0);
        try {
          report = await worker.runOnce();
          lastError = '';
        } catch (error) {
          // Said once, not every few seconds while it lasts.
          const message = String(error);
          if (message !== lastError && !stopped) console.error(`Alerts: a worker run failed: ${message}`);
          lastError = message;
        }
        for (const resolve of finished) resolve();
      } while (again && !stopped);
      running = null;
      sleepUntil(report);
    })();
  }

  const unlisten = await db.listen('alert_deliveries', kick);
  kick();
  return {
    settled: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        kick();
      }),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await unlisten();
      await running;
      for (const resolve of waiters.splice(0)) resolve();
    },
  };
}
