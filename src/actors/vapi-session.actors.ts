import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { StartedCall, VapiSdkEvent } from '../../machines/vapi-session/vapi-session.machine';
import type { CallRequest } from '../../machines/voice-call/voice-call.machine';
import type { VapiSdk } from '../voice/vapi-sdk';

/** Binds the Vapi session machine's effects to the SDK calls of one `createVapiSdk` instance. */
export const vapiSessionImplementations = (sdk: VapiSdk) => ({
  actors: {
    vapiSdk: fromCallback<EventObject>(({ sendBack }) => {
      const send = (event: VapiSdkEvent) => sendBack(event);
      sdk.load(send).then(
        () => send({ type: 'sdk.loaded' }),
        (error: unknown) => send({ type: 'sdk.loadFailed', error }),
      );
    }),
    startSdk: fromPromise<StartedCall, CallRequest>(({ input }) => sdk.start(input)),
    stopSdk: fromPromise<void>(() => sdk.stop()),
  },
  actions: {
    stopLateCall: () => {
      sdk.stop().catch((error: unknown) => console.warn('[voice] stop failed', error));
    },
    setSdkMuted: (_: unknown, { muted }: { muted: boolean }) => {
      try {
        sdk.setMuted(muted);
      } catch (error) {
        console.warn('[voice] mute failed', error);
      }
    },
    logHeldErrors: (_: unknown, { errors }: { errors: unknown[] }) => {
      if (errors.length > 0) console.warn('[voice] errors during a start that succeeded', errors);
    },
    logStopFailure: (_: unknown, { error }: { error: unknown }) => console.warn('[voice] stop failed', error),
  },
});
