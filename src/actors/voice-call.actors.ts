import { fromCallback } from 'xstate';
import type { CallRequest, RunCallCommand, VoiceTransportEvent } from '../../machines/voice-call/voice-call.machine';
import type { VoiceEvent } from '../../machines/voice-call/voice-events';
import { captionFromMessage } from '../../machines/vapi-session/captions';
import type { VoiceClient } from '../voice/voice-client';

/**
 * A client event as the machine's event, or null for the ones it does not model (progress, volume, messages other
 * than transcripts). Every client speaks the provider's transcript messages, so captions are read here, once.
 */
export function toMachineEvent(event: VoiceEvent, now: () => number = Date.now): VoiceTransportEvent | null {
  switch (event.type) {
    case 'connected':
      return {
        type: 'voice.joined',
        callId: event.callId,
        ...(event.webCallUrl ? { webCallUrl: event.webCallUrl } : {}),
      };
    case 'assistant-ready':
      return { type: 'voice.callStarted', at: now() };
    case 'assistant-speech':
      return { type: event.speaking ? 'voice.speechStarted' : 'voice.speechEnded' };
    case 'message': {
      const caption = captionFromMessage(event.message);
      return caption ? { type: 'voice.caption', caption } : null;
    }
    case 'error': {
      const failure = { kind: event.error.kind, message: event.error.message };
      return event.error.fatal ? { type: 'voice.failed', failure } : { type: 'voice.problem', problem: failure };
    }
    case 'ended':
      return { type: 'voice.ended', reason: event.reason };
    default:
      return null;
  }
}

/**
 * Binds the voice-call machine's transport to a VoiceClient: the call runs exactly as long as the
 * machine is in a call, so the cleanup here is the one place a call is stopped.
 */
export const voiceCallActors = (client: VoiceClient) => ({
  runCall: fromCallback<RunCallCommand, CallRequest>(({ input, sendBack, receive }) => {
    const unsubscribe = client.subscribe((event) => {
      const machineEvent = toMachineEvent(event);
      if (machineEvent) sendBack(machineEvent);
    });
    receive((command) => client.setMuted(command.muted));
    client.setMuted(false);
    void (input.kind === 'start' ? client.start(input.target) : client.reconnect(input.webCall));
    return () => {
      unsubscribe();
      void client.stop();
    };
  }),
});
