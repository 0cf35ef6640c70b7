import type { VapiErrorPayload, VapiStartFailed } from '../../machines/vapi-session/classify-vapi-error';
import type { CallStartProgress, StartedCall, VapiSdkEvent } from '../../machines/vapi-session/vapi-session.machine';
import type { CallRequest } from '../../machines/voice-call/voice-call.machine';
import { callAnalysisPlan, type CallAnalysisPlan } from '../i18n/call-analysis';
import { voiceLanguages, type VoiceLanguage } from '../i18n/voice-languages';
import { getLocale } from '../paraglide/runtime.js';

/**
 * The metadata key of the page's own call id. The vapi-webhook function reads the same key from the report (its
 * own constant, as Edge Functions import nothing of the app; a unit test keeps the two equal).
 */
export const voiceCallIdKey = 'voiceCallId';

/**
 * What a call is started with besides its assistant: the page's language, the summary and outcome to write after it
 * in that language, the page's longest call if it has one, and the page's call id as metadata, which the provider
 * sends back with its end-of-call report.
 */
export type VapiOverrides = VoiceLanguage & {
  analysisPlan: CallAnalysisPlan;
  maxDurationSeconds?: number;
  metadata?: { [voiceCallIdKey]: string };
};

/** The part of the @vapi-ai/web instance this adapter uses (its own typings pull in untyped `events`). */
export type VapiLike = {
  on(event: string, listener: (...args: never[]) => void): unknown;
  start(
    assistant?: string,
    overrides?: VapiOverrides,
    squad?: string,
    workflow?: string,
  ): Promise<{ id?: string; webCallUrl?: string } | null>;
  /**
   * The constructor's Daily factory options, kept on the instance and read by every start to create the call
   * object (vapi.js: `createCallObject({ audioSource: this.dailyCallObject.audioSource ?? true, … })`).
   */
  dailyCallObject?: { audioSource?: string | boolean };
  reconnect(webCall: { webCallUrl: string; id?: string }): Promise<void>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
};

type VapiConstructor = new (publicKey: string, apiBaseUrl?: string, dailyConfig?: { avoidEval: boolean }) => VapiLike;

/**
 * The class, whatever shape the bundler hands the CJS module in: under Vite 8 with "type": "module"
 * the default import is the `exports` object with the class at `.default`.
 */
export function vapiConstructor(module: unknown): VapiConstructor {
  const outer = (module as { default?: unknown }).default;
  const inner = (outer as { default?: unknown } | undefined)?.default;
  const candidate = inner ?? outer;
  if (typeof candidate !== 'function') throw new Error('@vapi-ai/web did not export the Vapi class');
  return candidate as VapiConstructor;
}

export type VapiSdkOptions = {
  publicKey: string;
  baseUrl?: string;
  /** How the SDK module is loaded; tests may pass their own import. */
  loadSdk?: () => Promise<unknown>;
};

/**
 * The SDK's events as the session machine's `sdk.*` events. `error` is attached first of all and never
 * removed: without it the SDK throws "Unhandled error" out of start() and stays stuck in `started`
 * (docs/voice.md, "The SDK's hazards").
 */
function relay(vapi: VapiLike, send: (event: VapiSdkEvent) => void) {
  vapi.on('error', (payload: VapiErrorPayload) => send({ type: 'sdk.error', payload }));
  vapi.on('call-start-failed', (payload: VapiStartFailed) => send({ type: 'sdk.startFailed', payload }));
  vapi.on('camera-error', (payload: unknown) => send({ type: 'sdk.cameraError', payload }));
  vapi.on('call-start-progress', (progress: CallStartProgress) =>
    send({ type: 'sdk.progress', progress: { stage: progress.stage, status: progress.status } }),
  );
  vapi.on('call-start', () => send({ type: 'sdk.callStart' }));
  vapi.on('speech-start', () => send({ type: 'sdk.speech', speaking: true }));
  vapi.on('speech-end', () => send({ type: 'sdk.speech', speaking: false }));
  vapi.on('volume-level', (level: number) => send({ type: 'sdk.volume', level }));
  vapi.on('message', (message: unknown) => send({ type: 'sdk.message', message }));
  vapi.on('call-end', () => send({ type: 'sdk.callEnd' }));
}

/**
 * The calls the Vapi session machine makes on @vapi-ai/web, and nothing else: when each is made, and
 * what its outcome means, is the machine's business (machines/vapi-session).
 */
export function createVapiSdk(options: VapiSdkOptions) {
  const loadSdk = options.loadSdk ?? (() => import('@vapi-ai/web'));
  let vapi: VapiLike | null = null;

  const instance = (): VapiLike => {
    if (!vapi) throw new Error('the Vapi SDK is not loaded');
    return vapi;
  };

  return {
    /** Imports the SDK and creates the instance, relaying its events to `send` before anything can use it. */
    async load(send: (event: VapiSdkEvent) => void): Promise<void> {
      const Vapi = vapiConstructor(await loadSdk());
      // avoidEval: Daily loads its call machine with a script tag instead of eval, which the CSP forbids.
      const created = new Vapi(options.publicKey, options.baseUrl, { avoidEval: true });
      relay(created, send);
      vapi = created;
    },
    async start(request: CallRequest): Promise<StartedCall> {
      const sdk = instance();
      if (request.kind === 'start') {
        const { assistantId, squadId, workflowId, maxDurationSeconds, audioInputId, voiceCallId } = request.target;
        // The instance lives for the page and the microphone may change between calls: set it for this call.
        sdk.dailyCallObject = { ...sdk.dailyCallObject, audioSource: audioInputId ?? true };
        // A page keeps its language for its whole life, so the call speaks the language the page was loaded in.
        const locale = getLocale();
        const overrides: VapiOverrides = {
          ...voiceLanguages[locale],
          analysisPlan: callAnalysisPlan(locale),
          ...(maxDurationSeconds === undefined ? {} : { maxDurationSeconds }),
          ...(voiceCallId === undefined ? {} : { metadata: { [voiceCallIdKey]: voiceCallId } }),
        };
        return sdk.start(assistantId, overrides, squadId, workflowId);
      }
      const webCallUrl = request.webCall.webCallUrl ?? '';
      const id = request.webCall.id;
      await sdk.reconnect({ webCallUrl, ...(id ? { id } : {}) });
      return { id: id ?? 'unknown', webCallUrl };
    },
    /** Stops whatever call the instance holds; nothing to do before it exists. */
    async stop(): Promise<void> {
      await vapi?.stop();
    },
    setMuted(muted: boolean): void {
      instance().setMuted(muted);
    },
  };
}

export type VapiSdk = ReturnType<typeof createVapiSdk>;
