import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { voiceCallMachine, type CallRequest } from '../../machines/voice-call/voice-call.machine';
import {
  anonymousAssistant,
  assistantIdFor,
  greetingName,
  pageErrorFor,
  stageTimes,
  voicePageMachine,
  type PersonalizedAssistant,
} from '../../machines/voice-page/voice-page.machine';
import { offersMicrophoneChoice } from '../../machines/voice-page/microphones';

/** The real call machine with a transport that only records how it was asked to connect. */
const recordingCall = (received: CallRequest[]) =>
  voiceCallMachine.provide({
    actors: {
      runCall: fromCallback<{ type: 'call.setMuted'; muted: boolean }, CallRequest>(({ input }) => {
        received.push(input);
      }),
    },
  });

function startPage(
  record: PersonalizedAssistant | null,
  prepared: string[] = [],
  { microphoneId = null, remembered = [] }: { microphoneId?: string | null; remembered?: string[] } = {},
) {
  const clock = new SimulatedClock();
  const received: CallRequest[] = [];
  const actor = createActor(
    voicePageMachine.provide({
      actors: { lookupAssistant: fromPromise(async () => record), voiceCall: recordingCall(received) },
      actions: {
        prepareVoice: () => void prepared.push('prepared'),
        rememberMicrophone: (_, { id }: { id: string }) => void remembered.push(id),
      },
    }),
    { clock, input: { slug: 'acme-dental', defaultAssistantId: 'asst-default', microphoneId } },
  ).start();
  return { actor, clock, received };
}

/** Clicks Start and lets the animation run to the call's start. */
async function startCall({ actor, clock }: Pick<ReturnType<typeof startPage>, 'actor' | 'clock'>) {
  actor.send({ type: 'conversation.start' });
  clock.increment(stageTimes.igniting);
  clock.increment(stageTimes.revealing - stageTimes.igniting);
  clock.increment(stageTimes.complete - stageTimes.revealing);
}

const greeted = () => new Promise((resolve) => setTimeout(resolve, 0));

const twoMicrophones = [
  { id: 'mic-desk', label: 'Desk microphone' },
  { id: 'mic-headset', label: 'Headset' },
];

const stageAt = (actor: ReturnType<typeof startPage>['actor']) => JSON.stringify(actor.getSnapshot().value);

const dana: PersonalizedAssistant = { slug: 'acme-dental', name: 'Dana', assistantId: null, maxCallSeconds: 300 };

