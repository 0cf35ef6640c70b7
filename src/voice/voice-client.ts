import type { CallTarget, Caption, VoiceFailureKind, WebCallRef } from '../../machines/voice-call/voice-call.machine';

/** A failure as an adapter reports it: classified, worded, and with the provider's raw payload kept for logs. */
export type VoiceError = {
  kind: VoiceFailureKind;
  message: string;
  statusCode?: number;
  /** Fatal errors end the call; the others are worth showing while it goes on. */
  fatal: boolean;
  raw: unknown;
};

/** What a voice client reports, in the order a call produces them (research/vapi-web.md §8). */
export type VoiceEvent =
  | { type: 'progress'; stage: string; status: 'started' | 'completed' | 'failed' }
  /** The transport joined (Vapi: call-start-success). */
  | { type: 'connected'; callId: string; webCallUrl?: string }
  /** The assistant is listening (Vapi: call-start). */
  | { type: 'assistant-ready' }
  | { type: 'assistant-speech'; speaking: boolean }
  | { type: 'volume'; level: number }
  | { type: 'caption'; caption: Caption }
  | { type: 'message'; message: unknown }
  /** One per failure: each failure's burst of provider errors arrives here as a single event. */
  | { type: 'error'; error: VoiceError }
  | { type: 'ended'; reason: string };

/**
 * The port the voice-call machine drives. `start` and `reconnect` never reject: outcomes arrive as
 * events. `stop` is idempotent and wins over a start still in flight.
 */
export interface VoiceClient {
  /** Which voice this is, so the page can say plainly when it is the offline demo. */
  readonly kind: 'provider' | 'offline';
  /** Loads whatever the client needs (the SDK) ahead of the start, e.g. during the start animation. */
  prepare(): Promise<void>;
  start(target: CallTarget): Promise<void>;
  reconnect(webCall: WebCallRef): Promise<void>;
  stop(): Promise<void>;
  /** A no-op while no call runs; remembered and applied once one does. */
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  subscribe(listener: (event: VoiceEvent) => void): () => void;
  dispose(): Promise<void>;
}

/** A tiny listener set shared by the adapters. */
export function createEmitter<T>() {
  const listeners = new Set<(event: T) => void>();
  return {
    subscribe(listener: (event: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: T) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}
