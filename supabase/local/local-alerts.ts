import { defaultBrand } from '../functions/_shared/alerts/alert-config.ts';
import { catcherPortFor, startMailCatcher, type MailCatcher } from './mail-catcher/server';
import type { StandIn } from './server';

/** The local mail catcher's API key: it accepts any, as long as one is sent (Resend refuses a request without). */
const localEmailKey = 're_local_mail_catcher';

/**
 * The alert worker's configuration on this machine: whatever the environment sets, and for the rest the local
 * mail catcher as the email API and chat webhook, so `npm start` needs no configuration and sends nothing out.
 */
export function localAlertEnvironment(
  env: Record<string, string | undefined>,
  local: { catcher: MailCatcher; siteUrl: string },
): (name: string) => string | undefined {
  const defaults: Record<string, string> = {
    RESEND_API_KEY: localEmailKey,
    ALERT_EMAIL_API_URL: local.catcher.emailApiUrl,
    ALERT_EMAIL_FROM: `${defaultBrand} <alerts@localhost.localdomain>`,
    ALERT_CHAT_WEBHOOK_URL: local.catcher.chatWebhookUrl,
    ALERT_CHAT_FORMAT: 'slack',
    ALERT_SITE_URL: env['VITE_SITE_URL'] || local.siteUrl,
  };
  return (name) => env[name] || defaults[name];
}

/** SUPABASE_LOCAL_ALERT_WORKER=off: no catcher and no worker (test suites that measure something else). */
export const alertWorkerWanted = (env: Record<string, string | undefined>) =>
  env['SUPABASE_LOCAL_ALERT_WORKER'] !== 'off';

/**
 * Starts the mail catcher three ports above the stand-in (any free port when the stand-in's was chosen freely)
 * and the stand-in's alert worker sending to it; the stand-in's GoTrue sends its invitations there too. The
 * catcher is stopped again when the worker cannot start.
 */
export async function startLocalAlerts(
  standIn: StandIn,
  options: { apiPort: number; dataDir: string | null; siteUrl: string; env: Record<string, string | undefined> },
): Promise<MailCatcher> {
  const catcher = await startMailCatcher({ port: catcherPortFor(options.apiPort), dataDir: options.dataDir });
  standIn.sendAuthEmailsTo(catcher.emailApiUrl);
  try {
    await standIn.startAlertWorker(localAlertEnvironment(options.env, { catcher, siteUrl: options.siteUrl }));
    return catcher;
  } catch (error) {
    await catcher.stop();
    throw error;
  }
}
