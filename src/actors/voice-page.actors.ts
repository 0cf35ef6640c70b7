import { fromPromise } from 'xstate';
import type { EndedBy } from '../../machines/voice-activity/voice-activity.machine';
import { voiceCallMachine } from '../../machines/voice-call/voice-call.machine';
import { anonymousAssistant, type PersonalizedAssistant } from '../../machines/voice-page/voice-page.machine';
import { loadSupabase } from '../lib/load-supabase';
import { appVoiceClient } from '../voice/app-voice-client';
import type { VoiceClient } from '../voice/voice-client';
import { voiceActivityRecorder } from './voice-activity.actors';
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

/** The page's activity for staff; the bare page (no slug) has no row to record against, so it records nothing. */
function activityActions(slug: string | null) {
  if (slug === null) return { recordOpened: () => {}, recordStarted: () => {}, recordEnded: () => {} };
  const recorder = () => voiceActivityRecorder(slug);
  return {
    recordOpened: () => recorder().send({ type: 'page.opened' }),
    recordStarted: () => recorder().send({ type: 'conversation.started', at: Date.now() }),
    recordEnded: (_: unknown, { endedBy }: { endedBy: EndedBy }) =>
      recorder().send({ type: 'conversation.ended', at: Date.now(), endedBy }),
  };
}

/** Binds the voice page: the slug lookup, the SDK warm-up during the animation, the call itself and its activity. */
export const voicePageImplementations = (client: VoiceClient, slug: string | null = null) => ({
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
    ...activityActions(slug),
  },
});

/**
 * The voice page's binding: the page's one voice client (the provider's, or the offline demo voice when no key is
 * configured) and the machine's effects on it. `offline` lets the page say plainly that it is the demo voice.
 */
export function bindVoicePage(slug: string | null) {
  const client = appVoiceClient();
  return { implementations: voicePageImplementations(client, slug), offline: client.kind === 'offline' };
}
