import type { CallTarget, WebCallRef } from '../../machines/voice-call/voice-call.machine';
import type { VoiceEvent } from '../../machines/voice-call/voice-events';

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
