import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  stateIn,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
  type ParameterizedObject,
} from 'xstate';
import { notProvided, notProvidedCallback } from '../not-provided';
import { messageOf } from '../shared/error-message';
import type { CallRequest } from '../voice-call/voice-call.machine';
import type { VoiceError, VoiceEvent } from '../voice-call/voice-events';
import { endedReasonFromMessage } from './captions';
import {
  classifyCallError,
  classifyMediaError,
  classifyStartFailure,
  isStartBurstError,
  type VapiErrorPayload,
  type VapiStartFailed,
} from './classify-vapi-error';

/** What the SDK's start (or reconnect) resolved with: the web call, or null when it failed and cleaned up after itself. */
export type StartedCall = { id?: string; webCallUrl?: string } | null;

/** A `call-start-progress` payload of @vapi-ai/web. */
export type CallStartProgress = { stage: string; status: 'started' | 'completed' | 'failed' };

/** What the SDK instance reports, relayed one to one by the `vapiSdk` actor. */
export type VapiSdkEvent =
  | { type: 'sdk.loaded' }
  | { type: 'sdk.loadFailed'; error: unknown }
  | { type: 'sdk.error'; payload: VapiErrorPayload }
  | { type: 'sdk.startFailed'; payload: VapiStartFailed }
  | { type: 'sdk.cameraError'; payload: unknown }
  | { type: 'sdk.progress'; progress: CallStartProgress }
  | { type: 'sdk.callStart' }
  | { type: 'sdk.speech'; speaking: boolean }
  | { type: 'sdk.volume'; level: number }
  | { type: 'sdk.message'; message: unknown }
  | { type: 'sdk.callEnd' };

/** What the VoiceClient port asks of the session (src/voice/vapi-voice-client.ts). */
export type VapiSessionCommand =
  /** Load the SDK and create the page's one instance now, ahead of a start. */
  | { type: 'session.prepare' }
  /** Start (or reconnect) a call; ignored while one is already under way. */
  | { type: 'session.start'; request: CallRequest }
  /** End the call wherever it is; wins over a start still in flight. */
  | { type: 'session.stop' }
  /** Remembered always; applied to the SDK only while a call is up (the SDK throws without one). */
  | { type: 'session.setMuted'; muted: boolean };

export type VapiSessionEvent =
  | VapiSessionCommand
  | VapiSdkEvent
  // The SDK's start is invoked once but settles into whichever state the call has reached by then.
  | DoneActorEvent<StartedCall, 'startSdk'>
  | ErrorActorEvent<unknown, 'startSdk'>;

export type VapiSessionContext = {
  muted: boolean;
  /** The call being started, kept until the SDK may be asked. */
  request: CallRequest | null;
  /** The SDK's `error` events held during a start, reported as one error when the start fails. */
  burst: VapiErrorPayload[];
  /** The reason from the last `status-update: ended` message, for the `ended` event. */
  endedReason: string | null;
  /** Whether this call already reported its fatal error: one per failure, however many events the SDK sends. */
  reported: boolean;
};

/** How long a new start waits for a start that was stopped during its POST to wind down. */
export const abandonedStartGraceMs = 10_000;

/** The stage at which the SDK has a Daily call object; a start stopped before it goes on to create one (hazard 2). */
const isCallObjectCreated = (progress: CallStartProgress): boolean =>
  progress.stage === 'daily-call-object-creation' && progress.status === 'completed';

/**
 * The failed import in its own words (the browser's "Failed to fetch dynamically imported module …"): a VoiceError's
 * message is the library's text, for the reports; the page words a `transport-load` failure itself.
 */
const sdkLoadFailure = (raw: unknown): VoiceError => ({
  kind: 'transport-load',
  message: messageOf(raw, String(raw)),
  fatal: true,
  raw,
});

/**
 * `enqueueActions` for context updates and emitted events, typed up front: inside `setup()` it cannot
 * infer its types from the actions it sits among.
 */
type SessionUpdate<TParams extends ParameterizedObject['params']> = typeof enqueueActions<
  VapiSessionContext,
  VapiSessionEvent,
  TParams,
  VapiSessionEvent,
  never,
  never,
  never,
  never,
  VoiceEvent
>;
const sessionUpdate = <TParams extends ParameterizedObject['params']>(
  collect: Parameters<SessionUpdate<TParams>>[0],
): ReturnType<SessionUpdate<TParams>> => enqueueActions(collect);

