import { voiceActivityMachine } from '../../machines/voice-activity/voice-activity.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, foldHistory, payload, same, type MachineSpec, type SpecStep } from '../support/machine-spec';

const slug = 'acme-dental';

// The voice page records, for its slug, page opened, conversation started and conversation ended
// (its length in seconds, 0–7,200, and who ended it). Recording never delays or breaks the page: a failed write is
// logged and ignored.
type Ended = { at: number; endedBy: string };

/** What the spec expects written, in order: its own account of the page's events. */
type Started = { at: number; callId: string };
type Model = { writes: unknown[]; startedAt: number | null; callId: string | null };

/** The spec's own account of the page's events: what is written, and which conversation is running. */
const model = (step: SpecStep) =>
  foldHistory(step, { writes: [], startedAt: null, callId: null } as Model, (model, event): Model => {
    if (event.type === 'page.opened') return { ...model, writes: [...model.writes, { kind: 'opened' }] };
    if (event.type === 'conversation.started') {
      const { at, callId } = payload<Started>(event);
      return { writes: [...model.writes, { kind: 'started', callId }], startedAt: at, callId };
    }
    // A conversation left is sent past the queue (see below); it ends the conversation all the same.
    if (event.type === 'conversation.left') return { ...model, startedAt: null, callId: null };
    if (event.type !== 'conversation.ended') return model;
    const { at, endedBy } = payload<Ended>(event);
    const seconds = Math.round((at - (model.startedAt ?? at)) / 1000);
    const durationS = Math.min(7200, Math.max(0, seconds));
    const ended = { kind: 'ended', endedBy, durationS, callId: model.callId };
    return { writes: [...model.writes, ended], startedAt: null, callId: null };
  });

const expectedWrites = (step: SpecStep) => model(step).writes;

const writesStarted = (step: SpecStep) =>
  effectsNamed(step.allEffects, 'writeActivity').filter((effect) => effect.kind === 'actor');
const writesSettled = (step: SpecStep) =>
  step.events.filter((event) => event.type.startsWith('xstate.') && event.type.endsWith('.writeActivity')).length;

export const spec: MachineSpec = {
  flow: 'voice activity',
  always: [
    {
      requirement:
        "each opening, start and end is written for the page's slug in the order it happened, an end with who ended it and its length in whole seconds up to 7,200",
      check: (step) => {
        const written = writesStarted(step).map((effect) => effect.input);
        const expected = expectedWrites(step).map((activity) => ({ slug, activity }));
        return same(written, expected.slice(0, written.length));
      },
    },
    {
      requirement: 'one write at a time, and the next starts as soon as the last settles, even when it failed',
      check: (step) => writesStarted(step).length === Math.min(expectedWrites(step).length, writesSettled(step) + 1),
    },
    {
      requirement:
        'leaving the page during a conversation sends its end at once, by the visitor, timed to the moment; leaving outside one sends nothing',
      check: (step) => {
        if (step.event.type !== 'conversation.left') return true;
        const sent = effectsNamed(step.effects, 'sendBeforeLeaving').map((effect) => effect.input);
        const { startedAt, callId } = model({ ...step, history: step.history.slice(0, -1) });
        if (startedAt === null) return sent.length === 0;
        const durationS = Math.min(7200, Math.round((payload<{ at: number }>(step.event).at - startedAt) / 1000));
        return same(sent, [{ slug, activity: { kind: 'ended', endedBy: 'visitor', durationS, callId } }]);
      },
    },
    {
      requirement:
        "while a conversation runs (from its start to its end or the page leaving) a heartbeat names the page's slug, the call and its start; otherwise none runs",
      check: (step) => {
        const { startedAt, callId } = model(step);
        const running = step.snapshot.children['heartbeat'];
        if (startedAt === null) return running === undefined;
        // A new heartbeat starts with each conversation and with nothing else.
        const startedNow = effectsNamed(step.effects, 'heartbeat').map((effect) => effect.input);
        const expected = { slug, callId, startedAt };
        return (
          running !== undefined &&
          same(startedNow, step.event.type === 'conversation.started' ? [expected] : []) &&
          effectsNamed(step.allEffects, 'heartbeat').some((effect) => same(effect.input, expected))
        );
      },
    },
    {
      requirement: 'a failed write is reported and dropped',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.writeActivity' ||
        same(
          effectsNamed(step.effects, 'reportFailure').map((effect) => effect.input),
          [{ error: payload<{ error: unknown }>(step.event).error }],
        ),
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: voiceActivityMachine,
  input: { slug },
  spec,
  events: [
    { type: 'page.opened' },
    { type: 'conversation.started', at: 1_000, callId: 'call-1' },
    { type: 'conversation.ended', at: 193_000, endedBy: 'visitor' },
    { type: 'conversation.ended', at: 8_000_000, endedBy: 'assistant' },
    { type: 'conversation.left', at: 18_000 },
    { type: 'xstate.done.actor.writeActivity' },
    { type: 'xstate.error.actor.writeActivity', error: new Error('Failed to fetch') },
  ],
  // The queue grows with every event; one queued write is enough to walk every transition.
  filterEvents: (snapshot, event) => event.type.startsWith('xstate.') || snapshot.context.queue.length <= 1,
  // Whatever else is written between a start and its end, the end's length counts from the start.
  scenarios: [
    [
      { type: 'conversation.started', at: 1_000, callId: 'call-1' },
      { type: 'page.opened' },
      { type: 'conversation.ended', at: 193_000, endedBy: 'visitor' },
      { type: 'xstate.done.actor.writeActivity' },
      { type: 'xstate.done.actor.writeActivity' },
    ],
  ],
};
