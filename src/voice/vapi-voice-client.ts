import type { CallTarget, WebCallRef } from '../../machines/voice-call/voice-call.machine';
import { captionFromMessage, endedReasonFromMessage } from './captions';
import {
  classifyCallError,
  classifyMediaError,
  classifyStartFailure,
  isStartBurstError,
  type VapiErrorPayload,
  type VapiStartFailed,
} from './classify-vapi-error';
import { createEmitter, type VoiceClient, type VoiceError, type VoiceEvent } from './voice-client';

/** The part of the @vapi-ai/web instance this adapter uses (its own typings pull in untyped `events`). */
export type VapiLike = {
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeAllListeners(event?: string): unknown;
  start(
    assistant?: string,
    overrides?: undefined,
    squad?: string,
    workflow?: string,
  ): Promise<{ id?: string; webCallUrl?: string } | null>;
  reconnect(webCall: { webCallUrl: string; id?: string }): Promise<void>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
  getDailyCallObject(): unknown;
};

type VapiConstructor = new (publicKey: string, apiBaseUrl?: string, dailyConfig?: { avoidEval: boolean }) => VapiLike;

/**
 * The class, whatever shape the bundler hands the CJS module in: under Vite 8 with "type": "module"
 * the default import is the `exports` object with the class at `.default` (research §5).
 */
export function vapiConstructor(module: unknown): VapiConstructor {
  const outer = (module as { default?: unknown }).default;
  const inner = (outer as { default?: unknown } | undefined)?.default;
  const candidate = inner ?? outer;
  if (typeof candidate !== 'function') throw new Error('@vapi-ai/web did not export the Vapi class');
  return candidate as VapiConstructor;
}

