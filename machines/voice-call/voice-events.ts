import type { VoiceFailureKind } from './voice-call.machine';

/** A failure as a voice client reports it: classified, worded, and with the provider's raw payload kept for logs. */
export type VoiceError = {
  kind: VoiceFailureKind;
  message: string;
  statusCode?: number;
  /** Fatal errors end the call; the others are worth showing while it goes on. */
  fatal: boolean;
  raw: unknown;
};

/**
 * What a voice client reports, in the order a call produces them. Pure vocabulary,
 * so the Vapi session machine can emit it and the voice-call binding can read it.
 */
export type VoiceEvent =
  | { type: 'progress'; stage: string; status: 'started' | 'completed' | 'failed' }
  /** The transport joined (Vapi: call-start-success). */
  | { type: 'connected'; callId: string; webCallUrl?: string }
  /** The assistant is listening (Vapi: call-start). */
  | { type: 'assistant-ready' }
  | { type: 'assistant-speech'; speaking: boolean }
  | { type: 'volume'; level: number }
  /** A provider message as the web SDK gives it; transcripts (`type: 'transcript'`) become the live captions. */
  | { type: 'message'; message: unknown }
  /** One per failure: each failure's burst of provider errors arrives here as a single event. */
  | { type: 'error'; error: VoiceError }
  | { type: 'ended'; reason: string };
