import { fromPromise } from 'xstate';
import { voiceCallMachine } from '../../machines/voice-call/voice-call.machine';
import { anonymousAssistant, type PersonalizedAssistant } from '../../machines/voice-page/voice-page.machine';
import { loadSupabase } from '../lib/load-supabase';
import { appVoiceClient } from '../voice/app-voice-client';
import type { VoiceClient } from '../voice/voice-client';
import { voiceCallActors } from './voice-call.actors';

/** Reads one record through the security-definer function; it returns 0 or 1 rows, matched case-insensitively. */
export async function fetchPersonalizedAssistant(slug: string): Promise<PersonalizedAssistant | null> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('get_personalized_assistant', { p_slug: slug });
  if (error) throw new Error(error.message);
  const [row] = data;
  // `returns table` columns come out typed as non-null, but name and assistant_id may be null: the app's type says so.
  return row ? { slug: row.slug, name: row.name, assistantId: row.assistant_id } : null;
}

/** Binds the voice page: the slug lookup, the SDK warm-up during the animation, and the call itself. */
export const voicePageImplementations = (client: VoiceClient) => ({
  actors: {
    lookupAssistant: fromPromise<PersonalizedAssistant | null, { slug: string | null }>(({ input }) =>
      input.slug === null ? Promise.resolve(anonymousAssistant) : fetchPersonalizedAssistant(input.slug),
    ),
    voiceCall: voiceCallMachine.provide({ actors: voiceCallActors(client) }),
  },
  actions: {
    prepareVoice: () => {
      client.prepare().catch((error: unknown) => console.warn('[voice] could not load the voice SDK yet', error));
    },
  },
});

/**
 * The voice page's binding: the page's one voice client (the provider's, or the offline demo voice when no key is
 * configured) and the machine's effects on it. `offline` lets the page say plainly that it is the demo voice.
 */
export function bindVoicePage() {
  const client = appVoiceClient();
  return { implementations: voicePageImplementations(client), offline: client.kind === 'offline' };
}
