import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { StartedCall, VapiSdkEvent } from '../../machines/vapi-session/vapi-session.machine';
import type { CallRequest } from '../../machines/voice-call/voice-call.machine';
import type { VapiSdk } from '../voice/vapi-sdk';
import { reportFailure } from '../lib/failure-reports';
import { reportMachineFailure } from './report-failure';

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
      sdk.stop().catch((error: unknown) => reportFailure(error, { effect: 'vapiSession.stopLateCall' }));
    },
    setSdkMuted: (_: unknown, { muted }: { muted: boolean }) => {
      try {
        sdk.setMuted(muted);
      } catch (error) {
        reportFailure(error, { effect: 'vapiSession.setSdkMuted' });
      }
    },
    // The call started all the same: what went wrong on the way is a warning.
    logHeldErrors: (args: Parameters<typeof reportMachineFailure>[0], { errors }: { errors: unknown[] }) => {
      for (const error of errors) reportMachineFailure(args, { error }, 'warning');
    },
    logStopFailure: reportMachineFailure,
  },
});
