import { createActor, waitFor } from 'xstate';
import { vapiSessionMachine } from '../../machines/vapi-session/vapi-session.machine';
import type { CallRequest } from '../../machines/voice-call/voice-call.machine';
import { vapiSessionImplementations } from '../actors/vapi-session.actors';
import { actorOptions } from '../lib/inspector';
import { createVapiSdk, type VapiSdkOptions } from './vapi-sdk';
import type { VoiceClient } from './voice-client';

export type VapiVoiceClientOptions = VapiSdkOptions;

/**
 * The production voice: @vapi-ai/web behind the VoiceClient port. The lifecycle, with every hazard docs/voice.md
 * lists, is the Vapi session machine (machines/vapi-session); this is only its port:
 * commands go in as events, and what the machine emits goes out to the subscribers. The session actor is
 * created with the app's inspector options, so `?inspect` shows it.
 */
export function createVapiVoiceClient(options: VapiVoiceClientOptions): VoiceClient {
  const session = createActor(
    vapiSessionMachine.provide(vapiSessionImplementations(createVapiSdk(options))),
    actorOptions(),
  ).start();

  const begin = async (request: CallRequest) => {
    session.send({ type: 'session.start', request });
    await waitFor(session, (snapshot) => !snapshot.hasTag('starting'));
  };

  const stop = async () => {
    session.send({ type: 'session.stop' });
    await waitFor(session, (snapshot) => snapshot.matches({ teardown: 'idle' }));
  };

  return {
    kind: 'provider',
    async prepare() {
      session.send({ type: 'session.prepare' });
      const loaded = await waitFor(session, (snapshot) => !snapshot.matches({ sdk: { instance: 'loading' } }));
      if (!loaded.matches({ sdk: { instance: 'ready' } })) throw new Error('The voice SDK could not be loaded.');
    },
    start: (target) => begin({ kind: 'start', target }),
    reconnect: (webCall) => begin({ kind: 'reconnect', webCall }),
    stop,
    setMuted(muted) {
      session.send({ type: 'session.setMuted', muted });
    },
    isMuted: () => session.getSnapshot().context.muted,
    subscribe(listener) {
      const subscription = session.on('*', listener);
      return () => subscription.unsubscribe();
    },
    dispose: stop,
  };
}