/** A start that failed without `call-start-failed`: the held errors are all there is to go on. */
const heldFailure = ({ context }: { context: VapiSessionContext }) => ({ error: classifyStartFailure(context.burst) });

const idle = '#vapiSession.call.idle';
const opening = '#vapiSession.call.opening';

/**
 * The page's one @vapi-ai/web instance and the call it runs, with every hazard docs/voice.md lists
 * as a state. Three regions run side by side:
 * - `sdk`: the SDK is imported and its single instance created once (prepare or the first start), with
 *   its listeners (the `error` one first) attached by `vapiSdk` for the life of the page;
 * - `teardown`: our `vapi.stop()`; a start waits for it, so the old call's call-end cannot end the new one;
 * - `call`: the call as the page sees it. The SDK's start is invoked in `sdkStart`, which the call
 *   stays in after a stop until that start settles: stopped during the POST (`abandoned.beforeCallObject`)
 *   the SDK still creates a call object, which is stopped the moment it exists, and the next start waits
 *   for it (at most 10 s); stopped while joining (`abandoned.afterCallObject`) the SDK's start may never
 *   settle, so nothing waits for it. Errors the SDK sends during a start are held and reported once, on
 *   `call-start-failed` or the start's own failure.
 * Every SDK call is a named placeholder bound in src/actors/vapi-session.actors.ts.
 */
