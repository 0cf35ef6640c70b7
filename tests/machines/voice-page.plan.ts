import type { VoiceCallOutput } from '../../machines/voice-call/voice-call.machine';
import { voicePageMachine, type PersonalizedAssistant } from '../../machines/voice-page/voice-page.machine';
import type { MachinePathPlan } from '../support/machine-paths';

const dana: PersonalizedAssistant = { slug: 'acme-dental', name: 'Dana', assistantId: null, maxCallSeconds: null };
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

const events = [
  { type: 'xstate.done.actor.lookupAssistant', output: dana },
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
  { type: 'conversation.end' },
  { type: 'xstate.done.actor.voiceCall', output: hungUp },
  { type: 'xstate.done.actor.voiceCall', output: couldNotConnect },
  { type: 'xstate.done.actor.voiceCall', output: micDenied },
  { type: 'xstate.done.actor.voiceCall', output: droppedByProvider },
  { type: 'xstate.error.actor.voiceCall', error: new Error('runCall crashed') },
];

export const plan: MachinePathPlan = {
  machine: voicePageMachine,
  input: { slug: 'ACME-DENTAL', defaultAssistantId: 'asst-default' },
  events,
};
