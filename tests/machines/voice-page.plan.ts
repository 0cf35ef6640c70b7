import type { VoiceCallOutput } from '../../machines/voice-call/voice-call.machine';
import { voicePageMachine, type PersonalizedAssistant } from '../../machines/voice-page/voice-page.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  payload,
  same,
  sentTo,
  wasIn,
  type MachineSpec,
  type SpecStep,
  reportsFailuresOf,
} from '../support/machine-spec';

const dana: PersonalizedAssistant = { slug: 'acme-dental', name: 'Dana', assistantId: null, maxCallSeconds: 120 };
const unnamed: PersonalizedAssistant = {
  slug: 'acme-dental',
  name: '  ',
  assistantId: ' asst-dana ',
  maxCallSeconds: null,
};
const hungUp: VoiceCallOutput = { error: null, endedReason: 'assistant-ended-call', callId: 'call-1' };
const couldNotConnect: VoiceCallOutput = {
  error: { kind: 'transport-load', message: 'Failed to load call object bundle' },
  endedReason: null,
  callId: null,
};
const droppedByProvider: VoiceCallOutput = {
  error: { kind: 'ended-by-remote', message: 'Meeting has ended' },
  endedReason: 'ended-by-remote',
  callId: 'call-1',
};
const micDenied: VoiceCallOutput = {
  error: { kind: 'mic-permission', message: 'Permission denied' },
  endedReason: null,
  callId: null,
};
const micMissing: VoiceCallOutput = {
  error: { kind: 'mic-unavailable', message: 'Requested device not found' },
  endedReason: null,
  callId: null,
};

const defaultAssistantId = 'asst-default';
const booked = {
  id: 'm-1',
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: '2026-12-01T09:30:00.000Z',
  hostName: 'Ada',
  status: 'booked',
};

// The record's name greets the visitor (fallback 'User'), its assistant id starts the call (a
// built-in default if missing); no record → 'Personalized page not found.', a failed lookup → 'Unable to load
// personalized page.'; Start clears the error and runs entering, igniting 1.2 s, revealing 1.8 s and complete
// 3.5 s after the click, when the call starts; End returns to the welcome view. A denied or missing
// microphone gets its own message, every other failure 'Unable to connect. Please try again.' A call the
// assistant or the provider ended (hang-up, maximum duration) says 'The assistant ended the call.'; with more than
// one microphone the visitor's choice is used for the call (while the browser still lists it) and remembered; the
// page's maximum call length goes to the provider with the call; the page records opened, started and ended (who
// ended it: visitor, assistant, error).
const context = (step: SpecStep) => step.snapshot.context as Record<string, unknown>;
const record = (step: SpecStep) =>
  [...step.events].reverse().find((event) => event.type === 'xstate.done.actor.lookupAssistant') as
    { output: PersonalizedAssistant | null } | undefined;

const pageError = ({ error, endedReason }: VoiceCallOutput) => {
  if (!error) return endedReason === null ? null : 'assistant-ended';
  if (error.kind === 'ended-by-remote') return 'assistant-ended';
  return error.kind === 'mic-permission' || error.kind === 'mic-unavailable' ? error.kind : 'voice';
};
const endedBy = ({ error }: VoiceCallOutput) => (!error || error.kind === 'ended-by-remote' ? 'assistant' : 'error');

type Listed = { microphones: { id: string }[] };
/** The microphone the call should ask for: the last one chosen, while the last listing still has it. */
const microphoneFor = (step: SpecStep) => {
  const latest = <T>(type: string) => [...step.events].reverse().find((event) => event.type === type) as T | undefined;
  const chosen = latest<{ id: string }>('microphone.choose')?.id;
  const listed = latest<Listed>('microphones.listed')?.microphones ?? [];
  return listed.some((microphone) => microphone.id === chosen) ? { audioInputId: chosen } : {};
};
const maxDuration = (step: SpecStep) => {
  const seconds = record(step)?.output?.maxCallSeconds;
  return seconds ? { maxDurationSeconds: seconds } : {};
};

