import { voiceCallMachine, type VoiceFailure } from '../../machines/voice-call/voice-call.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  foldHistory,
  payload,
  same,
  sentTo,
  wasIn,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

const joinFailed: VoiceFailure = { kind: 'transport-load', message: 'Failed to load call object bundle' };
const autoplayBlocked: VoiceFailure = { kind: 'autoplay', message: 'play() failed because the user did not interact' };

// The voice call's lifecycle and the personalised page's flags, the provider's refusals word for word (docs/voice.md);
// a call that does not connect within 15 s ends with a timeout, and End wins over a start.
const missingTarget = 'Assistant or Squad or Workflow must be provided.';
const missingUrl = 'webCallUrl is required for reconnection.';
const inProgress = 'Cannot reconnect while a call is already in progress. Call stop() first.';

/** A target names something when one of its ids is more than spaces. */
const named = (target: object) => Object.values(target).some((id) => typeof id === 'string' && id.trim() !== '');

const context = (step: SpecStep) => step.snapshot.context as Record<string, unknown>;
const started = (step: SpecStep) => effectsNamed(step.effects, 'runCall').filter((effect) => effect.kind === 'actor');

export const spec: MachineSpec = {
  flow: 'voice call',
  always: [
    {
      // docs/errors.md: the team hears of every voice-client error, the call's end or not.
      requirement: 'a voice-client error, fatal or not, is reported once with the failure; nothing else is',
      check: (step) => {
        const reports = effectsNamed(step.effects, 'reportFailure').map((effect) => effect.input);
        if (step.event.type === 'voice.failed') {
          return same(reports, [{ error: payload<{ failure: VoiceFailure }>(step.event).failure }]);
        }
        if (step.event.type === 'voice.problem') {
          return same(reports, [{ error: payload<{ problem: VoiceFailure }>(step.event).problem }]);
        }
        return reports.length === 0;
      },
    },
    {
      requirement: `a start without an assistant, squad or workflow ends at once with '${missingTarget}'`,
      check: (step) =>
        step.event.type !== 'call.start' ||
        !wasIn(step, 'notStarted') ||
        !named(payload<{ target: object }>(step.event).target) ===
          (step.snapshot.matches('ended') && same(context(step).error, { kind: 'validation', message: missingTarget })),
    },
    {
      requirement: `a reconnect without webCallUrl ends at once with '${missingUrl}'`,
      check: (step) =>
        step.event.type !== 'call.reconnect' ||
        !wasIn(step, 'notStarted') ||
        !payload<{ webCall: { webCallUrl?: string } }>(step.event).webCall.webCallUrl?.trim() ===
          (step.snapshot.matches('ended') && same(context(step).error, { kind: 'validation', message: missingUrl })),
    },
    {
      requirement: `a reconnect while a call is in progress is refused with '${inProgress}' and the call goes on`,
      check: (step) =>
        step.event.type !== 'call.reconnect' ||
        !wasIn(step, 'inCall') ||
        (same(
          step.effects.filter((effect) => effect.kind === 'emitted').map((effect) => effect.input),
          [{ type: 'call.refused', message: inProgress }],
        ) &&
          same(step.snapshot.value, step.previous?.value)),
    },
    {
      requirement: 'a reconnect keeps the call id and room it rejoins',
      check: (step) => {
        if (step.event.type !== 'call.reconnect' || !wasIn(step, 'notStarted') || !step.snapshot.matches('inCall'))
          return true;
        const { webCall } = payload<{ webCall: { webCallUrl?: string; id?: string } }>(step.event);
        return (
          context(step).webCallUrl === (webCall.webCallUrl ?? null) && context(step).callId === (webCall.id ?? null)
        );
      },
    },
    {
      requirement: 'the call connects with what started it (its maximum length and microphone too), once',
      check: (step) => {
        if (!entered(step, 'inCall')) return started(step).length === 0;
        const request =
          step.event.type === 'call.start'
            ? { kind: 'start', target: payload<{ target: unknown }>(step.event).target }
            : { kind: 'reconnect', webCall: payload<{ webCall: unknown }>(step.event).webCall };
        return started(step).length === 1 && same(started(step)[0]?.input, request);
      },
    },
    {
      requirement: 'connected is set on the call-start event and cleared when the call ends',
      check: (step) =>
        context(step).connected ===
        (!step.snapshot.matches('ended') && step.events.some((event) => event.type === 'voice.callStarted')),
    },
    {
      requirement: 'assistant speaking is set on speech start once connected, cleared on speech end or call end',
      check: (step) => {
        if (step.snapshot.matches('ended')) return context(step).assistantSpeaking === false;
        if (step.event.type === 'voice.speechStarted')
          return context(step).assistantSpeaking === context(step).connected;
        if (step.event.type === 'voice.speechEnded') return context(step).assistantSpeaking === false;
        return context(step).assistantSpeaking === (step.previous?.context.assistantSpeaking ?? false);
      },
    },
    {
      requirement: 'End ends the call as ended by the customer',
      check: (step) =>
        step.event.type !== 'call.stop' ||
        !wasIn(step, 'inCall') ||
        (step.snapshot.matches('ended') && context(step).endedReason === 'customer-ended-call'),
    },
    {
      requirement: 'a failure ends the call with its reason; a problem is shown while the call goes on',
      check: (step) => {
        if (!wasIn(step, 'inCall')) return true;
        if (step.event.type === 'voice.failed')
          return (
            step.snapshot.matches('ended') &&
            same(context(step).error, payload<{ failure: unknown }>(step.event).failure)
          );
        if (step.event.type === 'voice.problem')
          return (
            step.snapshot.matches('inCall') &&
            same(context(step).notice, payload<{ problem: unknown }>(step.event).problem)
          );
        if (step.event.type === 'voice.ended')
          return (
            step.snapshot.matches('ended') &&
            context(step).endedReason === payload<{ reason: string }>(step.event).reason
          );
        return true;
      },
    },
    {
      requirement: 'the call shows the joined call id and room and the time it connected',
      check: (step) => {
        if (!wasIn(step, 'inCall.starting', 'inCall.started')) return true;
        const data = payload<Record<string, unknown>>(step.event);
        if (step.event.type === 'voice.joined' && wasIn(step, 'inCall.starting'))
          return context(step).callId === data.callId && context(step).webCallUrl === (data.webCallUrl ?? null);
        if (step.event.type === 'voice.callStarted') return context(step).connectedAt === data.at;
        return true;
      },
    },
    {
      // docs/voice.md: the captions are the final lines of both sides as said; a partial line shows only until its
      // side's final line, and nothing is captioned before the call has joined.
      requirement:
        'once joined, the captions hold every final line of both sides in the order said, and the line being said until its final line',
      check: (step) => {
        type Line = { role: string; text: string };
        const expected = foldHistory(
          step,
          { lines: [] as Line[], partial: null as Line | null },
          (model, event, before) => {
            if (event.type !== 'voice.caption' || !before?.matches({ inCall: 'started' })) return model;
            const { role, text, final } = payload<{ caption: Line & { final: boolean } }>(event).caption;
            if (!final) return { ...model, partial: { role, text } };
            return {
              lines: [...model.lines, { role, text }],
              partial: model.partial?.role === role ? null : model.partial,
            };
          },
        );
        return same(context(step).captions, expected.lines) && same(context(step).partialCaption, expected.partial);
      },
    },
    {
      requirement: 'mute is remembered and passed on to the running call',
      check: (step) =>
        step.event.type !== 'call.setMuted' ||
        !wasIn(step, 'inCall') ||
        (context(step).muted === payload<{ muted: boolean }>(step.event).muted &&
          same(sentTo(step.effects, 'runCall'), [
            { type: 'call.setMuted', muted: payload<{ muted: boolean }>(step.event).muted },
          ])),
    },
  ],
  states: {
    notStarted: [
      { requirement: 'a new call is not connecting', check: (s) => !s.snapshot.hasTag('connecting') },
      // docs/voice.md: Mute is offered throughout the call, so its button must start as Mute, not Unmute.
      { requirement: 'a new call starts unmuted', check: (s) => context(s).muted === false },
    ],
    'inCall.starting': [
      {
        requirement: 'the status shows Connecting while the call starts',
        check: (s) => s.snapshot.hasTag('connecting'),
      },
    ],
    'inCall.started': [
      { requirement: 'a joined call no longer shows Connecting', check: (s) => !s.snapshot.hasTag('connecting') },
    ],
    ended: [
      {
        requirement: 'an ended call returns its error, how it ended and its id',
        check: (step) =>
          step.snapshot.status === 'done' &&
          same(step.snapshot.output, {
            error: context(step).error,
            endedReason: context(step).endedReason,
            callId: context(step).callId,
          }),
      },
    ],
  },
  timers: [
    {
      requirement: 'a call that has not connected within 15 s ends with a timeout',
      from: 'inCall',
      to: 'ended',
      ms: 15_000,
      then: (step) =>
        same(context(step).error, { kind: 'timeout', message: 'The call did not connect within 15 seconds.' }),
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: voiceCallMachine,
  spec,
  events: [
    { type: 'call.start', target: { assistantId: 'asst-1' } },
    // A page's maximum call length and the visitor's microphone travel with the call.
    { type: 'call.start', target: { assistantId: 'asst-1', maxDurationSeconds: 120, audioInputId: 'mic-headset' } },
    { type: 'call.start', target: {} },
    { type: 'call.start', target: { squadId: '  ' } },
    { type: 'call.start', target: { workflowId: '  ' } },
    { type: 'call.reconnect', webCall: { webCallUrl: 'https://example.daily.co/room', id: 'call-1' } },
    { type: 'call.reconnect', webCall: {} },
    { type: 'call.reconnect', webCall: { webCallUrl: ' ' } },
    { type: 'call.stop' },
    // Unmuting an unmuted call covers the transition without doubling every path by a `muted` flag;
    // muting itself is proved in tests/unit/voice-call.machine.test.ts.
    { type: 'call.setMuted', muted: false },
    { type: 'voice.joined', callId: 'call-1', webCallUrl: 'https://example.daily.co/room' },
    { type: 'voice.callStarted', at: 1_000 },
    { type: 'voice.speechStarted' },
    { type: 'voice.speechEnded' },
    { type: 'voice.caption', caption: { role: 'assistant', text: 'Hello there', final: true } },
    { type: 'voice.caption', caption: { role: 'user', text: 'Hello', final: false } },
    { type: 'voice.caption', caption: { role: 'user', text: 'Hello, I run a clinic', final: true } },
    { type: 'voice.problem', problem: autoplayBlocked },
    { type: 'voice.failed', failure: joinFailed },
    { type: 'voice.ended', reason: 'assistant-ended-call' },
  ],
  // Each final line grows the captions: the first line covers every transition without walking ever longer ones.
  filterEvents: (snapshot, event) =>
    event.type !== 'voice.caption' || (snapshot.context as { captions: unknown[] }).captions.length === 0,
  // A call that joins, connects, talks and ends; one stopped while starting; one captioned before it connects; a
  // reconnect refused mid-call.
  scenarios: [
    [
      { type: 'call.start', target: { assistantId: 'asst-1' } },
      { type: 'voice.joined', callId: 'call-1', webCallUrl: 'https://example.daily.co/room' },
      { type: 'voice.callStarted', at: 1_000 },
      { type: 'voice.speechStarted' },
      { type: 'voice.caption', caption: { role: 'assistant', text: 'Hello there', final: true } },
      { type: 'voice.speechEnded' },
      // The visitor's line while said, then as said: the partial gives way to the final line.
      { type: 'voice.caption', caption: { role: 'user', text: 'Hello', final: false } },
      { type: 'voice.caption', caption: { role: 'user', text: 'Hello, I run a clinic', final: true } },
      { type: 'voice.problem', problem: autoplayBlocked },
      { type: 'call.setMuted', muted: true },
      { type: 'call.reconnect', webCall: { webCallUrl: 'https://example.daily.co/room', id: 'call-1' } },
      { type: 'voice.ended', reason: 'assistant-ended-call' },
    ],
    [{ type: 'call.start', target: { assistantId: 'asst-1' } }, { type: 'call.stop' }],
    // The provider can caption the call once it has joined, before the assistant says it is listening.
    [
      { type: 'call.start', target: { assistantId: 'asst-1' } },
      { type: 'voice.joined', callId: 'call-1' },
      { type: 'voice.caption', caption: { role: 'user', text: 'Hello', final: false } },
      { type: 'voice.callStarted', at: 1_000 },
    ],
    [
      { type: 'call.reconnect', webCall: { webCallUrl: 'https://example.daily.co/room' } },
      { type: 'voice.failed', failure: joinFailed },
    ],
  ],
};