describe('the personalised page', () => {
  it('greets the record by name and keeps its assistant id', async () => {
    const { actor } = startPage({ slug: 'acme-dental', name: 'Dana', assistantId: 'asst-dana', maxCallSeconds: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('welcome');
    expect(actor.getSnapshot().context).toMatchObject({ name: 'Dana', assistantId: 'asst-dana', maxCallSeconds: null });
  });

  it('falls back to User and the default assistant when the record lacks them', () => {
    expect(greetingName(anonymousAssistant)).toBe('User');
    expect(greetingName({ slug: 'x', name: '   ', assistantId: null, maxCallSeconds: null })).toBe('User');
    expect(assistantIdFor({ slug: 'x', name: 'Dana', assistantId: '', maxCallSeconds: null }, 'asst-default')).toBe(
      'asst-default',
    );
  });

  it('looks the record up by the slug without the spaces around it; a bare /ai-phone-caller by none', () => {
    const lookedUp = (slug: string | null) => {
      const asked: Array<{ slug: string | null }> = [];
      createActor(
        voicePageMachine.provide({
          actors: {
            lookupAssistant: fromPromise<PersonalizedAssistant | null, { slug: string | null }>(async ({ input }) => {
              asked.push(input);
              return null;
            }),
          },
        }),
        { input: { slug, defaultAssistantId: 'asst-default' } },
      ).start();
      return asked;
    };
    expect(lookedUp('  acme-dental ')).toEqual([{ slug: 'acme-dental' }]);
    expect(lookedUp('   ')).toEqual([{ slug: null }]);
    expect(lookedUp(null)).toEqual([{ slug: null }]);
  });

  it('greets User with the default assistant when there is no record at all', () => {
    expect(greetingName(null)).toBe('User');
    expect(assistantIdFor(null, 'asst-default')).toBe('asst-default');
  });

  it('offers a choice of microphone only when there are two or more', () => {
    expect(offersMicrophoneChoice([])).toBe(false);
    expect(offersMicrophoneChoice(twoMicrophones.slice(0, 1))).toBe(false);
    expect(offersMicrophoneChoice(twoMicrophones)).toBe(true);
  });

  it('a call that ended with no error and no reason given leaves no message', () => {
    expect(pageErrorFor({ error: null, endedReason: null, callId: null })).toBeNull();
    expect(pageErrorFor({ error: null, endedReason: 'assistant-ended-call', callId: 'call-1' })).toBe(
      'assistant-ended',
    );
  });

  it('shows not found when the lookup finds no record', async () => {
    const { actor } = startPage(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('runs the start stages at 1.2 s, 1.8 s and 3.5 s after the click, then starts the call once', async () => {
    const prepared: string[] = [];
    const { actor, clock, received } = startPage(
      { slug: 'acme-dental', name: 'Dana', assistantId: null, maxCallSeconds: null },
      prepared,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'conversation.start' });
    expect(prepared).toEqual(['prepared']);
    const seen: Array<[number, string]> = [];
    for (let ms = 1; ms <= 4000; ms += 1) {
      const before = stageAt(actor);
      clock.increment(1);
      if (stageAt(actor) !== before) seen.push([ms, stageAt(actor)]);
    }
    expect(seen).toEqual([
      [stageTimes.igniting, '{"conversation":"igniting"}'],
      [stageTimes.revealing, '{"conversation":"revealing"}'],
      [stageTimes.complete, '{"conversation":"complete"}'],
    ]);
    expect(received).toEqual([{ kind: 'start', target: { assistantId: 'asst-default' } }]);
  });

  it("starts the call with the page's maximum length as the provider's maxDurationSeconds", async () => {
    const page = startPage({ slug: 'acme-dental', name: 'Dana', assistantId: 'asst-dana', maxCallSeconds: 120 });
    await greeted();
    await startCall(page);
    expect(page.received).toEqual([{ kind: 'start', target: { assistantId: 'asst-dana', maxDurationSeconds: 120 } }]);
  });

  it('starts the call on the chosen microphone and remembers the choice', async () => {
    const remembered: string[] = [];
    const page = startPage(dana, [], { remembered });
    await greeted();
    page.actor.send({ type: 'microphones.listed', microphones: twoMicrophones });
    page.actor.send({ type: 'microphone.choose', id: 'mic-headset' });
    expect(remembered).toEqual(['mic-headset']);
    await startCall(page);
    expect(page.received).toEqual([
      { kind: 'start', target: { assistantId: 'asst-default', maxDurationSeconds: 300, audioInputId: 'mic-headset' } },
    ]);
  });

  it('uses a remembered microphone while the browser still has it, and the default one once it is gone', async () => {
    const kept = startPage(dana, [], { microphoneId: 'mic-desk' });
    await greeted();
    kept.actor.send({ type: 'microphones.listed', microphones: twoMicrophones });
    await startCall(kept);
    expect(kept.received[0]).toMatchObject({ target: { audioInputId: 'mic-desk' } });

    const unplugged = startPage(dana, [], { microphoneId: 'mic-usb' });
    await greeted();
    unplugged.actor.send({ type: 'microphones.listed', microphones: twoMicrophones });
    await startCall(unplugged);
    expect(unplugged.received[0]?.kind === 'start' && unplugged.received[0].target).not.toHaveProperty('audioInputId');
  });

  it('End during the animation returns to the welcome view and never starts the call', async () => {
    const { actor, clock, received } = startPage({
      slug: 'acme-dental',
      name: 'Dana',
      assistantId: null,
      maxCallSeconds: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'conversation.start' });
    clock.increment(1500);
    actor.send({ type: 'conversation.end' });
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('welcome');
    expect(received).toEqual([]);
  });
});
