import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { vapiSessionMachine, type StartedCall } from '../../machines/vapi-session/vapi-session.machine';
import type { CallRequest } from '../../machines/voice-call/voice-call.machine';
import type { VoiceEvent } from '../../machines/voice-call/voice-events';

type Deferred<T> = { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void };

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the machine. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const request: CallRequest = { kind: 'start', target: { assistantId: 'asst-1' } };
const joined: StartedCall = { id: 'call-1', webCallUrl: 'https://example.daily.co/room' };
const callObjectCreated = { stage: 'daily-call-object-creation', status: 'completed' } as const;
const bundleMessage = 'Failed to load call object bundle https://c.daily.co/call-machine-object-bundle.js';

/**
 * The session with fake SDK calls: every SDK start and stop waits until the test settles it, and the
 * test plays the SDK's events itself (`sdk.*`), in the orders the SDK sends them (docs/voice.md).
 */
function session() {
  const clock = new SimulatedClock();
  const loads: number[] = [];
  const starts: Array<{ input: CallRequest; result: Deferred<StartedCall> }> = [];
  const stops: Array<Deferred<void>> = [];
  const effects: string[] = [];
  const emitted: VoiceEvent[] = [];
  const actor = createActor(
    vapiSessionMachine.provide({
      actors: {
        vapiSdk: fromCallback<EventObject>(() => {
          loads.push(loads.length + 1);
        }),
        startSdk: fromPromise<StartedCall, CallRequest>(({ input }) => {
          const result = deferred<StartedCall>();
          starts.push({ input, result });
          return result.promise;
        }),
        stopSdk: fromPromise<void>(() => {
          const result = deferred<void>();
          stops.push(result);
          return result.promise;
        }),
      },
      actions: {
        stopLateCall: () => void effects.push('stopLateCall'),
        setSdkMuted: (_, { muted }) => void effects.push(`setSdkMuted:${muted}`),
      },
    }),
    { clock },
  ).start();
  actor.on('*', (event) => emitted.push(event));

  /** A start that reaches the SDK: loads it first if it is not loaded yet. */
  const startCall = () => {
    actor.send({ type: 'session.start', request });
    if (actor.getSnapshot().matches({ sdk: { instance: 'loading' } })) actor.send({ type: 'sdk.loaded' });
  };
  const connect = async () => {
    startCall();
    starts.at(-1)?.result.resolve(joined);
    await flush();
  };
  const stopAndSettle = async () => {
    actor.send({ type: 'session.stop' });
    stops.at(-1)?.resolve();
    await flush();
  };
  const types = () => emitted.filter((event) => event.type !== 'progress').map((event) => event.type);
  const errors = () => emitted.flatMap((event) => (event.type === 'error' ? [event.error] : []));
  return { actor, clock, loads, starts, stops, effects, emitted, startCall, connect, stopAndSettle, types, errors };
}

describe('the Vapi session: one SDK instance per page', () => {
  it('loads the SDK once however often it is prepared, started and stopped', async () => {
    const s = session();
    s.actor.send({ type: 'session.prepare' });
    s.actor.send({ type: 'session.prepare' });
    s.actor.send({ type: 'sdk.loaded' });
    await s.connect();
    await s.stopAndSettle();
    await s.connect();
    expect(s.loads).toEqual([1]);
    expect(s.starts).toHaveLength(2);
  });

  it('reports an SDK that cannot be loaded as transport-load, and the next start tries the import again', async () => {
    const s = session();
    s.actor.send({ type: 'session.start', request });
    s.actor.send({ type: 'sdk.loadFailed', error: new TypeError('Failed to fetch dynamically imported module') });
    expect(s.errors()).toMatchObject([{ kind: 'transport-load', fatal: true }]);
    expect(s.starts).toEqual([]);
    await s.connect();
    expect(s.loads).toEqual([1, 2]);
    expect(s.types()).toEqual(['error', 'connected']);
  });

  it('reports an SDK that fails to load while a restart waits for the last stop, and the next start loads it again', async () => {
    const s = session();
    s.actor.send({ type: 'session.start', request });
    s.actor.send({ type: 'session.stop' });
    s.actor.send({ type: 'session.start', request });
    s.actor.send({ type: 'sdk.loadFailed', error: new TypeError('Failed to fetch dynamically imported module') });
    expect(s.errors()).toMatchObject([
      { kind: 'transport-load', message: 'Failed to fetch dynamically imported module' },
    ]);
    s.stops[0]?.resolve();
    await flush();
    await s.connect();
    expect(s.loads).toEqual([1, 2]);
    expect(s.types()).toEqual(['error', 'connected']);
  });
});

