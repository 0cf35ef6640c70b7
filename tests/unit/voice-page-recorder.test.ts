import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { voiceActivityMachine, type VoiceActivity } from '../../machines/voice-activity/voice-activity.machine';
import { voicePageMachine, type PersonalizedAssistant } from '../../machines/voice-page/voice-page.machine';
import { voicePageImplementations } from '../../src/actors/voice-page.actors';
import type { VoiceClient } from '../../src/voice/voice-client';
import type { CallTarget } from '../../machines/voice-call/voice-call.machine';
import { stageTimes } from '../../machines/voice-page/voice-page.machine';

/** What the page asked the client to start. */
const startedTargets: CallTarget[] = [];

/** A client whose calls never connect: these tests only open, start and end conversations. */
const silentClient: VoiceClient = {
  kind: 'offline',
  prepare: async () => {},
  start: async (target) => void startedTargets.push(target),
  reconnect: async () => {},
  stop: async () => {},
  setMuted: () => {},
  isMuted: () => false,
  subscribe: () => () => {},
  dispose: async () => {},
};

/** The page as the app binds it, with the lookup and the database write replaced by stand-ins. */
function openPage(slug: string | null, clock?: SimulatedClock) {
  const writes: { slug: string; activity: VoiceActivity }[] = [];
  const record: PersonalizedAssistant = { slug: slug ?? '', name: 'Dana', assistantId: null, maxCallSeconds: null };
  const actor = createActor(
    voicePageMachine.provide(voicePageImplementations(silentClient)).provide({
      actors: {
        lookupAssistant: fromPromise<PersonalizedAssistant | null, { slug: string | null }>(async () => record),
        voiceActivity: voiceActivityMachine.provide({
          actors: {
            writeActivity: fromPromise<void, { slug: string; activity: VoiceActivity }>(async ({ input }) => {
              writes.push(input);
            }),
          },
        }),
      },
    }),
    { input: { slug, defaultAssistantId: 'asst-default' }, ...(clock ? { clock } : {}) },
  ).start();
  return { actor, writes };
}

describe("the voice page's activity recorder", () => {
  it('records the opening, the start and the end of a conversation against the page', async () => {
    const { actor, writes } = openPage('acme-dental');
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    actor.send({ type: 'conversation.start' });
    actor.send({ type: 'conversation.end' });
    const recorder = actor.getSnapshot().children.voiceActivity;
    if (!recorder) throw new Error('the page has no recorder');
    await waitFor(recorder, (snapshot) => snapshot.matches({ writes: 'idle' }) && snapshot.context.queue.length === 0);
    expect(writes.map(({ slug, activity }) => `${slug} ${activity.kind}`)).toEqual([
      'acme-dental opened',
      'acme-dental started',
      'acme-dental ended',
    ]);
    expect(writes.at(-1)?.activity).toMatchObject({ endedBy: 'visitor' });
  });

  it("starts each call with the page's call id, the one its start was recorded under, new for each conversation", async () => {
    startedTargets.length = 0;
    const clock = new SimulatedClock();
    const { actor, writes } = openPage('acme-dental', clock);
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    for (let conversation = 0; conversation < 2; conversation++) {
      actor.send({ type: 'conversation.start' });
      clock.increment(stageTimes.igniting);
      clock.increment(stageTimes.revealing - stageTimes.igniting);
      clock.increment(stageTimes.complete - stageTimes.revealing);
      await new Promise((resolve) => setTimeout(resolve, 0));
      actor.send({ type: 'conversation.end' });
    }
    const recorder = actor.getSnapshot().children.voiceActivity;
    if (!recorder) throw new Error('the page has no recorder');
    await waitFor(recorder, (snapshot) => snapshot.matches({ writes: 'idle' }) && snapshot.context.queue.length === 0);
    const recorded = writes.flatMap(({ activity }) => (activity.kind === 'started' ? [activity.callId] : []));
    expect(startedTargets.map((target) => target.voiceCallId)).toEqual(recorded);
    expect(new Set(recorded).size).toBe(2);
  });

  it('stops recording when the page closes', async () => {
    const { actor } = openPage('acme-dental');
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    const recorder = actor.getSnapshot().children.voiceActivity;
    actor.stop();
    expect(recorder?.getSnapshot().status).toBe('stopped');
  });

  it('records nothing for the bare page, which has no row to record against, and starts its calls without an id', async () => {
    startedTargets.length = 0;
    const clock = new SimulatedClock();
    const { actor, writes } = openPage(null, clock);
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    actor.send({ type: 'conversation.start' });
    clock.increment(stageTimes.igniting);
    clock.increment(stageTimes.revealing - stageTimes.igniting);
    clock.increment(stageTimes.complete - stageTimes.revealing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'conversation.end' });
    await Promise.resolve();
    expect(writes).toEqual([]);
    expect(startedTargets).toHaveLength(1);
    expect(startedTargets[0]).not.toHaveProperty('voiceCallId');
  });
});
