import { assertEvent, assign, emit, fromCallback, sendTo, setup } from 'xstate';
import { notProvidedCallback } from '../not-provided';
import { reportFailure } from '../failure-report';

/**
 * What a call is started with; the provider needs at least one of assistant, squad and workflow. A page may cap
 * the call's length (the provider gets it as an assistant override) and name the microphone to use (a deviceId of
 * `enumerateDevices`); without either, the assistant's own limit and the browser's default microphone apply.
 */
export type CallTarget = {
  assistantId?: string;
  squadId?: string;
  workflowId?: string;
  maxDurationSeconds?: number;
  audioInputId?: string;
  /**
   * The page's own id of this conversation (its voice call). The provider carries it in the call's metadata, so the
   * report it sends after the call finds the call, its page and its lead.
   */
  voiceCallId?: string;
};

/** The ended reason of a call cut at its maximum length, in the provider's words. */
export const maxDurationEndedReason = 'exceeded-max-duration';

/** A call created earlier (with its room kept alive) that can be joined again. */
export type WebCallRef = { webCallUrl?: string; id?: string };

/** Why a call failed, in the terms the page words its messages in. */
export type VoiceFailureKind =
  | 'validation'
  | 'auth'
  | 'api'
  | 'network'
  | 'transport-load'
  | 'join'
  | 'mic-permission'
  | 'mic-unavailable'
  | 'autoplay'
  | 'ended-by-remote'
  | 'duplicate-instance'
  | 'timeout'
  | 'unknown';

export type VoiceFailure = { kind: VoiceFailureKind; message: string };

export type Caption = { role: 'user' | 'assistant'; text: string; final: boolean };

/** One line of the live captions: a final transcript line of either side, as it was said. */
export type CaptionLine = Pick<Caption, 'role' | 'text'>;

/** The captions keep the call's last lines only, so a long call cannot grow the page without end. */
export const captionLinesKept = 200;

/** How the transport is asked to connect; `runCall` receives it as input. */
export type CallRequest = { kind: 'start'; target: CallTarget } | { kind: 'reconnect'; webCall: WebCallRef };

export type VoiceCallEvent =
  | { type: 'call.start'; target: CallTarget }
  | { type: 'call.reconnect'; webCall: WebCallRef }
  | { type: 'call.stop' }
  | { type: 'call.setMuted'; muted: boolean }
  | { type: 'voice.joined'; callId: string; webCallUrl?: string }
  | { type: 'voice.callStarted'; at: number }
  | { type: 'voice.speechStarted' }
  | { type: 'voice.speechEnded' }
  | { type: 'voice.caption'; caption: Caption }
  | { type: 'voice.problem'; problem: VoiceFailure }
  | { type: 'voice.failed'; failure: VoiceFailure }
  | { type: 'voice.ended'; reason: string };

/** What the transport reports back to the machine. */
export type VoiceTransportEvent = Extract<VoiceCallEvent, { type: `voice.${string}` }>;

/** Commands the machine forwards to the running transport. */
export type RunCallCommand = { type: 'call.setMuted'; muted: boolean };

export type VoiceCallContext = {
  callId: string | null;
  webCallUrl: string | null;
  connected: boolean;
  assistantSpeaking: boolean;
  /** When the assistant became ready (ms since the epoch, from the transport), for the call timer. */
  connectedAt: number | null;
  muted: boolean;
  /** The final transcript lines of both sides, in the order said (the last `captionLinesKept`). */
  captions: CaptionLine[];
  /** The line being said now, replaced by each partial transcript until its final line arrives. */
  partialCaption: CaptionLine | null;
  /** A non-fatal problem worth telling the visitor about while the call goes on. */
  notice: VoiceFailure | null;
  error: VoiceFailure | null;
  endedReason: string | null;
};

export type VoiceCallOutput = { error: VoiceFailure | null; endedReason: string | null; callId: string | null };

/** Told to whoever listens (`actor.on('call.refused')`) when a command is refused; the call goes on unchanged. */
export type VoiceCallEmitted = { type: 'call.refused'; message: string };

/** The provider's own wording for the three refusals, so the page and logs read the same. */
export const missingTargetMessage = 'Assistant or Squad or Workflow must be provided.';
export const missingWebCallUrlMessage = 'webCallUrl is required for reconnection.';
export const reconnectInProgressMessage = 'Cannot reconnect while a call is already in progress. Call stop() first.';

/** Daily alone can take 66 s to give up on an unreachable host; nobody waits that long on a ringing line. */
export const connectTimeoutMs = 15_000;

export const hasCallTarget = (target: CallTarget): boolean =>
  Boolean(target.assistantId?.trim() || target.squadId?.trim() || target.workflowId?.trim());

export type CallStatus = 'connecting' | 'listening' | 'speaking';

/** The status dot: Connecting until the assistant is ready, then who has the floor. */
export const callStatus = (context: Pick<VoiceCallContext, 'connected' | 'assistantSpeaking'>): CallStatus => {
  if (!context.connected) return 'connecting';
  return context.assistantSpeaking ? 'speaking' : 'listening';
};

/**
 * One voice call, not started → starting → started → ended. The transport (`runCall`, bound to a
 * VoiceClient adapter) lives exactly as long as `inCall`: leaving that state for any reason (End,
 * failure, timeout) stops the client, which is how a stop during start wins.
 */