describe('the Vapi session: a stop during a start wins', () => {
  it('a stop during the POST stops the call object the SDK creates afterwards, and its late result is dropped', async () => {
    const s = session();
    s.startCall();
    s.actor.send({ type: 'session.stop' });
    expect(s.effects).toEqual([]);
    s.actor.send({ type: 'sdk.progress', progress: callObjectCreated });
    expect(s.effects).toEqual(['stopLateCall']);
    s.starts[0]?.result.resolve(joined);
    await flush();
    expect(s.effects).toEqual(['stopLateCall', 'stopLateCall']);
    expect(s.types()).toEqual([]);
  });

  it('the next start waits for a start stopped during its POST to settle', async () => {
    const s = session();
    s.startCall();
    await s.stopAndSettle();
    s.actor.send({ type: 'session.start', request });
    expect(s.starts).toHaveLength(1);
    s.starts[0]?.result.resolve(null);
    await flush();
    expect(s.starts).toHaveLength(2);
  });

  it('…but for 10 000 ms at most', async () => {
    const s = session();
    s.startCall();
    await s.stopAndSettle();
    s.actor.send({ type: 'session.start', request });
    s.clock.increment(9_999);
    expect(s.starts).toHaveLength(1);
    s.clock.increment(1);
    expect(s.starts).toHaveLength(2);
  });

  it('a start stopped while joining is never waited for: the next start asks the SDK at once', async () => {
    const s = session();
    s.startCall();
    s.actor.send({ type: 'sdk.progress', progress: callObjectCreated });
    await s.stopAndSettle();
    s.actor.send({ type: 'session.start', request });
    expect(s.starts).toHaveLength(2);
  });

  it('a start stopped while joining that joins after all is stopped, not reported', async () => {
    const s = session();
    s.startCall();
    s.actor.send({ type: 'sdk.progress', progress: callObjectCreated });
    await s.stopAndSettle();
    s.starts[0]?.result.resolve(joined);
    await flush();
    expect(s.effects).toEqual(['stopLateCall']);
    expect(s.types()).toEqual([]);
  });

  it('the previous call’s stop finishes first, so the call-end it causes cannot end the next call', async () => {
    const s = session();
    await s.connect();
    s.actor.send({ type: 'session.stop' });
    s.actor.send({ type: 'session.start', request });
    expect(s.starts).toHaveLength(1);
    s.actor.send({ type: 'sdk.callEnd' });
    s.stops[0]?.resolve();
    await flush();
    expect(s.starts).toHaveLength(2);
    s.starts[1]?.result.resolve(joined);
    await flush();
    expect(s.types()).toEqual(['connected', 'connected']);
  });

  it('a start stopped while the previous call tears down never reaches the SDK', async () => {
    const s = session();
    await s.connect();
    s.actor.send({ type: 'session.stop' });
    s.actor.send({ type: 'session.start', request });
    s.actor.send({ type: 'session.stop' });
    s.stops[0]?.resolve();
    await flush();
    expect(s.starts).toHaveLength(1);
  });

  it('after a stop nothing the SDK says is reported', async () => {
    const s = session();
    s.startCall();
    s.actor.send({ type: 'sdk.progress', progress: callObjectCreated });
    s.actor.send({ type: 'session.stop' });
    s.actor.send({ type: 'sdk.error', payload: { type: 'daily-call-join-error', error: { message: bundleMessage } } });
    s.actor.send({ type: 'sdk.startFailed', payload: { error: bundleMessage } });
    s.actor.send({ type: 'sdk.callEnd' });
    expect(s.types()).toEqual([]);
  });
});

