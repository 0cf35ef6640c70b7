import type { Caption } from '../voice-call/voice-call.machine';
import { isRecord } from './is-record';

/**
 * A live caption from a provider `message`, or null for every other kind. Vapi sends
 * `{ type: 'transcript', role, transcriptType: 'partial' | 'final', transcript }` for both sides.
 */
export function captionFromMessage(message: unknown): Caption | null {
  if (!isRecord(message) || message['type'] !== 'transcript') return null;
  const { role, transcript, transcriptType } = message;
  if ((role !== 'user' && role !== 'assistant') || typeof transcript !== 'string' || transcript.trim() === '')
    return null;
  return { role, text: transcript.trim(), final: transcriptType === 'final' };
}

/**
 * A transcript message as the provider's web SDK sends one: what the offline demo voice emits too, so the captions
 * have one source whichever voice runs the call.
 */
export const transcriptMessage = (role: Caption['role'], text: string, final: boolean) => ({
  type: 'transcript',
  role,
  transcriptType: final ? 'final' : 'partial',
  transcript: text,
});

/** The reason in a provider `status-update` that says the call ended, if this is one. */
export function endedReasonFromMessage(message: unknown): string | null {
  if (!isRecord(message) || message['type'] !== 'status-update' || message['status'] !== 'ended') return null;
  return typeof message['endedReason'] === 'string' ? message['endedReason'] : 'ended';
}
