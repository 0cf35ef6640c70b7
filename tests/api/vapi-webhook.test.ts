import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localVapiWebhookSecret } from '../../supabase/functions/_shared/voice/vapi-webhook-handler';
import { offlineVoiceReportsPath } from '../../supabase/local/offline-provider';
import { adminClient, createNonAdmin, rest, serviceClient, signedInClient, standIn } from './stand-in-fixtures';

/**
 * The voice provider's server address as the stand-in serves it (the same handler the Edge Function runs): one
 * report per provider call however often it arrives, on the voice page's call its metadata names; a report for an
 * unknown call kept aside for admins; the secret and the body checked before anything is stored.
 */
const webhook = (body: string, secret: string | null = localVapiWebhookSecret, method = 'POST') =>
  fetch(`${standIn.url}/functions/v1/vapi-webhook`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(secret === null ? {} : { 'X-Vapi-Secret': secret }) },
    ...(method === 'POST' ? { body } : {}),
  });

/** A call started on a fresh voice page, as the page starts one; its id is what the page sends as metadata. */
async function startedCall(): Promise<string> {
  const slug = `webhook-${randomUUID().slice(0, 8)}`;
  const { error } = await serviceClient().from('personalized_assistants').insert({ slug, name: 'Grace' });
  if (error) throw error;
  const callId = randomUUID();
  const started = await rest('/rest/v1/rpc/record_voice_event', {
    method: 'POST',
    body: JSON.stringify({ p_slug: slug, p_kind: 'started', p_call_id: callId }),
  });
  expect(started.status).toBe(204);
  return callId;
}

const endOfCallReport = (providerCallId: string, voiceCallId: string | null) =>
  JSON.stringify({
    message: {
      type: 'end-of-call-report',
      endedReason: 'assistant-ended-call',
      call: { id: providerCallId, ...(voiceCallId ? { metadata: { voiceCallId } } : {}) },
      durationSeconds: 64.5,
      cost: 0.08,
      analysis: {
        summary: 'Wants a follow-up next week.',
        structuredData: { followUp: true, monthlyCallVolume: 400, nextStep: 'demo', questions: ['Price?'] },
      },
      artifact: { transcript: 'AI: Hello Grace!\nUser: Call me next week.' },
    },
  });

const reportsOf = async (table: 'voice_call_reports' | 'unmatched_voice_call_reports', providerCallId: string) => {
  const { data, error } = await serviceClient().from(table).select('*').eq('provider_call_id', providerCallId);
  if (error) throw error;
  return data;
};

describe('the voice provider’s webhook', () => {
  it('stores the same end-of-call report delivered three times once, on the page’s call', async () => {
    const callId = await startedCall();
    const providerCallId = `provider-${randomUUID()}`;
    const answers = await Promise.all([1, 2, 3].map(() => webhook(endOfCallReport(providerCallId, callId))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const outcomes = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'stored']);

    const rows = await reportsOf('voice_call_reports', providerCallId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      call_id: callId,
      ended_reason: 'assistant-ended-call',
      duration_seconds: 64.5,
      summary: 'Wants a follow-up next week.',
      outcome: { followUp: true, monthlyCallVolume: 400, nextStep: 'demo', questions: ['Price?'] },
      transcript: [
        { speaker: 'assistant', seconds: null, text: 'Hello Grace!' },
        { speaker: 'visitor', seconds: null, text: 'Call me next week.' },
      ],
    });
  });

  it('answers a missing or wrong secret with 401 and stores nothing', async () => {
    const callId = await startedCall();
    const providerCallId = `provider-${randomUUID()}`;
    const missing = await webhook(endOfCallReport(providerCallId, callId), null);
    expect(missing.status).toBe(401);
    const wrong = await webhook(endOfCallReport(providerCallId, callId), `${localVapiWebhookSecret}-not`);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Missing or wrong X-Vapi-Secret header.' });
    expect(await reportsOf('voice_call_reports', providerCallId)).toEqual([]);
  });

  it('answers a body it cannot read with 400 saying what is wrong, and anything but a POST with 405', async () => {
    const notJson = await webhook('{"message":');
    expect([notJson.status, await notJson.json()]).toEqual([400, { error: 'The body is not JSON.' }]);
    const noMessage = await webhook('[]');
    expect(noMessage.status).toBe(400);
    expect(await noMessage.json()).toEqual({ error: 'The body must be a JSON object with a "message" object.' });
    const badDuration = await webhook(
      JSON.stringify({ message: { type: 'end-of-call-report', call: { id: 'x' }, durationSeconds: 'long' } }),
    );
    expect([badDuration.status, await badDuration.json()]).toEqual([
      400,
      { error: 'message.durationSeconds must be a number.' },
    ]);
    const get = await webhook('', localVapiWebhookSecret, 'GET');
    expect(get.status).toBe(405);
  });

  it('keeps a report for a call it does not know aside, listed for admins only', async () => {
    const providerCallId = `provider-${randomUUID()}`;
    const claimed = randomUUID();
    const answer = await webhook(endOfCallReport(providerCallId, claimed));
    expect(await answer.json()).toEqual({ received: 'end-of-call-report', outcome: 'unmatched' });

    const { client: admin } = await adminClient();
    const { data: listed } = await admin
      .from('unmatched_voice_call_reports')
      .select('claimed_call_id, summary')
      .eq('provider_call_id', providerCallId);
    expect(listed).toEqual([{ claimed_call_id: claimed, summary: 'Wants a follow-up next week.' }]);

    const { client: staff } = await signedInClient(await createNonAdmin());
    const { data: hidden } = await staff.from('unmatched_voice_call_reports').select('id');
    expect(hidden).toEqual([]);
  });

  it('acknowledges the provider’s other messages without keeping them', async () => {
    const answer = await webhook(JSON.stringify({ message: { type: 'status-update', status: 'ended' } }));
    expect([answer.status, await answer.json()]).toEqual([200, { received: 'status-update' }]);
  });
});

describe('the offline voice’s provider stand-in', () => {
  const tellOfCall = (body: unknown) =>
    fetch(`${standIn.url}${offlineVoiceReportsPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('posts the provider’s report of an offline call to the webhook, which stores it on the page’s call', async () => {
    const callId = await startedCall();
    const answer = await tellOfCall({
      voiceCallId: callId,
      locale: 'en',
      startedAt: '2026-11-28T10:00:00.000Z',
      endedAt: '2026-11-28T10:00:42.500Z',
      endedReason: 'customer-ended-call',
      summary: 'Offline demo call.',
      lines: [
        { speaker: 'assistant', seconds: 0.7, text: 'Hi, thanks for calling!' },
        { speaker: 'visitor', seconds: 3.1, text: '(spoke)' },
      ],
    });
    expect([answer.status, await answer.json()]).toEqual([200, { received: 'end-of-call-report', outcome: 'stored' }]);
    const { data } = await serviceClient()
      .from('voice_call_reports')
      .select('provider_call_id, duration_seconds, summary, outcome, transcript')
      .eq('call_id', callId);
    expect(data).toEqual([
      {
        provider_call_id: expect.stringMatching(/^offline-/),
        duration_seconds: 42.5,
        summary: 'Offline demo call.',
        outcome: { followUp: false, questions: [] },
        transcript: [
          { speaker: 'assistant', seconds: 0.7, text: 'Hi, thanks for calling!' },
          { speaker: 'visitor', seconds: 3.1, text: '(spoke)' },
        ],
      },
    ]);
  });

  it('answers a call it cannot read with 400', async () => {
    const answer = await tellOfCall({ voiceCallId: 7 });
    expect(answer.status).toBe(400);
  });
});
