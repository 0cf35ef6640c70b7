import { voiceCallMachine, type VoiceFailure } from '../../machines/voice-call/voice-call.machine';
import type { MachinePathPlan } from '../support/machine-paths';

const joinFailed: VoiceFailure = { kind: 'transport-load', message: 'Failed to load call object bundle' };
const autoplayBlocked: VoiceFailure = { kind: 'autoplay', message: 'play() failed because the user did not interact' };

export const plan: MachinePathPlan = {
  machine: voiceCallMachine,
  events: [
    { type: 'call.start', target: { assistantId: 'asst-1' } },
    { type: 'call.start', target: {} },
    { type: 'call.reconnect', webCall: { webCallUrl: 'https://example.daily.co/room', id: 'call-1' } },
    { type: 'call.reconnect', webCall: {} },
    { type: 'call.stop' },
    // Unmuting an unmuted call covers the transition without doubling every path by a `muted` flag;
    // muting itself is proved in tests/unit/voice-call.machine.test.ts.
    { type: 'call.setMuted', muted: false },
    { type: 'voice.joined', callId: 'call-1', webCallUrl: 'https://example.daily.co/room' },
    { type: 'voice.callStarted', at: 1_000 },
    { type: 'voice.speechStarted' },
    { type: 'voice.speechEnded' },
    { type: 'voice.caption', caption: { role: 'assistant', text: 'Hello there', final: true } },
    { type: 'voice.problem', problem: autoplayBlocked },
    { type: 'voice.failed', failure: joinFailed },
    { type: 'voice.ended', reason: 'assistant-ended-call' },
  ],
};