describe('the Vapi session: one error per failure', () => {
  it('holds a failing start’s burst and reports it once, classified from the whole burst', async () => {
    const s = session();
    s.startCall();
    s.actor.send({ type: 'sdk.progress', progress: callObjectCreated });
    s.actor.send({
      type: 'sdk.error',
      payload: { type: 'daily-error', error: { error: { type: 'connection-error' }, errorMsg: bundleMessage } },
    });
    s.actor.send({ type: 'sdk.error', payload: { type: 'daily-call-join-error', error: { message: bundleMessage } } });
    expect(s.errors()).toEqual([]);
    s.actor.send({ type: 'sdk.startFailed', payload: { stage: 'unknown', error: bundleMessage } });
    s.actor.send({ type: 'sdk.error', payload: { type: 'start-method-error', error: { message: bundleMessage } } });
    s.starts[0]?.result.resolve(null);
    await flush();
    expect(s.errors()).toMatchObject([{ kind: 'transport-load', fatal: true }]);
  });

  it('reports a start that fails without call-start-failed once, when the SDK’s start gives up', async () => {
    const s = session();
    s.startCall();
    s.actor.send({ type: 'sdk.error', payload: { type: 'validation-error', error: { message: 'no assistant' } } });
    s.starts[0]?.result.reject(new Error('Assistant or Squad or Workflow must be provided.'));
    await flush();
    expect(s.errors()).toMatchObject([{ kind: 'validation' }]);
    await s.connect();
    expect(s.types()).toEqual(['error', 'connected']);
  });

  it('reports one fatal error per call, and passes on every non-fatal one', async () => {
    const s = session();
    await s.connect();
    const fatal = { type: 'daily-error', error: { message: 'Failed to fetch' } };
    s.actor.send({ type: 'sdk.error', payload: fatal });
    s.actor.send({ type: 'sdk.error', payload: fatal });
    s.actor.send({ type: 'sdk.cameraError', payload: { error: { type: 'permissions' } } });
    const autoplay = { type: 'audio-start-failed', error: { message: 'play() failed' } };
    s.actor.send({ type: 'sdk.error', payload: autoplay });
    s.actor.send({ type: 'sdk.error', payload: autoplay });
    expect(s.errors().map((error) => [error.kind, error.fatal])).toEqual([
      ['network', true],
      ['autoplay', false],
      ['autoplay', false],
    ]);
  });

  it('a refused microphone during the join is the one error of that start', async () => {
    const s = session();
    s.startCall();
    s.actor.send({ type: 'sdk.cameraError', payload: { error: { type: 'permissions', blockedBy: 'user' } } });
    s.actor.send({ type: 'sdk.startFailed', payload: { error: 'NotAllowedError' } });
    s.starts[0]?.result.resolve(null);
    await flush();
    expect(s.errors()).toMatchObject([{ kind: 'mic-permission' }]);
  });

  it('logs, rather than reports, errors held during a start that then joins', async () => {
    const s = session();
    s.startCall();
    s.actor.send({ type: 'sdk.error', payload: { type: 'daily-error', error: { message: 'transient' } } });
    s.starts[0]?.result.resolve(joined);
    await flush();
    expect(s.types()).toEqual(['connected']);
    expect(s.actor.getSnapshot().context.burst).toEqual([]);
  });
});

describe('the Vapi session: the call', () => {
  it('applies a mute chosen while connecting once the call has joined, and never touches the SDK before', async () => {
    const s = session();
    s.actor.send({ type: 'session.setMuted', muted: true });
    s.startCall();
    s.actor.send({ type: 'session.setMuted', muted: true });
    expect(s.effects).toEqual([]);
    s.starts[0]?.result.resolve(joined);
    await flush();
    expect(s.effects).toEqual(['setSdkMuted:true']);
    s.actor.send({ type: 'session.setMuted', muted: false });
    expect(s.effects).toEqual(['setSdkMuted:true', 'setSdkMuted:false']);
    expect(s.actor.getSnapshot().context.muted).toBe(false);
  });

  it('relays speech and volume only once joined, transcripts and readiness from the start', async () => {
    const s = session();
    s.startCall();
    s.actor.send({ type: 'sdk.speech', speaking: true });
    s.actor.send({ type: 'sdk.volume', level: 0.4 });
    s.actor.send({ type: 'sdk.callStart' });
    s.starts[0]?.result.resolve(joined);
    await flush();
    s.actor.send({ type: 'sdk.speech', speaking: true });
    s.actor.send({ type: 'sdk.volume', level: 0.4 });
    s.actor.send({
      type: 'sdk.message',
      message: { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: ' Hello ' },
    });
    expect(s.emitted).toEqual([
      { type: 'assistant-ready' },
      { type: 'connected', callId: 'call-1', webCallUrl: 'https://example.daily.co/room' },
      { type: 'assistant-speech', speaking: true },
      { type: 'volume', level: 0.4 },
      {
        type: 'message',
        message: { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: ' Hello ' },
      },
    ]);
  });

  it('ends with the reason of the provider’s last status-update, else call-ended', async () => {
    const s = session();
    await s.connect();
    s.actor.send({
      type: 'sdk.message',
      message: { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
    });
    s.actor.send({ type: 'sdk.callEnd' });
    expect(s.emitted.at(-1)).toEqual({ type: 'ended', reason: 'assistant-ended-call' });
    await s.stopAndSettle();
    await s.connect();
    s.actor.send({ type: 'sdk.callEnd' });
    expect(s.emitted.at(-1)).toEqual({ type: 'ended', reason: 'call-ended' });
  });

  it('a room that ejects the visitor ends the call as ended-by-remote', async () => {
    const s = session();
    await s.connect();
    s.actor.send({ type: 'sdk.error', payload: { type: 'daily-error', error: { type: 'ejected', msg: 'Ejected' } } });
    expect(s.emitted.at(-1)).toEqual({ type: 'ended', reason: 'ended-by-remote' });
    expect(s.errors()).toEqual([]);
  });

  it('reconnects through the same SDK start', async () => {
    const s = session();
    const reconnect: CallRequest = { kind: 'reconnect', webCall: { webCallUrl: 'https://example.daily.co/room' } };
    s.actor.send({ type: 'session.start', request: reconnect });
    s.actor.send({ type: 'sdk.loaded' });
    expect(s.starts.map((start) => start.input)).toEqual([reconnect]);
  });
});
