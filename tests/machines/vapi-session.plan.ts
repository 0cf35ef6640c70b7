import { vapiSessionMachine } from '../../machines/vapi-session/vapi-session.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  foldHistory,
  payload,
  same,
  wasIn,
  type Effect,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Payloads in the shapes @vapi-ai/web 2 sends (docs/voice.md).
const joinFailed = {
  type: 'daily-call-join-error',
  stage: 'daily-call-join',
  error: { message: 'Failed to load call object bundle' },
};
const autoplayBlocked = { type: 'audio-start-failed', error: { message: 'play() failed' } };
const ejected = { type: 'daily-error', error: { type: 'ejected', msg: 'Participant ejected' } };
const request = { kind: 'start', target: { assistantId: 'asst-1' } };
const nextRequest = { kind: 'start', target: { assistantId: 'asst-2' } };
const transcript = { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' };
const assistantEnded = { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' };
const callObjectCreated = { stage: 'daily-call-object-creation', status: 'completed' };
// Progress before the call object exists (the SDK's first stages): nothing to stop yet.
const webCallCreated = { stage: 'web-call-creation', status: 'completed' };
const callObjectStarted = { stage: 'daily-call-object-creation', status: 'started' };

// The rules the adapter must follow (docs/voice.md): one SDK instance per page; the error listener
// attached before the first start; a stop wins over a start in flight and a call object created after it is
// stopped, never waited for longer than a grace; one error per failure; call-start is "assistant ready",
// call-start-success "joined", call-end the end in every case. A new start waits at most 10 s for a
// stopped start to wind down; a mute chosen while connecting is applied once the call exists.
const emitted = (step: SpecStep) => step.effects.filter((effect) => effect.kind === 'emitted');
const emittedTypes = (step: SpecStep) => emitted(step).map((effect) => effect.name);
const actorsStarted = (effects: readonly Effect[], name: string) =>
  effectsNamed(effects, name).filter((effect) => effect.kind === 'actor');
const inCall = (step: SpecStep) => step.snapshot.matches({ call: 'inCall' } as never);
const was = (step: SpecStep, call: string) => wasIn(step, `call.${call}`);
const now = (step: SpecStep, call: string) => step.snapshot.matches(`call.${call}` as never);
const starting = (step: SpecStep) => step.snapshot.hasTag('starting');
/** The page's mute as the person last set it; a page starts unmuted. */
const chosenMute = (step: SpecStep) =>
  foldHistory(step, false, (muted, event) =>
    event.type === 'session.setMuted' ? payload<{ muted: boolean }>(event).muted : muted,
  );
/** The request of the page's last start. */
const lastRequest = (step: SpecStep) =>
  step.events
    .filter((event) => event.type === 'session.start')
    .map((event) => payload<{ request: unknown }>(event).request)
    .at(-1);

/** Fatal errors emitted since the call was last idle, this step's included. */
function fatalErrorsThisAttempt(step: SpecStep) {
  const lastIdle = step.history.findLastIndex(
    ({ snapshot }, index) => index < step.history.length - 1 && snapshot.matches('call.idle' as never),
  );
  return step.history
    .slice(lastIdle + 1)
    .flatMap(({ effects }) => effects)
    .filter((e) => e.kind === 'emitted' && e.name === 'error' && (e.input as { error: { fatal: boolean } }).error.fatal)
    .length;
}

export const spec: MachineSpec = {
  flow: 'vapi session',
  always: [
    {
      requirement:
        'the page creates one SDK instance, on prepare or the first start, and again only after it failed to load',
      check: (step) => {
        const created = actorsStarted(step.effects, 'vapiSdk').length;
        const shouldCreate = ['session.prepare', 'session.start'].includes(step.event.type) && wasIn(step, 'sdk.none');
        return created === (shouldCreate ? 1 : 0);
      },
    },
    {
      requirement: 'the SDK is asked to start only once its instance is ready and our last stop has finished',
      check: (step) =>
        actorsStarted(step.effects, 'startSdk').length === 0 ||
        (step.snapshot.matches('sdk.instance.ready' as never) && step.snapshot.matches('teardown.idle' as never)),
    },
    {
      requirement: 'the SDK starts the call the page asked for last, once per attempt',
      check: (step) => {
        const started = actorsStarted(step.effects, 'startSdk');
        if (!entered(step, 'call.sdkStart.ours')) return started.length === 0;
        return started.length === 1 && same(started[0]?.input, lastRequest(step));
      },
    },
    {
      requirement: 'after Stop the page no longer shows it is starting',
      check: (step) => step.event.type !== 'session.stop' || !starting(step),
    },
    {
      requirement: 'a finished stop, or a failed one, lets the next start go ahead',
      check: (step) =>
        !['xstate.done.actor.stopSdk', 'xstate.error.actor.stopSdk'].includes(step.event.type) ||
        step.snapshot.matches('teardown.idle' as never),
    },
    {
      requirement: "a start the SDK gave up on, or that failed, ends the attempt with one error ('reported once')",
      check: (step) => {
        const failedStart =
          (step.event.type === 'xstate.done.actor.startSdk' &&
            payload<{ output: unknown }>(step.event).output === null) ||
          step.event.type === 'xstate.error.actor.startSdk';
        if (!failedStart || !wasIn(step, 'call.sdkStart.ours')) return true;
        return now(step, 'idle') && fatalErrorsThisAttempt(step) === 1;
      },
    },
    {
      requirement: 'a refused or missing microphone during a start or a call is reported as one error',
      check: (step) =>
        step.event.type !== 'sdk.cameraError' ||
        !(was(step, 'inCall') || wasIn(step, 'call.sdkStart.ours')) ||
        fatalErrorsThisAttempt(step) === 1,
    },
    {
      requirement: "the start's progress is passed on as it comes",
      check: (step) =>
        step.event.type !== 'sdk.progress' ||
        !wasIn(step, 'call.sdkStart.ours') ||
        same(
          emitted(step).map((e) => e.input),
          [{ type: 'progress', ...payload<{ progress: object }>(step.event).progress }],
        ),
    },
    {
      requirement: 'Stop always asks the SDK to stop, whatever the call is doing',
      check: (step) =>
        step.event.type !== 'session.stop' ||
        !wasIn(step, 'teardown.idle') ||
        actorsStarted(step.effects, 'stopSdk').length === 1,
    },
    {
      requirement: 'a failed stop is logged',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.stopSdk' ||
        same(
          effectsNamed(step.effects, 'logStopFailure').map((e) => e.input),
          [{ error: payload<{ error: unknown }>(step.event).error }],
        ),
    },
    {
      requirement: 'one failure is reported as one error, however many events the SDK sends',
      check: (step) => fatalErrorsThisAttempt(step) <= 1,
    },
    {
      requirement: "a start while the SDK cannot load reports a transport-load failure in the import's own words",
      check: (step) =>
        step.event.type !== 'sdk.loadFailed' ||
        !wasIn(step, 'call.opening') ||
        (now(step, 'idle') &&
          same(
            emitted(step).map((e) => (e.input as { error?: { kind: string; message: string } }).error),
            [
              {
                kind: 'transport-load',
                message: 'Failed to fetch dynamically imported module',
                fatal: true,
                raw: 'Failed to fetch dynamically imported module',
              },
            ],
          )),
    },
    {
      requirement:
        'a stop wins over a start: the page is back to idle at once, and a call object made later is stopped',
      check: (step) => {
        if (step.event.type === 'session.stop' && (was(step, 'opening') || was(step, 'inCall')))
          return now(step, 'idle');
        if (step.event.type === 'session.stop' && wasIn(step, 'call.sdkStart.ours'))
          return now(step, 'sdkStart.abandoned');
        const late =
          (step.event.type === 'sdk.progress' &&
            wasIn(step, 'call.sdkStart.abandoned.beforeCallObject') &&
            same(payload<{ progress: unknown }>(step.event).progress, {
              stage: 'daily-call-object-creation',
              status: 'completed',
            })) ||
          (step.event.type === 'xstate.done.actor.startSdk' &&
            was(step, 'sdkStart.abandoned') &&
            payload<{ output: unknown }>(step.event).output !== null);
        return effectsNamed(step.effects, 'stopLateCall').length === (late ? 1 : 0);
      },
    },
    {
      requirement: 'the SDK joining hands the page the call (id and room) and applies a mute chosen while connecting',
      check: (step) => {
        if (!(step.event.type === 'xstate.done.actor.startSdk' && wasIn(step, 'call.sdkStart.ours'))) return true;
        const output = payload<{ output: { id?: string; webCallUrl?: string } | null }>(step.event).output;
        if (output === null) return now(step, 'idle');
        const connected = emitted(step).find((e) => e.name === 'connected')?.input;
        return (
          inCall(step) &&
          same(connected, {
            type: 'connected',
            callId: output.id ?? 'unknown',
            ...(output.webCallUrl ? { webCallUrl: output.webCallUrl } : {}),
          }) &&
          same(
            effectsNamed(step.effects, 'setSdkMuted').map((e) => e.input),
            [{ muted: chosenMute(step) }],
          ) &&
          effectsNamed(step.effects, 'logHeldErrors').length === 1
        );
      },
    },
    {
      requirement: 'call-start means the assistant is ready; speech, volume and messages are passed on as they come',
      check: (step) => {
        if (!was(step, 'inCall') && !wasIn(step, 'call.sdkStart.ours')) return true;
        const data = payload<Record<string, unknown>>(step.event);
        const expected: Record<string, unknown[]> = {
          'sdk.callStart': [{ type: 'assistant-ready' }],
          'sdk.speech': [{ type: 'assistant-speech', speaking: data.speaking }],
          'sdk.volume': [{ type: 'volume', level: data.level }],
          // Every message is passed on as the SDK gave it; the captions are read from its transcripts downstream.
          'sdk.message': [{ type: 'message', message: data.message }],
        };
        const want = expected[step.event.type];
        if (!want) return true;
        if (!was(step, 'inCall') && (step.event.type === 'sdk.speech' || step.event.type === 'sdk.volume')) return true;
        return same(
          emitted(step).map((e) => e.input),
          want,
        );
      },
    },
    {
      requirement:
        "call-end is the end in every case: 'ended' with the reason the provider gave, or 'call-ended', and no longer starting",
      check: (step) =>
        step.event.type !== 'sdk.callEnd' ||
        !(was(step, 'inCall') || wasIn(step, 'call.sdkStart.ours')) ||
        (!starting(step) &&
          same(
            emitted(step).map((e) => e.input),
            [{ type: 'ended', reason: step.previous?.context.endedReason ?? 'call-ended' }],
          )),
    },
    {
      requirement:
        "a remote end (ejected) ends the call as 'ended-by-remote'; a blocked autoplay is a problem the call survives",
      check: (step) => {
        if (step.event.type !== 'sdk.error' || !was(step, 'inCall')) return true;
        const { payload: error } = payload<{ payload: { type: string } }>(step.event);
        if (error.type === 'daily-error') return now(step, 'idle') && same(emittedTypes(step), ['ended']);
        if (error.type === 'audio-start-failed') return inCall(step) && same(emittedTypes(step), ['error']);
        return inCall(step);
      },
    },
    {
      requirement: 'mute is remembered always and applied to the SDK only while a call is up',
      check: (step) =>
        step.event.type !== 'session.setMuted' ||
        (step.snapshot.context.muted === payload<{ muted: boolean }>(step.event).muted &&
          effectsNamed(step.effects, 'setSdkMuted').length === (was(step, 'inCall') ? 1 : 0)),
    },
    {
      requirement:
        'errors the SDK sends during a start are held until the start settles; a blocked autoplay is passed on at once',
      check: (step) => {
        if (step.event.type !== 'sdk.error' || !wasIn(step, 'call.sdkStart.ours')) return true;
        if (payload<{ payload: { type: string } }>(step.event).payload.type === 'audio-start-failed')
          return same(emittedTypes(step), ['error']);
        return (
          step.snapshot.context.burst.length === step.previous?.context.burst.length + 1 && emitted(step).length === 0
        );
      },
    },
  ],
  states: {
    'call.idle': [
      {
        requirement: 'an idle page holds nothing from the last call, so the next one starts clean',
        check: (s) =>
          !s.snapshot.hasTag('starting') &&
          same(s.snapshot.context.burst, []) &&
          s.snapshot.context.endedReason === null &&
          s.snapshot.context.reported === false,
      },
    ],
    'call.opening': [
      {
        requirement: 'the page shows it is starting while it waits for the SDK',
        check: (s) => s.snapshot.hasTag('starting'),
      },
    ],
    'call.sdkStart.abandoned.beforeCallObject.nextStartWaiting': [
      {
        requirement: 'the page shows it is starting while a new start waits for a stopped one',
        check: (s) => s.snapshot.hasTag('starting'),
      },
    ],
    'call.sdkStart.ours': [
      {
        requirement: 'the page shows it is starting while the SDK starts',
        check: (s) => s.snapshot.hasTag('starting'),
      },
    ],
    'call.inCall': [
      { requirement: 'a joined call no longer shows starting', check: (s) => !s.snapshot.hasTag('starting') },
    ],
  },
  timers: [
    {
      requirement: 'a new start waits at most 10 s for a stopped start to wind down, then starts',
      from: 'call.sdkStart.abandoned.beforeCallObject.nextStartWaiting',
      to: 'call.sdkStart.ours',
      ms: 10_000,
    },
    {
      requirement: 'a new start waits at most 10 s for a stopped start to wind down, then waits only for our stop',
      from: 'call.sdkStart.abandoned.beforeCallObject.nextStartWaiting',
      to: 'call.opening.afterTeardown',
      ms: 10_000,
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: vapiSessionMachine,
  spec,
  events: [
    { type: 'session.prepare' },
    { type: 'session.start', request },
    { type: 'session.stop' },
    // Unmuting covers the transitions without doubling every path by a `muted` flag; muting is proved in
    // tests/unit/vapi-session.machine.test.ts.
    { type: 'session.setMuted', muted: false },
    { type: 'sdk.loaded' },
    { type: 'sdk.loadFailed', error: 'Failed to fetch dynamically imported module' },
    { type: 'sdk.error', payload: joinFailed },
    { type: 'sdk.error', payload: autoplayBlocked },
    { type: 'sdk.error', payload: ejected },
    { type: 'sdk.startFailed', payload: { stage: 'unknown', error: 'Failed to fetch' } },
    { type: 'sdk.cameraError', payload: { error: { type: 'permissions', blockedBy: 'user' } } },
    { type: 'sdk.progress', progress: { stage: 'daily-call-object-creation', status: 'completed' } },
    { type: 'sdk.callStart' },
    { type: 'sdk.speech', speaking: true },
    { type: 'sdk.volume', level: 0.4 },
    // A transcript: a status-update would add an `endedReason` dimension to every later state.
    { type: 'sdk.message', message: transcript },
    { type: 'sdk.callEnd' },
    { type: 'xstate.done.actor.startSdk', output: { id: 'call-1', webCallUrl: 'https://example.daily.co/room' } },
    { type: 'xstate.done.actor.startSdk', output: null },
    { type: 'xstate.error.actor.startSdk', error: new Error('Assistant or Squad or Workflow must be provided.') },
    { type: 'xstate.done.actor.stopSdk' },
    { type: 'xstate.error.actor.stopSdk', error: new Error('destroy failed') },
  ],
  // A start that joins and talks and is ended by the assistant; a stop during the POST, then a new start; a stop
  // while joining, then a new start; a blocked autoplay during a start; a call the SDK gives no id.
  scenarios: [
    [
      { type: 'session.setMuted', muted: true },
      { type: 'session.start', request },
      { type: 'sdk.loaded' },
      { type: 'sdk.error', payload: joinFailed },
      { type: 'xstate.done.actor.startSdk', output: { id: 'call-1', webCallUrl: 'https://example.daily.co/room' } },
      { type: 'sdk.callStart' },
      { type: 'sdk.speech', speaking: true },
      { type: 'sdk.volume', level: 0.4 },
      { type: 'sdk.message', message: transcript },
      { type: 'session.setMuted', muted: false },
      { type: 'sdk.error', payload: autoplayBlocked },
      { type: 'sdk.message', message: assistantEnded },
      { type: 'sdk.callEnd' },
    ],
    [
      { type: 'session.start', request },
      { type: 'sdk.loaded' },
      { type: 'session.stop' },
      { type: 'xstate.done.actor.stopSdk' },
      { type: 'sdk.progress', progress: webCallCreated },
      { type: 'sdk.progress', progress: callObjectStarted },
      { type: 'session.start', request: nextRequest },
      { type: 'sdk.progress', progress: callObjectCreated },
      { type: 'xstate.done.actor.startSdk', output: { id: 'call-1', webCallUrl: 'https://example.daily.co/room' } },
    ],
    [
      { type: 'session.start', request },
      { type: 'sdk.loaded' },
      { type: 'sdk.progress', progress: callObjectStarted },
      { type: 'sdk.progress', progress: callObjectCreated },
      { type: 'session.stop' },
      { type: 'xstate.done.actor.stopSdk' },
      { type: 'session.start', request: nextRequest },
      { type: 'sdk.error', payload: autoplayBlocked },
      { type: 'xstate.done.actor.startSdk', output: {} },
    ],
  ],
  // One held error proves a start holds them; a second would only multiply the paths.
  filterEvents: (snapshot, event) => !(event.type === 'sdk.error' && snapshot.context.burst.length > 0),
};
