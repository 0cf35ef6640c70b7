import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import {
  conversationSeconds,
  voiceActivityMachine,
  type HeartbeatInput,
  type VoiceActivity,
} from '../../machines/voice-activity/voice-activity.machine';

function startRecorder(failFirst = false) {
  const written: VoiceActivity[] = [];
  const failures: unknown[] = [];
  let calls = 0;
  const actor = createActor(
    voiceActivityMachine.provide({
      actors: {
        writeActivity: fromPromise<void, { slug: string; activity: VoiceActivity }>(async ({ input }) => {
          calls += 1;
          if (failFirst && calls === 1) throw new Error('Too many voice events for this page');
          written.push(input.activity);
        }),
      },
      actions: { reportFailure: (_, { error }) => void failures.push(error) },
    }),
    { input: { slug: 'acme-dental' } },
  ).start();
  const settled = () =>
    waitFor(actor, (snapshot) => snapshot.matches({ writes: 'idle' }) && snapshot.context.queue.length === 0);
  return { actor, written, failures, settled };
}

describe('the voice activity recorder', () => {
  it('writes an opening, a start and an end with its length, in the order they happened', async () => {
    const { actor, written, settled } = startRecorder();
    actor.send({ type: 'page.opened' });
    actor.send({ type: 'conversation.started', at: 10_000, callId: 'call-1' });
    actor.send({ type: 'conversation.ended', at: 202_400, endedBy: 'visitor' });
    await settled();
    expect(written).toEqual([
      { kind: 'opened' },
      { kind: 'started', callId: 'call-1' },
      { kind: 'ended', durationS: 192, endedBy: 'visitor', callId: 'call-1' },
    ]);
  });

  it('logs a refused write and still writes the next one', async () => {
    const { actor, written, failures, settled } = startRecorder(true);
    actor.send({ type: 'page.opened' });
    actor.send({ type: 'conversation.started', at: 0, callId: 'call-1' });
    await settled();
    expect(failures).toHaveLength(1);
    expect(written).toEqual([{ kind: 'started', callId: 'call-1' }]);
  });

  it('never holds the sender up: events are accepted while a write is pending', () => {
    const pending = vi.fn(() => new Promise<void>(() => {}));
    const actor = createActor(voiceActivityMachine.provide({ actors: { writeActivity: fromPromise(pending) } }), {
      input: { slug: 'acme-dental' },
    }).start();
    actor.send({ type: 'page.opened' });
    actor.send({ type: 'conversation.started', at: 0, callId: 'call-1' });
    expect(pending).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.queue).toHaveLength(2);
  });

  it('keeps a heartbeat going for exactly as long as a conversation, naming its call and start', () => {
    const beating: HeartbeatInput[] = [];
    const actor = createActor(
      voiceActivityMachine.provide({
        actors: {
          writeActivity: fromPromise(() => new Promise<void>(() => {})),
          heartbeat: fromCallback<EventObject, HeartbeatInput>(({ input }) => {
            beating.push(input);
            return () => void beating.splice(beating.indexOf(input), 1);
          }),
        },
        actions: { sendBeforeLeaving: () => {} },
      }),
      { input: { slug: 'acme-dental' } },
    ).start();
    actor.send({ type: 'page.opened' });
    expect(beating).toEqual([]);
    actor.send({ type: 'conversation.started', at: 4_000, callId: 'call-1' });
    expect(beating).toEqual([{ slug: 'acme-dental', callId: 'call-1', startedAt: 4_000 }]);
    actor.send({ type: 'conversation.ended', at: 9_000, endedBy: 'assistant' });
    expect(beating).toEqual([]);
    actor.send({ type: 'conversation.started', at: 20_000, callId: 'call-2' });
    expect(beating).toEqual([{ slug: 'acme-dental', callId: 'call-2', startedAt: 20_000 }]);
    actor.send({ type: 'conversation.left', at: 25_000 });
    expect(beating).toEqual([]);
  });

  it('keeps a conversation length within 0 to 7,200 s', () => {
    expect(conversationSeconds(5_000, 1_000)).toBe(0);
    expect(conversationSeconds(0, 3 * 60 * 60 * 1000)).toBe(7200);
    expect(conversationSeconds(0, 1_499)).toBe(1);
  });
});
