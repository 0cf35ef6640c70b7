import type { VoiceError } from '../voice-call/voice-events';
import { isRecord } from './is-record';

/** The `error` event payload of @vapi-ai/web: `{ type, stage?, error }`, where `error` went through its serializeError. */
export type VapiErrorPayload = { type?: string; stage?: string; error?: unknown };

/** The `call-start-failed` payload; `error` is a string, or the HTTP body object for API errors. */
export type VapiStartFailed = { stage?: string; error?: unknown };

const nonFatalTypes = new Set([
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'video-recording-setup-error',
  'audio-start-failed',
]);

const remoteEndTypes = new Set(['ejected', 'exp-room', 'exp-token', 'no-room', 'meeting-full', 'end-of-life']);

/**
 * Every string and status code inside a payload. serializeError nests the useful data unpredictably
 * (`error.message` may itself be an object, Daily's details sit at `error.error`), so search them all.
 */
function collect(
  value: unknown,
  depth = 0,
  found = { texts: [] as string[], statusCodes: [] as number[], types: [] as string[] },
) {
  if (depth > 5) return found;
  if (typeof value === 'string') found.texts.push(value);
  else if (isRecord(value)) {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'stack' || key === 'errorStack') continue;
      if (key === 'statusCode' && typeof field === 'number') found.statusCodes.push(field);
      else if (key === 'type' && typeof field === 'string') found.types.push(field);
      else collect(field, depth + 1, found);
    }
  }
  return found;
}

const firstText = (texts: string[]): string => texts.find((text) => text.trim() !== '') ?? 'Unknown voice error';

/**
 * One classified error for one failed start: the burst of `error` events the SDK emitted (daily-error,
 * daily-call-join-error, start-method-error, …) plus its `call-start-failed`, in any combination.
 */
export function classifyStartFailure(burst: readonly VapiErrorPayload[], failed?: VapiStartFailed): VoiceError {
  const raw = { burst, failed };
  const { texts, statusCodes, types } = collect([failed?.error, ...burst.map((payload) => payload.error)]);
  const emitted = (type: string) => burst.some((payload) => payload.type === type);
  const mentions = (clue: RegExp) => texts.some((text) => clue.test(text));
  // call-start-failed's own error is searched first, so its text is the message when it has one.
  const message = firstText(texts);
  const statusCode = statusCodes[0];

  if (emitted('validation-error')) return { kind: 'validation', message, fatal: true, raw };
  if (statusCode !== undefined) {
    return { kind: statusCode === 401 || statusCode === 403 ? 'auth' : 'api', message, statusCode, fatal: true, raw };
  }
  if (types.includes('permissions')) return { kind: 'mic-permission', message, fatal: true, raw };
  if (mentions(/call object bundle/i)) return { kind: 'transport-load', message, fatal: true, raw };
  if (mentions(/Duplicate DailyIframe/i)) return { kind: 'duplicate-instance', message, fatal: true, raw };
  if (mentions(/Failed to fetch|NetworkError|Load failed/i)) return { kind: 'network', message, fatal: true, raw };
  if (emitted('daily-call-join-error')) return { kind: 'join', message, fatal: true, raw };
  return { kind: 'unknown', message, fatal: true, raw };
}

/** An `error` event outside a start: most end the call, a few (audio setup, autoplay) do not. */
export function classifyCallError(payload: VapiErrorPayload): VoiceError {
  const { texts, types } = collect(payload.error);
  const message = firstText(texts);
  if (payload.type === 'audio-start-failed') return { kind: 'autoplay', message, fatal: false, raw: payload };
  if (nonFatalTypes.has(payload.type ?? '')) return { kind: 'unknown', message, fatal: false, raw: payload };
  if (types.some((type) => remoteEndTypes.has(type)))
    return { kind: 'ended-by-remote', message, fatal: false, raw: payload };
  return { ...classifyStartFailure([payload]), raw: payload };
}

/** Whether an error event belongs to a failing start's burst (the others never stop a start). */
export const isStartBurstError = (payload: VapiErrorPayload): boolean => !nonFatalTypes.has(payload.type ?? '');

/** `camera-error` from Daily: the microphone was refused or is missing. */
export function classifyMediaError(payload: unknown): VoiceError {
  const { texts, types } = collect(payload);
  const message = firstText(texts);
  if (types.includes('permissions')) return { kind: 'mic-permission', message, fatal: true, raw: payload };
  return { kind: 'mic-unavailable', message, fatal: true, raw: payload };
}