export const vapiSessionMachine = setup({
  types: {
    context: {} as VapiSessionContext,
    events: {} as VapiSessionEvent,
    emitted: {} as VoiceEvent,
  },
  actors: {
    /** Imports the SDK, creates the instance, relays its events as `sdk.*`; answers `sdk.loaded` or `sdk.loadFailed`. */
    vapiSdk: fromCallback<EventObject>(notProvidedCallback('vapiSdk')),
    startSdk: fromPromise<StartedCall, CallRequest>(notProvided('startSdk')),
    stopSdk: fromPromise<void>(notProvided('stopSdk')),
  },
  actions: {
    /** `vapi.stop()` for a call object nobody owns any more, without waiting for it. */
    stopLateCall: () => {},
    setSdkMuted: (_, _params: { muted: boolean }) => {},
    logHeldErrors: (_, _params: { errors: VapiErrorPayload[] }) => {},
    logStopFailure: (_, _params: { error: unknown }) => {},
    rememberMute: assign({
      muted: ({ event }) => {
        assertEvent(event, 'session.setMuted');
        return event.muted;
      },
    }),
    /** Once a call is over nothing more is reported for it, so what was held for it goes; the next starts clean. */
    forgetAttempt: assign({ burst: [], endedReason: null, reported: false }),
    rememberRequest: assign({
      request: ({ event }) => {
        assertEvent(event, 'session.start');
        return event.request;
      },
    }),
    holdError: assign({
      burst: ({ context, event }) => {
        assertEvent(event, 'sdk.error');
        return [...context.burst, event.payload];
      },
    }),
    report: sessionUpdate(({ enqueue }, params: { error: VoiceError }) => {
      enqueue.assign({ reported: true });
      enqueue.emit({ type: 'error', error: params.error });
    }),
    /** Hands the caller the joined call; the held errors did not stop it, so they are only logged. */
    connect: sessionUpdate(({ enqueue }, params: { call: NonNullable<StartedCall> }) => {
      enqueue.assign({ burst: [] });
      enqueue.emit({
        type: 'connected',
        callId: params.call.id ?? 'unknown',
        ...(params.call.webCallUrl ? { webCallUrl: params.call.webCallUrl } : {}),
      });
    }),
    relayMessage: sessionUpdate(({ enqueue, context, event }) => {
      assertEvent(event, 'sdk.message');
      enqueue.assign({ endedReason: endedReasonFromMessage(event.message) ?? context.endedReason });
      enqueue.emit({ type: 'message', message: event.message });
    }),
    emitProblem: emit((_, params: { error: VoiceError }) => ({ type: 'error' as const, error: params.error })),
    emitEnded: emit((_, params: { reason: string }) => ({ type: 'ended' as const, reason: params.reason })),
    emitProgress: emit(({ event }) => {
      assertEvent(event, 'sdk.progress');
      return { type: 'progress' as const, ...event.progress };
    }),
    emitAssistantReady: emit({ type: 'assistant-ready' }),
  },
  guards: {
    teardownFinished: stateIn('#vapiSession.teardown.idle'),
    sdkReady: stateIn('#vapiSession.sdk.instance.ready'),
    notReported: ({ context }) => !context.reported,
    gotCall: (_, call: StartedCall) => call !== null,
    callObjectCreated: (_, progress: CallStartProgress) => isCallObjectCreated(progress),
    isStartBurstError: (_, payload: VapiErrorPayload) => isStartBurstError(payload),
    endsTheCall: (_, payload: VapiErrorPayload) => classifyCallError(payload).kind === 'ended-by-remote',
    isNonFatal: (_, payload: VapiErrorPayload) => !classifyCallError(payload).fatal,
  },
  delays: {
    abandonedStartGrace: abandonedStartGraceMs,
  },
}).createMachine({
  id: 'vapiSession',
  type: 'parallel',
  context: { muted: false, request: null, burst: [], endedReason: null, reported: false },
  states: {
    sdk: {
      initial: 'none',
      states: {
        none: {
          on: { 'session.prepare': 'instance', 'session.start': 'instance' },
        },
        // One instance for the page: the SDK's HTTP client is module-global.
        instance: {
          invoke: { id: 'vapiSdk', src: 'vapiSdk' },
          initial: 'loading',
          states: {
            loading: { on: { 'sdk.loaded': 'ready', 'sdk.loadFailed': '#vapiSession.sdk.none' } },
            ready: {},
          },
        },
      },
    },
    teardown: {
      initial: 'idle',
      states: {
        idle: { on: { 'session.stop': 'stopping' } },
        stopping: {
          invoke: {
            id: 'stopSdk',
            src: 'stopSdk',
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: { type: 'logStopFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    call: {
      initial: 'idle',
      on: {
        'session.setMuted': { actions: 'rememberMute' },
      },
      states: {
        idle: {
          entry: 'forgetAttempt',
          on: {
            'session.start': {
              target: 'opening',
              actions: 'rememberRequest',
            },
          },
        },
        opening: {
          tags: ['starting'],
          on: {
            'session.stop': idle,
            // Also while it waits for our last stop: the load started earlier and nothing would load it again.
            'sdk.loadFailed': {
              target: idle,
              actions: { type: 'report', params: ({ event }) => ({ error: sdkLoadFailure(event.error) }) },
            },
          },
          initial: 'afterTeardown',
          states: {
            afterTeardown: { always: { guard: 'teardownFinished', target: 'loadingSdk' } },
            loadingSdk: { always: { guard: 'sdkReady', target: '#vapiSession.call.sdkStart' } },
          },
        },
        sdkStart: {
          invoke: { id: 'startSdk', src: 'startSdk', input: ({ context }) => context.request ?? missingRequest() },
          initial: 'ours',
          states: {
            ours: {
              tags: ['starting'],
              on: {
                'xstate.done.actor.startSdk': [
                  {
                    guard: { type: 'gotCall', params: ({ event }) => event.output },
                    target: '#vapiSession.call.inCall',
                    actions: [
                      { type: 'logHeldErrors', params: ({ context }) => ({ errors: context.burst }) },
                      // A mute chosen while connecting: the SDK could not take it before the call existed.
                      { type: 'setSdkMuted', params: ({ context }) => ({ muted: context.muted }) },
                      { type: 'connect', params: ({ event }) => ({ call: event.output ?? {} }) },
                    ],
                  },
                  {
                    guard: 'notReported',
                    target: idle,
                    actions: { type: 'report', params: heldFailure },
                  },
                  { target: idle },
                ],
                // Only validation (start) and reconnect failures reject, after their error events.
                'xstate.error.actor.startSdk': [
                  {
                    guard: 'notReported',
                    target: idle,
                    actions: { type: 'report', params: heldFailure },
                  },
                  { target: idle },
                ],
                'sdk.error': [
                  {
                    guard: { type: 'isStartBurstError', params: ({ event }) => event.payload },
                    actions: 'holdError',
                  },
                  {
                    actions: {
                      type: 'emitProblem',
                      params: ({ event }) => ({ error: classifyCallError(event.payload) }),
                    },
                  },
                ],
                'sdk.startFailed': {
                  guard: 'notReported',
                  actions: {
                    type: 'report',
                    params: ({ context, event }) => ({ error: classifyStartFailure(context.burst, event.payload) }),
                  },
                },
                'sdk.cameraError': {
                  guard: 'notReported',
                  actions: { type: 'report', params: ({ event }) => ({ error: classifyMediaError(event.payload) }) },
                },
                'sdk.progress': {
                  actions: 'emitProgress',
                },
                'sdk.callStart': { actions: 'emitAssistantReady' },
                'sdk.message': {
                  actions: 'relayMessage',
                },
                'sdk.callEnd': {
                  target: 'abandoned.afterCallObject',
                  actions: {
                    type: 'emitEnded',
                    params: ({ context }) => ({ reason: context.endedReason ?? 'call-ended' }),
                  },
                },
              },
              initial: 'creatingWebCall',
              states: {
                // POST /call/web: the SDK has no call object yet.
                creatingWebCall: {
                  on: {
                    'sdk.progress': {
                      guard: { type: 'callObjectCreated', params: ({ event }) => event.progress },
                      target: 'joining',
                      actions: 'emitProgress',
                    },
                    'session.stop': '#vapiSession.call.sdkStart.abandoned.beforeCallObject',
                  },
                },
                joining: {
                  on: { 'session.stop': '#vapiSession.call.sdkStart.abandoned.afterCallObject' },
                },
              },
            },
            // The SDK's start outlived the call: whatever it yields now is stopped, never reported.
            abandoned: {
              entry: 'forgetAttempt',
              on: {
                'xstate.done.actor.startSdk': [
                  {
                    guard: { type: 'gotCall', params: ({ event }) => event.output },
                    target: idle,
                    actions: 'stopLateCall',
                  },
                  { target: idle },
                ],
                'xstate.error.actor.startSdk': { target: idle },
              },
              initial: 'beforeCallObject',
              states: {
                // Stopped during its POST: the SDK still creates a call object and would join (hazard 2).
                beforeCallObject: {
                  on: {
                    'sdk.progress': {
                      guard: { type: 'callObjectCreated', params: ({ event }) => event.progress },
                      actions: 'stopLateCall',
                    },
                  },
                  initial: 'alone',
                  states: {
                    alone: {
                      on: {
                        'session.start': {
                          target: 'nextStartWaiting',
                          actions: 'rememberRequest',
                        },
                      },
                    },
                    // Two starts at once would fight over one instance (hazards 4, 5): wait, within reason.
                    nextStartWaiting: {
                      tags: ['starting'],
                      after: { abandonedStartGrace: opening },
                      on: {
                        'session.stop': 'alone',
                        'xstate.done.actor.startSdk': [
                          {
                            guard: { type: 'gotCall', params: ({ event }) => event.output },
                            target: opening,
                            actions: 'stopLateCall',
                          },
                          { target: opening },
                        ],
                        'xstate.error.actor.startSdk': { target: opening },
                      },
                    },
                  },
                },
                // Stopped while joining: the SDK's start may never settle (hazard 3), so nothing waits for it.
                afterCallObject: {
                  on: {
                    'session.start': {
                      target: opening,
                      actions: 'rememberRequest',
                    },
                  },
                },
              },
            },
          },
        },
        inCall: {
          on: {
            'session.setMuted': {
              actions: ['rememberMute', { type: 'setSdkMuted', params: ({ event }) => ({ muted: event.muted }) }],
            },
            'session.stop': idle,
            'sdk.error': [
              {
                guard: { type: 'endsTheCall', params: ({ event }) => event.payload },
                target: idle,
                actions: { type: 'emitEnded', params: { reason: 'ended-by-remote' } },
              },
              {
                guard: { type: 'isNonFatal', params: ({ event }) => event.payload },
                actions: { type: 'emitProblem', params: ({ event }) => ({ error: classifyCallError(event.payload) }) },
              },
              {
                guard: 'notReported',
                actions: { type: 'report', params: ({ event }) => ({ error: classifyCallError(event.payload) }) },
              },
            ],
            'sdk.cameraError': {
              guard: 'notReported',
              actions: { type: 'report', params: ({ event }) => ({ error: classifyMediaError(event.payload) }) },
            },
            'sdk.callStart': { actions: 'emitAssistantReady' },
            'sdk.speech': { actions: emit(({ event }) => ({ type: 'assistant-speech', speaking: event.speaking })) },
            'sdk.volume': { actions: emit(({ event }) => ({ type: 'volume', level: event.level })) },
            'sdk.message': { actions: 'relayMessage' },
            // The end in every case, a user's stop included; after our own stop it is dropped.
            'sdk.callEnd': {
              target: idle,
              actions: {
                type: 'emitEnded',
                params: ({ context }) => ({ reason: context.endedReason ?? 'call-ended' }),
              },
            },
          },
        },
      },
    },
  },
});

function missingRequest(): never {
  throw new Error('vapiSession: the SDK start was entered without a request');
}