export type VapiVoiceClientOptions = {
  publicKey: string;
  baseUrl?: string;
  /** How the SDK module is loaded; tests may pass their own import. */
  loadSdk?: () => Promise<unknown>;
  /** How long a new start waits for an abandoned SDK start to wind down (hazard 2). */
  abandonedStartGraceMs?: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The production voice: @vapi-ai/web behind the VoiceClient port, with every hazard from
 * research/vapi-web.md handled:
 * - lazy import with the default-export quirk normalised, and one SDK instance per client
 *   (the SDK's HTTP client is module-global, so two instances would share one key);
 * - the `error` listener is attached before anything else and never removed, so the SDK can
 *   never throw "Unhandled error" out of start() and leave itself stuck in `started`;
 * - a generation counter: stop() bumps it, so everything a superseded start does afterwards is
 *   ignored, a hanging start() is never awaited, and an SDK start that outlived its stop (the
 *   POST was in flight) is stopped again as soon as it creates its Daily call object;
 * - each failed start's burst of error events (daily-error, daily-call-join-error,
 *   start-method-error, …) is held until `call-start-failed` and reported as one classified error.
 */
export function createVapiVoiceClient(options: VapiVoiceClientOptions): VoiceClient {
  const events = createEmitter<VoiceEvent>();
  const loadSdk = options.loadSdk ?? (() => import('@vapi-ai/web'));
  const grace = options.abandonedStartGraceMs ?? 10_000;
  let instance: Promise<VapiLike> | null = null;
  /** The same instance once loaded, for the checks stop() must make synchronously. */
  let loaded: VapiLike | null = null;
  /** Whether the last stop caught a start before its Daily call object existed (the POST was in flight). */
  let stoppedBeforeCallObject = false;
  let generation = 0;
  let phase: 'idle' | 'starting' | 'started' = 'idle';
  let burst: VapiErrorPayload[] = [];
  let reportedGeneration = -1;
  let muted = false;
  let endedReason: string | null = null;
  let releaseStart: (() => void) | null = null;
  /** An SDK start() still running after its stop, and the promise that settles when it gives up. */
  let abandonedStart: Promise<unknown> | null = null;
  let pendingStop: Promise<void> = Promise.resolve();

  const report = (forGeneration: number, error: VoiceError) => {
    if (forGeneration !== generation || reportedGeneration === forGeneration) return;
    reportedGeneration = forGeneration;
    events.emit({ type: 'error', error });
  };

  const end = (reason: string) => {
    if (phase === 'idle') return;
    phase = 'idle';
    events.emit({ type: 'ended', reason });
  };

  function listen(vapi: VapiLike) {
    // First listener of all, and permanent: see hazard 1.
    vapi.on('error', (payload: VapiErrorPayload) => {
      if (phase === 'idle') return;
      if (phase === 'starting' && isStartBurstError(payload)) {
        burst.push(payload);
        return;
      }
      const error = classifyCallError(payload);
      if (error.kind === 'ended-by-remote') end('ended-by-remote');
      else if (error.fatal) report(generation, error);
      else events.emit({ type: 'error', error });
    });
    vapi.on('call-start-failed', (payload: VapiStartFailed) => {
      if (phase !== 'starting') return;
      report(generation, classifyStartFailure(burst, payload));
    });
    vapi.on('camera-error', (payload: unknown) => {
      if (phase !== 'idle') report(generation, classifyMediaError(payload));
    });
    vapi.on('call-start-progress', (progress: { stage: string; status: 'started' | 'completed' | 'failed' }) => {
      // The POST outlived its stop: the SDK now has a call object it would join. Stop it right here.
      if (abandonedStart && progress.stage === 'daily-call-object-creation' && progress.status === 'completed') {
        void vapi.stop();
        return;
      }
      if (phase === 'starting') events.emit({ type: 'progress', stage: progress.stage, status: progress.status });
    });
    vapi.on('call-start', () => {
      if (phase !== 'idle') events.emit({ type: 'assistant-ready' });
    });
    vapi.on('speech-start', () => {
      if (phase === 'started') events.emit({ type: 'assistant-speech', speaking: true });
    });
    vapi.on('speech-end', () => {
      if (phase === 'started') events.emit({ type: 'assistant-speech', speaking: false });
    });
    vapi.on('volume-level', (level: number) => {
      if (phase === 'started') events.emit({ type: 'volume', level });
    });
    vapi.on('message', (message: unknown) => {
      if (phase === 'idle') return;
      endedReason = endedReasonFromMessage(message) ?? endedReason;
      events.emit({ type: 'message', message });
      const caption = captionFromMessage(message);
      if (caption) events.emit({ type: 'caption', caption });
    });
    // The end in every case, a user's stop included (research §8 rule 6).
    vapi.on('call-end', () => end(endedReason ?? 'call-ended'));
  }

  function load(): Promise<VapiLike> {
    instance ??= loadSdk().then(
      (module) => {
        const Vapi = vapiConstructor(module);
        // avoidEval: Daily loads its call machine with a script tag instead of eval, which the CSP forbids.
        const vapi = new Vapi(options.publicKey, options.baseUrl, { avoidEval: true });
        listen(vapi);
        loaded = vapi;
        return vapi;
      },
      (error: unknown) => {
        instance = null;
        throw error;
      },
    );
    return instance;
  }

  /** Runs one SDK start or reconnect under a fresh generation; `connect` returns the web call on success. */
  async function run(connect: (vapi: VapiLike) => Promise<{ id?: string; webCallUrl?: string } | null>) {
    // Let the previous call's teardown (and its call-end) finish first, so it cannot end this one.
    const before = generation;
    await pendingStop;
    if (abandonedStart) await Promise.race([abandonedStart, sleep(grace)]);
    if (generation !== before) return;
    const mine = ++generation;
    phase = 'starting';
    burst = [];
    endedReason = null;
    let vapi: VapiLike;
    try {
      vapi = await load();
    } catch (error) {
      report(mine, { kind: 'transport-load', message: 'The voice SDK could not be loaded.', fatal: true, raw: error });
      return;
    }
    if (mine !== generation) return;
    const stopped = new Promise<'stopped'>((resolve) => {
      releaseStart = () => resolve('stopped');
    });
    const sdkStart = connect(vapi);
    let outcome: Awaited<ReturnType<typeof connect>> | 'stopped';
    try {
      outcome = await Promise.race([sdkStart, stopped]);
    } catch {
      // Only validation (start) and reconnect failures throw, after their error events.
      if (mine === generation) report(mine, classifyStartFailure(burst));
      return;
    } finally {
      if (mine === generation) releaseStart = null;
    }
    if (outcome === 'stopped') {
      // Never wait for an SDK start after stop: stopped mid-join it never settles (hazard 3).
      const settled = sdkStart.then(
        (call) => {
          if (call) void vapi.stop();
        },
        () => undefined,
      );
      // Stopped during its POST, it will go on to create a call object and join (hazard 2): watch it.
      if (!stoppedBeforeCallObject) return;
      abandonedStart = settled;
      void settled.then(() => {
        if (abandonedStart === settled) abandonedStart = null;
      });
      return;
    }
    if (mine !== generation) return;
    if (!outcome) {
      report(mine, classifyStartFailure(burst));
      return;
    }
    if (burst.length > 0) console.warn('[voice] errors during a start that succeeded', burst);
    burst = [];
    phase = 'started';
    if (muted) vapi.setMuted(true);
    events.emit({
      type: 'connected',
      callId: outcome.id ?? 'unknown',
      ...(outcome.webCallUrl ? { webCallUrl: outcome.webCallUrl } : {}),
    });
  }

  return {
    kind: 'provider',
    async prepare() {
      await load();
    },
    start: (target: CallTarget) =>
      run((vapi) => vapi.start(target.assistantId, undefined, target.squadId, target.workflowId)),
    reconnect: (webCall: WebCallRef) =>
      run(async (vapi) => {
        const webCallUrl = webCall.webCallUrl ?? '';
        await vapi.reconnect({ webCallUrl, ...(webCall.id ? { id: webCall.id } : {}) });
        return { id: webCall.id ?? 'unknown', webCallUrl };
      }),
    async stop() {
      stoppedBeforeCallObject = phase === 'starting' && !loaded?.getDailyCallObject();
      generation += 1;
      phase = 'idle';
      burst = [];
      releaseStart?.();
      releaseStart = null;
      const sdk = instance;
      // Assigned synchronously, so a start that follows at once waits for this teardown.
      pendingStop = (async () => {
        const vapi = await sdk?.catch(() => null);
        await vapi?.stop().catch((error: unknown) => console.warn('[voice] stop failed', error));
      })();
      await pendingStop;
    },
    setMuted(next: boolean) {
      muted = next;
      if (phase !== 'started' || !instance) return;
      void instance
        .then((vapi) => vapi.setMuted(next))
        .catch((error: unknown) => console.warn('[voice] mute failed', error));
    },
    isMuted: () => muted,
    subscribe: events.subscribe,
    async dispose() {
      await this.stop();
    },
  };
}