export const voiceCallMachine = setup({
  types: {
    context: {} as VoiceCallContext,
    events: {} as VoiceCallEvent,
    output: {} as VoiceCallOutput,
    emitted: {} as VoiceCallEmitted,
  },
  actors: {
    runCall: fromCallback<RunCallCommand, CallRequest>(notProvidedCallback('runCall')),
  },
  guards: {
    hasCallTarget: (_, target: CallTarget) => hasCallTarget(target),
    hasWebCallUrl: (_, webCall: WebCallRef) => Boolean(webCall.webCallUrl?.trim()),
    notConnected: ({ context }) => !context.connected,
    isConnected: ({ context }) => context.connected,
  },
  delays: {
    connectTimeout: connectTimeoutMs,
  },
  actions: {
    reportFailure,
    clearFlags: assign({ connected: false, assistantSpeaking: false }),
    refuseReconnect: emit({ type: 'call.refused', message: reconnectInProgressMessage }),
    // A partial line replaces the one being said; a final one joins the captions and ends that side's partial.
    takeCaption: assign(({ context, event }) => {
      assertEvent(event, 'voice.caption');
      const { role, text, final } = event.caption;
      if (!final) return { partialCaption: { role, text } };
      return {
        captions: [...context.captions, { role, text }].slice(-captionLinesKept),
        partialCaption: context.partialCaption?.role === role ? null : context.partialCaption,
      };
    }),
  },
}).createMachine({
  id: 'voiceCall',
  context: {
    callId: null,
    webCallUrl: null,
    connected: false,
    assistantSpeaking: false,
    connectedAt: null,
    muted: false,
    captions: [],
    partialCaption: null,
    notice: null,
    error: null,
    endedReason: null,
  },
  initial: 'notStarted',
  output: ({ context }) => ({ error: context.error, endedReason: context.endedReason, callId: context.callId }),
  states: {
    notStarted: {
      on: {
        'call.start': [
          {
            guard: { type: 'hasCallTarget', params: ({ event }) => event.target },
            target: 'inCall',
          },
          { target: 'ended', actions: assign({ error: { kind: 'validation', message: missingTargetMessage } }) },
        ],
        'call.reconnect': [
          {
            guard: { type: 'hasWebCallUrl', params: ({ event }) => event.webCall },
            target: 'inCall',
            actions: assign({
              webCallUrl: ({ event }) => event.webCall.webCallUrl ?? null,
              callId: ({ event }) => event.webCall.id ?? null,
            }),
          },
          { target: 'ended', actions: assign({ error: { kind: 'validation', message: missingWebCallUrlMessage } }) },
        ],
      },
    },
    inCall: {
      invoke: {
        id: 'runCall',
        src: 'runCall',
        // The command that entered the call decides how the transport connects.
        input: ({ event }): CallRequest =>
          event.type === 'call.reconnect'
            ? { kind: 'reconnect', webCall: event.webCall }
            : { kind: 'start', target: event.type === 'call.start' ? event.target : {} },
      },
      after: {
        connectTimeout: {
          guard: 'notConnected',
          target: 'ended',
          actions: assign({
            error: { kind: 'timeout', message: `The call did not connect within ${connectTimeoutMs / 1000} seconds.` },
          }),
        },
      },
      on: {
        'call.stop': { target: 'ended', actions: assign({ endedReason: 'customer-ended-call' }) },
        'call.setMuted': {
          actions: [
            assign({ muted: ({ event }) => event.muted }),
            sendTo('runCall', ({ event }): RunCallCommand => ({ type: 'call.setMuted', muted: event.muted })),
          ],
        },
        // A refusal is an answer to one command, not a state of the call: it is emitted, never stored.
        'call.reconnect': { actions: 'refuseReconnect' },
        'voice.failed': {
          target: 'ended',
          actions: [
            assign({ error: ({ event }) => event.failure }),
            { type: 'reportFailure', params: ({ event }) => ({ error: event.failure }) },
          ],
        },
        'voice.ended': { target: 'ended', actions: assign({ endedReason: ({ event }) => event.reason }) },
        'voice.problem': {
          actions: [
            assign({ notice: ({ event }) => event.problem }),
            { type: 'reportFailure', params: ({ event }) => ({ error: event.problem }) },
          ],
        },
      },
      initial: 'starting',
      states: {
        starting: {
          tags: ['connecting'],
          on: {
            'voice.joined': {
              target: 'started',
              actions: assign({
                callId: ({ event }) => event.callId,
                webCallUrl: ({ event }) => event.webCallUrl ?? null,
              }),
            },
            'voice.callStarted': {
              target: 'started',
              actions: assign({ connected: true, connectedAt: ({ event }) => event.at }),
            },
          },
        },
        started: {
          on: {
            'voice.callStarted': { actions: assign({ connected: true, connectedAt: ({ event }) => event.at }) },
            // Speech before the assistant is ready is line noise, not the assistant talking.
            'voice.speechStarted': { guard: 'isConnected', actions: assign({ assistantSpeaking: true }) },
            'voice.speechEnded': { actions: assign({ assistantSpeaking: false }) },
            'voice.caption': { actions: 'takeCaption' },
          },
        },
      },
    },
    ended: {
      type: 'final',
      entry: 'clearFlags',
    },
  },
});
