import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  callStatus,
  connectTimeoutMs,
  missingTargetMessage,
  missingWebCallUrlMessage,
  reconnectInProgressMessage,
  voiceCallMachine,
  type CallRequest,
  type RunCallCommand,
} from '../../machines/voice-call/voice-call.machine';
import { toMachineEvent } from '../../src/actors/voice-call.actors';

function startCall() {
  const clock = new SimulatedClock();
  const requests: CallRequest[] = [];
  const commands: RunCallCommand[] = [];
  let stops = 0;
  const actor = createActor(
    voiceCallMachine.provide({
      actors: {
        runCall: fromCallback<RunCallCommand, CallRequest>(({ input, receive }) => {
          requests.push(input);
          receive((command) => commands.push(command));
          return () => void (stops += 1);
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, requests, commands, stops: () => stops };
}

describe('the voice call lifecycle', () => {
  it('refuses a second start while started and changes nothing', () => {
    const { actor, requests } = startCall();
    actor.send({ type: 'call.start', target: { assistantId: 'asst-1' } });
    actor.send({ type: 'voice.joined', callId: 'call-1' });
    const before = actor.getSnapshot();
    actor.send({ type: 'call.start', target: { assistantId: 'asst-2' } });
    expect(actor.getSnapshot()).toBe(before);
    expect(requests).toEqual([{ kind: 'start', target: { assistantId: 'asst-1' } }]);
  });

  it('fails a start with no assistant, squad or workflow with the provider message, without a transport', () => {
    const { actor, requests } = startCall();
    actor.send({ type: 'call.start', target: { assistantId: '  ' } });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.error).toEqual({ kind: 'validation', message: missingTargetMessage });
    expect(requests).toEqual([]);
  });

  it('needs a webCallUrl to reconnect, and refuses to reconnect during a call', () => {
    const missing = startCall();
    missing.actor.send({ type: 'call.reconnect', webCall: { id: 'call-1' } });
    expect(missing.actor.getSnapshot().output?.error?.message).toBe(missingWebCallUrlMessage);

    const { actor, requests } = startCall();
    const refusals: string[] = [];
    actor.on('call.refused', (event) => refusals.push(event.message));
    actor.send({ type: 'call.reconnect', webCall: { webCallUrl: 'https://x.daily.co/room', id: 'call-1' } });
    const during = actor.getSnapshot();
    actor.send({ type: 'call.reconnect', webCall: { webCallUrl: 'https://x.daily.co/other' } });
    expect(refusals).toEqual([reconnectInProgressMessage]);
    expect(actor.getSnapshot().value).toEqual(during.value);
    expect(actor.getSnapshot().context).toEqual(during.context);
    expect(requests).toEqual([{ kind: 'reconnect', webCall: { webCallUrl: 'https://x.daily.co/room', id: 'call-1' } }]);
  });

  it('sets connected on call start, speaking on speech, and clears both when the call ends', () => {
    const { actor, stops } = startCall();
    actor.send({ type: 'call.start', target: { assistantId: 'asst-1' } });
    expect(callStatus(actor.getSnapshot().context)).toBe('connecting');
    actor.send({ type: 'voice.joined', callId: 'call-1' });
    actor.send({ type: 'voice.callStarted', at: 5 });
    expect(callStatus(actor.getSnapshot().context)).toBe('listening');
    actor.send({ type: 'voice.speechStarted' });
    expect(callStatus(actor.getSnapshot().context)).toBe('speaking');
    actor.send({ type: 'voice.ended', reason: 'assistant-ended-call' });
    expect(actor.getSnapshot().context).toMatchObject({
      connected: false,
      assistantSpeaking: false,
      endedReason: 'assistant-ended-call',
    });
    expect(stops()).toBe(1);
  });

  it('gives up after its own connect timeout and stops the transport', () => {
    const { actor, clock, stops } = startCall();
    actor.send({ type: 'call.start', target: { assistantId: 'asst-1' } });
    actor.send({ type: 'voice.joined', callId: 'call-1' });
    clock.increment(connectTimeoutMs - 1);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().output?.error?.kind).toBe('timeout');
    expect(stops()).toBe(1);
  });

  it('a connected call outlives the connect timeout', () => {
    const { actor, clock } = startCall();
    actor.send({ type: 'call.start', target: { assistantId: 'asst-1' } });
    actor.send({ type: 'voice.callStarted', at: 0 });
    clock.increment(connectTimeoutMs * 2);
    expect(actor.getSnapshot().matches({ inCall: 'started' })).toBe(true);
  });

  it('a stop while starting ends the call and stops the transport', () => {
    const { actor, stops } = startCall();
    actor.send({ type: 'call.start', target: { assistantId: 'asst-1' } });
    actor.send({ type: 'call.stop' });
    expect(actor.getSnapshot().output).toEqual({ error: null, endedReason: 'customer-ended-call', callId: null });
    expect(stops()).toBe(1);
  });

  it('forwards mute to the transport', () => {
    const { actor, commands } = startCall();
    actor.send({ type: 'call.start', target: { assistantId: 'asst-1' } });
    actor.send({ type: 'call.setMuted', muted: true });
    expect(actor.getSnapshot().context.muted).toBe(true);
    expect(commands).toEqual([{ type: 'call.setMuted', muted: true }]);
  });
});

describe('client events as machine events', () => {
  it('maps each client event the machine models', () => {
    expect(toMachineEvent({ type: 'connected', callId: 'c', webCallUrl: 'u' })).toEqual({
      type: 'voice.joined',
      callId: 'c',
      webCallUrl: 'u',
    });
    expect(toMachineEvent({ type: 'assistant-ready' }, () => 42)).toEqual({ type: 'voice.callStarted', at: 42 });
    expect(toMachineEvent({ type: 'assistant-speech', speaking: true })).toEqual({ type: 'voice.speechStarted' });
    expect(toMachineEvent({ type: 'assistant-speech', speaking: false })).toEqual({ type: 'voice.speechEnded' });
    expect(
      toMachineEvent({ type: 'error', error: { kind: 'network', message: 'Failed to fetch', fatal: true, raw: null } }),
    ).toEqual({
      type: 'voice.failed',
      failure: { kind: 'network', message: 'Failed to fetch' },
    });
    expect(
      toMachineEvent({ type: 'error', error: { kind: 'autoplay', message: 'blocked', fatal: false, raw: null } }),
    ).toEqual({
      type: 'voice.problem',
      problem: { kind: 'autoplay', message: 'blocked' },
    });
    expect(toMachineEvent({ type: 'ended', reason: 'r' })).toEqual({ type: 'voice.ended', reason: 'r' });
    expect(toMachineEvent({ type: 'volume', level: 0.3 })).toBeNull();
  });

  it('reads captions from the transcript messages every client sends, and nothing from other messages', () => {
    expect(
      toMachineEvent({
        type: 'message',
        message: { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: ' Hello ' },
      }),
    ).toEqual({ type: 'voice.caption', caption: { role: 'user', text: 'Hello', final: false } });
    expect(
      toMachineEvent({
        type: 'message',
        message: { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi Dana!' },
      }),
    ).toEqual({ type: 'voice.caption', caption: { role: 'assistant', text: 'Hi Dana!', final: true } });
    expect(toMachineEvent({ type: 'message', message: { type: 'status-update', status: 'ended' } })).toBeNull();
  });
});
