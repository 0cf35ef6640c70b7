import type { CallTarget, WebCallRef } from '../../machines/voice-call/voice-call.machine';
import type { VoiceEvent } from '../../machines/voice-call/voice-events';
import { createEmitter, type VoiceClient } from './voice-client';

/**
 * A voice client whose adapter (the Vapi session machine, or the offline voice and its script) is fetched on the
 * first `prepare`, `start` or `reconnect`, which the page sends at Start: until then the page carries none of it.
 * It keeps the port's promises: events reach the page's listeners through this client, a mute chosen before the
 * adapter came is applied to it, `start` never rejects (an adapter that cannot load is a fatal `transport-load`
 * error), and a `stop` wins over a start still waiting for the adapter.
 */
export function createLazyVoiceClient(kind: VoiceClient['kind'], load: () => Promise<VoiceClient>): VoiceClient {
  const events = createEmitter<VoiceEvent>();
  let adapter: Promise<VoiceClient> | null = null;
  let loaded: VoiceClient | null = null;
  let muted = false;
  /** Bumped by every stop: a start that began before it must not reach the adapter after it. */
  let stops = 0;

  const adapterNow = () =>
    (adapter ??= load().then((client) => {
      client.subscribe(events.emit);
      client.setMuted(muted);
      loaded = client;
      return client;
    }));
  // A failed fetch is not kept: the next Start tries again.
  const forgetFailure = (error: unknown) => {
    adapter = null;
    throw error;
  };

  const begin = (run: (client: VoiceClient) => Promise<void>) => {
    const startedAfter = stops;
    return adapterNow()
      .catch(forgetFailure)
      .then(
        (client) => (startedAfter === stops ? run(client) : undefined),
        (error: unknown) => {
          if (startedAfter !== stops) return;
          const message = 'The voice could not be loaded.';
          events.emit({ type: 'error', error: { kind: 'transport-load', message, fatal: true, raw: error } });
        },
      );
  };

  return {
    kind,
    prepare: () =>
      adapterNow()
        .catch(forgetFailure)
        .then((client) => client.prepare()),
    start: (target: CallTarget) => begin((client) => client.start(target)),
    reconnect: (webCall: WebCallRef) => begin((client) => client.reconnect(webCall)),
    stop: () => {
      stops++;
      return loaded ? loaded.stop() : Promise.resolve();
    },
    setMuted(next: boolean) {
      muted = next;
      loaded?.setMuted(next);
    },
    isMuted: () => loaded?.isMuted() ?? muted,
    subscribe: events.subscribe,
    dispose: () => {
      stops++;
      return loaded ? loaded.dispose() : Promise.resolve();
    },
  };
}
