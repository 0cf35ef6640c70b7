import { env } from '../lib/env';
import { createLazyVoiceClient } from './lazy-voice-client';
import type { VoiceClient } from './voice-client';

let client: VoiceClient | null = null;

/**
 * The page's one voice client: Vapi when a public key is configured, otherwise the offline demo voice. One per page
 * load, because the Vapi SDK must have exactly one instance. Either adapter is fetched when the visitor starts.
 */
export function appVoiceClient(): VoiceClient {
  const { vapiPublicKey, vapiBaseUrl, offlineVoiceReportsUrl, offlineVoiceToolsUrl } = env;
  client ??= vapiPublicKey
    ? createLazyVoiceClient('provider', () =>
        import('./vapi-voice-client').then((module) =>
          module.createVapiVoiceClient({ publicKey: vapiPublicKey, baseUrl: vapiBaseUrl }),
        ),
      )
    : createLazyVoiceClient('offline', () =>
        Promise.all([
          import('./offline-voice-client'),
          import('./offline-call-report'),
          import('./offline-tool-calls'),
        ]).then(([voice, report, tools]) =>
          voice.createOfflineVoiceClient({
            ...(offlineVoiceReportsUrl ? { reportCall: report.offlineCallReporter(offlineVoiceReportsUrl) } : {}),
            ...(offlineVoiceToolsUrl ? { callTool: tools.offlineToolCaller(offlineVoiceToolsUrl) } : {}),
          }),
        ),
      );
  return client;
}