export const spec: MachineSpec = {
  flow: 'voice page',
  always: [
    reportsFailuresOf('lookupAssistant'),
    {
      requirement: 'the welcome view lists the microphones afresh each time it is shown, and none before',
      check: (step) =>
        effectsNamed(step.effects, 'watchMicrophones').filter((effect) => effect.kind === 'actor').length ===
          (entered(step, 'welcome') ? 1 : 0) &&
        (step.events.some((event) => event.type === 'microphones.listed') ||
          same(step.snapshot.context.microphones, [])),
    },
    {
      requirement: 'the page looks its record up by the slug in the address, once',
      check: (step) =>
        step.event.type !== 'xstate.init' ||
        same(
          effectsNamed(step.effects, 'lookupAssistant').map((effect) => effect.input),
          [{ slug: 'ACME-DENTAL' }],
        ),
    },
    {
      requirement: "the greeting uses the record's name (or 'User') and the call its assistant (or the default)",
      check: (step) => {
        const found = record(step)?.output;
        if (!found) return context(step).name === 'User' && context(step).assistantId === defaultAssistantId;
        return (
          context(step).name === (found.name?.trim() || 'User') &&
          context(step).assistantId === (found.assistantId?.trim() || defaultAssistantId)
        );
      },
    },
    {
      requirement:
        "no record shows 'Personalized page not found.', a failed lookup 'Unable to load personalized page.'",
      check: (step) =>
        (step.event.type !== 'xstate.error.actor.lookupAssistant' || step.snapshot.matches('lookupFailed')) &&
        (step.event.type !== 'xstate.done.actor.lookupAssistant' ||
          step.snapshot.matches(payload<{ output: unknown }>(step.event).output === null ? 'notFound' : 'welcome')),
    },
    {
      requirement: 'End stops the call and returns to the welcome view',
      check: (step) =>
        step.event.type !== 'conversation.end' || !wasIn(step, 'conversation') || step.snapshot.matches('welcome'),
    },
    {
      requirement:
        "after a call a denied or missing microphone gets its own message, a call the assistant or provider ended 'The assistant ended the call.', any other failure 'Unable to connect. Please try again.'",
      check: (step) => {
        if (step.event.type === 'xstate.done.actor.voiceCall')
          return (
            step.snapshot.matches('welcome') &&
            context(step).error === pageError(payload<{ output: VoiceCallOutput }>(step.event).output)
          );
        if (step.event.type === 'xstate.error.actor.voiceCall')
          return step.snapshot.matches('welcome') && context(step).error === 'voice';
        return true;
      },
    },
    {
      requirement: 'the chosen microphone is remembered for the next visit',
      check: (step) =>
        step.event.type !== 'microphone.choose' ||
        same(
          effectsNamed(step.effects, 'rememberMicrophone').map((effect) => effect.input),
          [{ id: payload<{ id: string }>(step.event).id }],
        ),
    },
    {
      // docs/voice.md: the captions show unless the visitor hid them; the switch is kept for the rest of the tab's visit.
      requirement: 'the captions switch shows or hides the captions and is remembered for the tab',
      check: (step) => {
        const last = step.events.filter((event) => event.type === 'captions.show').at(-1);
        const shown = last === undefined ? true : payload<{ shown: boolean }>(last).shown;
        const remembered = effectsNamed(step.effects, 'rememberCaptionsShown').map((effect) => effect.input);
        return (
          context(step).captionsShown === shown &&
          same(remembered, step.event.type === 'captions.show' ? [{ shown }] : [])
        );
      },
    },
    {
      requirement: 'the page records its opening, each start, and each end with who ended it',
      check: (step) => {
        const recorded = (name: string) => effectsNamed(step.effects, name).map((effect) => effect.input ?? null);
        switch (step.event.type) {
          case 'xstate.done.actor.lookupAssistant':
            return recorded('recordOpened').length === (payload<{ output: unknown }>(step.event).output ? 1 : 0);
          case 'conversation.start':
            return recorded('recordStarted').length === 1;
          case 'conversation.end':
            return !wasIn(step, 'conversation') || same(recorded('recordEnded'), [{ endedBy: 'visitor' }]);
          // Leaving the page in a conversation records its end in a way that outlives the page; elsewhere nothing.
          case 'page.leave':
            return (
              recorded('recordEnded').length === 0 &&
              recorded('recordLeft').length === (wasIn(step, 'conversation') ? 1 : 0) &&
              (!wasIn(step, 'conversation') || step.snapshot.matches('welcome'))
            );
          case 'xstate.done.actor.voiceCall':
            return same(recorded('recordEnded'), [
              { endedBy: endedBy(payload<{ output: VoiceCallOutput }>(step.event).output) },
            ]);
          case 'xstate.error.actor.voiceCall':
            return same(recorded('recordEnded'), [{ endedBy: 'error' }]);
          default:
            return recorded('recordEnded').length === 0;
        }
      },
    },
    {
      // docs/booking.md: the voice page shows the meeting the assistant booked in the conversation as it happens.
      requirement: 'the meeting the assistant booked shows once the page is told of it, and stays after the call',
      check: (step) => {
        const told = step.events.filter((event) => event.type === 'meeting.booked').at(-1);
        return same(context(step).meeting, told === undefined ? null : payload<{ meeting: unknown }>(told).meeting);
      },
    },
    {
      requirement: "each conversation watches for the meeting booked in its own call, by the call's id",
      check: (step) => {
        const watches = effectsNamed(step.effects, 'watchMeeting').map((effect) => effect.input);
        const started = step.event.type === 'conversation.start' && step.snapshot.matches('conversation');
        return same(watches, started ? [{ voiceCallId: context(step).voiceCallId }] : []);
      },
    },
  ],
  states: {
    loading: [
      { requirement: "the page shows 'Loading...' while the record loads", check: (s) => s.snapshot.hasTag('busy') },
    ],
    welcome: [
      { requirement: 'the welcome view shows once the record is loaded', check: (s) => !s.snapshot.hasTag('busy') },
    ],
    conversation: [
      {
        requirement: 'Start clears the error and gets the voice ready while the animation plays',
        check: (step) =>
          !entered(step, 'conversation') ||
          (context(step).error === null &&
            effectsNamed(step.effects, 'prepareVoice').length === 1 &&
            effectsNamed(step.effects, 'voiceCall').filter((e) => e.kind === 'actor').length === 1),
      },
    ],
  },
  timers: [
    {
      requirement: 'the animation ignites 1.2 s after the start click',
      from: 'conversation.entering',
      to: 'conversation.igniting',
      ms: 1200,
    },
    {
      requirement: 'the animation reveals 1.8 s after the start click',
      from: 'conversation.igniting',
      to: 'conversation.revealing',
      ms: 1800 - 1200,
    },
    {
      requirement:
        "the animation completes 3.5 s after the start click, and the call starts with the record's assistant id, the page's maximum call length and the chosen microphone",
      from: 'conversation.revealing',
      to: 'conversation.complete',
      ms: 3500 - 1800,
      then: (step) =>
        same(sentTo(step.effects, 'voiceCall'), [
          {
            type: 'call.start',
            target: {
              assistantId: record(step)?.output?.assistantId?.trim() || defaultAssistantId,
              ...maxDuration(step),
              ...microphoneFor(step),
            },
          },
        ]),
    },
  ],
};

