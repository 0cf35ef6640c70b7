import { readAlertConfig } from './alert-config.ts';
import { createAlertWorker, type WorkerDeps } from './alert-worker.ts';
import { json, sameSecret } from '../http-answers.ts';

/**
 * The Edge Function's whole behaviour as a plain `(request) => Promise<Response>`: Supabase Cron and the kick on
 * insert POST to it with `Authorization: Bearer <ALERT_WORKER_SECRET>`; each call runs the worker once and
 * answers what it did. Configuration problems are in the answer and the function's log, and in the Alerts
 * screen's channel health (the claim reports them), never a silent drop.
 */
export function createAlertHandler(
  env: (name: string) => string | undefined,
  deps: WorkerDeps = { fetch: (input, init) => fetch(input, init), now: () => Date.now(), random: Math.random },
): (request: Request) => Promise<Response> {
  const { config, problems } = readAlertConfig(env);
  const secret = env('ALERT_WORKER_SECRET')?.trim() ?? '';
  const log = deps.log ?? ((line: string) => console.error(line));
  for (const problem of problems) log(`Alerts: ${problem}`);
  const worker = createAlertWorker(config, 'edge-function', { ...deps, log });

  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
    if (secret === '') return json(500, { error: 'ALERT_WORKER_SECRET is not set: the worker refuses every call.' });
    if (!sameSecret(request.headers.get('authorization') ?? '', `Bearer ${secret}`)) {
      return json(401, { error: 'Missing or wrong Authorization: Bearer <ALERT_WORKER_SECRET>.' });
    }
    if (!config.supabaseUrl || !config.serviceRoleKey) return json(500, { error: 'Not configured.', problems });
    try {
      const report = await worker.runOnce();
      return json(200, { ...report, problems });
    } catch (error) {
      log(`Alerts: the run failed: ${String(error)}`);
      return json(502, { error: String(error), problems });
    }
  };
}
