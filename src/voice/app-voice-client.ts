import { env } from '../lib/env';
import { createOfflineVoiceClient } from './offline-voice-client';
import { createVapiVoiceClient } from './vapi-voice-client';
import type { VoiceClient } from './voice-client';

let client: VoiceClient | null = null;

/**
 * The page's one voice client: Vapi when a public key is configured, otherwise the offline demo
 * voice. One per page load, because the Vapi SDK must have exactly one instance.
 */
export function appVoiceClient(): VoiceClient {
  client ??= env.vapiPublicKey
    ? createVapiVoiceClient({ publicKey: env.vapiPublicKey, baseUrl: env.vapiBaseUrl })
    : createOfflineVoiceClient();
  return client;
}
