import { localDsn } from './error-receiver';
import { offlineVoiceReportsPath, offlineVoiceToolsPath } from './offline-provider';

/**
 * The VITE_* variables a site built against the stand-in at `apiUrl` needs. Vite reads them from the process
 * environment, so the site talks to the stand-in unless the developer pointed it at a hosted project, and reports
 * errors to the stand-in's receiver unless turned off or sent to a real project (docs/errors.md); its offline
 * demo voice tells the stand-in's provider of each call, so the call's report reaches the lead, and has it run the
 * assistant's booking tools (docs/voice.md, docs/booking.md).
 */
export function pointSiteAtStandIn(env: NodeJS.ProcessEnv, apiUrl: string, anonKey: string): void {
  // The offline voice tells the stand-in's provider of its calls only when the site talks to this stand-in.
  if ((env['VITE_SUPABASE_URL'] ?? apiUrl) === apiUrl) {
    env['VITE_OFFLINE_VOICE_REPORTS_URL'] ??= `${apiUrl}${offlineVoiceReportsPath}`;
    env['VITE_OFFLINE_VOICE_TOOLS_URL'] ??= `${apiUrl}${offlineVoiceToolsPath}`;
  }
  env['VITE_SUPABASE_URL'] ??= apiUrl;
  env['VITE_SUPABASE_ANON_KEY'] ??= anonKey;
  if (env['SUPABASE_LOCAL_ERROR_REPORTS'] !== 'off') {
    env['VITE_SENTRY_DSN'] ??= localDsn(apiUrl);
    env['VITE_SENTRY_ENVIRONMENT'] ??= 'local';
  }
}
