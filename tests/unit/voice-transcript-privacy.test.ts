import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CallTarget } from '../../machines/voice-call/voice-call.machine';
import type { VoiceEvent } from '../../machines/voice-call/voice-events';
import { stageTimes, voicePageMachine, type PersonalizedAssistant } from '../../machines/voice-page/voice-page.machine';
import { createVapiWebhookHandler } from '../../supabase/functions/_shared/voice/vapi-webhook-handler';
import { voiceReportStore } from '../../supabase/functions/_shared/voice/voice-report-store';
import { voicePageImplementations } from '../../src/actors/voice-page.actors';
import type { ErrorReport } from '../../src/errors/error-report';
import { connectFailureReports } from '../../src/lib/failure-reports';
import { createEmitter, type VoiceClient } from '../../src/voice/voice-client';

/** What the visitor says in these tests: it must never reach an error report or a log. */
const spoken = 'My clinic takes 400 calls a month, ask Dr Quill';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The browser's window, where reports travel to the queue (as tests/unit/failure-reports.test.ts does). */
function collectReports(): ErrorReport[] {
  const window = new EventTarget();
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
  vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
  vi.stubGlobal('dispatchEvent', window.dispatchEvent.bind(window));
  const reports: ErrorReport[] = [];
  connectFailureReports({ report: (report) => void reports.push(report), describePage: () => {} }, {} as AnyRouter);
  return reports;
}

/** A provider client that joins, relays the visitor's words as a transcript message (the captions), then fails. */
function talkativeClient(): VoiceClient & { fail(): void } {
  const events = createEmitter<VoiceEvent>();
  return {
    kind: 'provider',
    prepare: async () => {},
    start: async (_target: CallTarget) => {
      events.emit({ type: 'connected', callId: 'provider-call' });
      events.emit({ type: 'assistant-ready' });
      events.emit({
        type: 'message',
        message: { type: 'transcript', role: 'user', transcriptType: 'final', transcript: spoken },
      });
    },
    fail: () =>
      events.emit({
        type: 'error',
        error: { kind: 'network', message: 'Meeting ended due to ejection', fatal: true, raw: { transcript: spoken } },
      }),
    reconnect: async () => {},
    stop: async () => {},
    setMuted: () => {},
    isMuted: () => false,
    subscribe: events.subscribe,
    dispose: async () => {},
  };
}

const everythingSaid = (values: unknown[]) =>
  JSON.stringify(values, (_key, value: unknown) =>
    value instanceof Error ? { message: value.message, name: value.name, stack: value.stack } : value,
  );

describe('what the visitor said never goes to error reports', () => {
  it('a call that fails after captions reports the failure without the captions or the transcript', async () => {
    const reports = collectReports();
    const logged: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(...args));
    vi.spyOn(console, 'warn').mockImplementation((...args) => void logged.push(...args));
    const client = talkativeClient();
    const clock = new SimulatedClock();
    const record: PersonalizedAssistant = { slug: 'quill', name: 'Dana', assistantId: 'asst', maxCallSeconds: null };
    const actor = createActor(
      voicePageMachine.provide(voicePageImplementations(client)).provide({
        actors: {
          lookupAssistant: fromPromise<PersonalizedAssistant | null, { slug: string | null }>(async () => record),
        },
      }),
      { input: { slug: null, defaultAssistantId: 'asst' }, clock },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('welcome'));
    actor.send({ type: 'conversation.start' });
    clock.increment(stageTimes.igniting);
    clock.increment(stageTimes.revealing - stageTimes.igniting);
    clock.increment(stageTimes.complete - stageTimes.revealing);
    await waitFor(
      actor,
      (snapshot) => snapshot.children.voiceCall?.getSnapshot().context.captions.at(-1)?.text === spoken,
    );
    client.fail();
    await waitFor(actor, (snapshot) => snapshot.matches('welcome') && snapshot.context.error !== null);

    expect(reports.length).toBeGreaterThan(0);
    expect(everythingSaid([...reports, ...logged])).not.toContain('Dr Quill');
  });

  it('the webhook names the provider call, not the transcript, when a report cannot be stored', async () => {
    const logged: string[] = [];
    // PostgREST's details of a refused insert repeat the row, transcript included.
    const refusing: typeof fetch = async () =>
      new Response(
        JSON.stringify({
          code: '23514',
          message: 'new row violates check constraint',
          details: `Failing row contains (${spoken})`,
        }),
        { status: 400 },
      );
    const handler = createVapiWebhookHandler('secret', {
      store: voiceReportStore('http://127.0.0.1:1', 'service-key', refusing),
      log: (line) => void logged.push(line),
    });
    const answer = await handler(
      new Request('http://127.0.0.1/functions/v1/vapi-webhook', {
        method: 'POST',
        headers: { 'X-Vapi-Secret': 'secret' },
        body: JSON.stringify({
          message: {
            type: 'end-of-call-report',
            call: { id: 'provider-call-9' },
            analysis: { summary: spoken },
            artifact: { messages: [{ role: 'user', message: spoken, secondsFromStart: 1 }] },
          },
        }),
      }),
    );
    const body = await answer.text();
    expect(answer.status).toBe(502);
    expect(logged.join('\n')).toContain('provider-call-9');
    expect(`${logged.join('\n')}${body}`).not.toContain('Dr Quill');
  });
});