const events = [
  { type: 'xstate.done.actor.lookupAssistant', output: dana },
  { type: 'xstate.done.actor.lookupAssistant', output: unnamed },
  { type: 'xstate.done.actor.lookupAssistant', output: null },
  { type: 'xstate.error.actor.lookupAssistant', error: new Error('Failed to fetch') },
  { type: 'conversation.start' },
  {
    type: 'microphones.listed',
    microphones: [
      { id: 'mic-desk', label: 'Desk microphone' },
      { id: 'mic-headset', label: 'Headset' },
    ],
  },
  { type: 'microphone.choose', id: 'mic-headset' },
  // Showing shown captions covers the switch without doubling every path by a `captionsShown` flag; hiding them is a
  // scenario of its own.
  { type: 'captions.show', shown: true },
  { type: 'conversation.end' },
  { type: 'page.leave' },
  { type: 'xstate.done.actor.voiceCall', output: hungUp },
  { type: 'xstate.done.actor.voiceCall', output: couldNotConnect },
  { type: 'xstate.done.actor.voiceCall', output: micDenied },
  { type: 'xstate.done.actor.voiceCall', output: droppedByProvider },
  { type: 'xstate.done.actor.voiceCall', output: micMissing },
  { type: 'xstate.error.actor.voiceCall', error: new Error('runCall crashed') },
  { type: 'meeting.booked', meeting: booked },
];

export const plan: MachinePathPlan = {
  machine: voicePageMachine,
  input: { slug: 'ACME-DENTAL', defaultAssistantId },
  spec,
  events,
  // Found, Start, the whole animation, the call ends, Start again, End.
  scenarios: [
    [
      { type: 'xstate.done.actor.lookupAssistant', output: dana },
      { type: 'conversation.start' },
      { type: 'xstate.after.untilIgniting.voicePage.conversation.entering' },
      { type: 'xstate.after.untilRevealing.voicePage.conversation.igniting' },
      { type: 'xstate.after.untilComplete.voicePage.conversation.revealing' },
      { type: 'meeting.booked', meeting: booked },
      { type: 'xstate.done.actor.voiceCall', output: micDenied },
      { type: 'conversation.start' },
      { type: 'conversation.end' },
    ],
    // Captions hidden during one call stay hidden for the next.
    [
      { type: 'xstate.done.actor.lookupAssistant', output: dana },
      { type: 'conversation.start' },
      { type: 'captions.show', shown: false },
      { type: 'conversation.end' },
      { type: 'conversation.start' },
    ],
  ],
};
