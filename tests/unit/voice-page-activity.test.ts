import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EndedBy } from '../../machines/voice-activity/voice-activity.machine';
import type { VoiceCallOutput, voiceCallMachine } from '../../machines/voice-call/voice-call.machine';
import { voicePageMachine, type PersonalizedAssistant } from '../../machines/voice-page/voice-page.machine';

const dana: PersonalizedAssistant = { slug: 'acme-dental', name: 'Dana', assistantId: null, maxCallSeconds: null };

/** A page whose call ends at once with `output` (or never, for null), recording what the page reports. */
function startPage(output: VoiceCallOutput | null | Error) {
  const recorded: string[] = [];
  const actor = createActor(
    voicePageMachine.provide({
      actors: {
        lookupAssistant: fromPromise<PersonalizedAssistant | null, { slug: string | null }>(async () => dana),
        // A stand-in call that finishes with the chosen output: the page only reads a call's done output or error.
        voiceCall: fromPromise<VoiceCallOutput>(
          () =>
            new Promise((resolve, reject) => {
              if (output instanceof Error) reject(output);
              else if (output) resolve(output);
            }),
        ) as unknown as typeof voiceCallMachine,
      },
      actions: {
        recordOpened: () => void recorded.push('opened'),
        recordStarted: () => void recorded.push('started'),
        recordEnded: (_, { endedBy }: { endedBy: EndedBy }) => void recorded.push(`ended by ${endedBy}`),
      },
    }),
    { input: { slug: 'acme-dental', defaultAssistantId: 'asst-default' } },
  ).start();
  return { actor, recorded };
}

const hungUp: VoiceCallOutput = { error: null, endedReason: 'assistant-ended-call', callId: 'call-1' };

describe('what the voice page records and shows when a call ends', () => {
  it('records the opening, the start and an end by the visitor who pressed End', async () => {
    const { actor, recorded } = startPage(null);
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    actor.send({ type: 'conversation.start' });
    actor.send({ type: 'conversation.end' });
    expect(recorded).toEqual(['opened', 'started', 'ended by visitor']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a call the assistant hung up returns to the welcome view saying so, recorded as ended by the assistant', async () => {
    const { actor, recorded } = startPage(hungUp);
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    actor.send({ type: 'conversation.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    expect(actor.getSnapshot().context.error).toBe('assistant-ended');
    expect(recorded).toEqual(['opened', 'started', 'ended by assistant']);
    actor.send({ type: 'conversation.start' });
    expect(actor.getSnapshot().matches('conversation')).toBe(true);
  });

  it('a call the provider dropped reads as ended by the assistant too', async () => {
    const { actor, recorded } = startPage({
      error: { kind: 'ended-by-remote', message: 'Meeting has ended' },
      endedReason: 'ended-by-remote',
      callId: 'call-1',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    actor.send({ type: 'conversation.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    expect(actor.getSnapshot().context.error).toBe('assistant-ended');
    expect(recorded.at(-1)).toBe('ended by assistant');
  });

  it('a call that failed is recorded as ended by an error', async () => {
    const { actor, recorded } = startPage({
      error: { kind: 'network', message: 'Failed to fetch' },
      endedReason: null,
      callId: null,
    });
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    actor.send({ type: 'conversation.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    expect(actor.getSnapshot().context.error).toBe('voice');
    expect(recorded.at(-1)).toBe('ended by error');
  });
});
