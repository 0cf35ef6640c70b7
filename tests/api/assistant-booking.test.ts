import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localVapiWebhookSecret } from '../../supabase/functions/_shared/voice/vapi-webhook-handler';
import { rest, serviceClient, standIn, submission, uniqueMarker } from './stand-in-fixtures';

/**
 * The assistant's booking tools at the voice provider's one address: the secret checked first, the free slots
 * listed, and a slot booked for the lead of the voice page the call's metadata names, answered in the provider's
 * `{ results: [{ toolCallId, result }] }` format.
 */
const webhook = (body: unknown, secret = localVapiWebhookSecret) =>
  fetch(`${standIn.url}/functions/v1/vapi-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Vapi-Secret': secret },
    body: JSON.stringify(body),
  });

const toolCalls = (voiceCallId: string | null, calls: { id: string; name: string; arguments: unknown }[]) => ({
  message: {
    type: 'tool-calls',
    call: { id: `provider-${randomUUID()}`, ...(voiceCallId ? { metadata: { voiceCallId } } : {}) },
    toolCallList: calls.map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    })),
  },
});

/** A call started on a voice page made for a fresh lead, as the page starts one. */
async function callOnLeadPage(): Promise<{ callId: string; leadId: string }> {
  const db = serviceClient();
  const { data: lead, error } = await db
    .from('contact_submissions')
    .insert(submission(uniqueMarker('Assistant')))
    .select('id')
    .single();
  if (error) throw error;
  const slug = `booking-${randomUUID().slice(0, 8)}`;
  const { error: pageError } = await db
    .from('personalized_assistants')
    .insert({ slug, name: 'Grace', submission_id: lead.id });
  if (pageError) throw pageError;
  const callId = randomUUID();
  const started = await rest('/rest/v1/rpc/record_voice_event', {
    method: 'POST',
    body: JSON.stringify({ p_slug: slug, p_kind: 'started', p_call_id: callId }),
  });
  expect(started.status).toBe(204);
  return { callId, leadId: lead.id };
}

type ToolAnswer = { results: { toolCallId: string; result?: string; error?: string }[] };

describe('the assistant’s booking tools', () => {
  it('refuses a tool call with the wrong secret (401) and books nothing', async () => {
    const { callId, leadId } = await callOnLeadPage();
    const answer = await webhook(
      toolCalls(callId, [{ id: 'call-1', name: 'book_meeting', arguments: { startsAt: new Date().toISOString() } }]),
      'not-the-secret',
    );
    expect(answer.status).toBe(401);
    const { data } = await serviceClient().from('meetings').select('id').eq('submission_id', leadId);
    expect(data).toEqual([]);
  });

  it('lists the next free slots, then books one for the lead of the page the call is on', async () => {
    const { callId, leadId } = await callOnLeadPage();
    const listed = (await (
      await webhook(toolCalls(callId, [{ id: 'call-list', name: 'list_free_slots', arguments: {} }]))
    ).json()) as ToolAnswer;
    expect(listed.results[0]?.toolCallId).toBe('call-list');
    const { freeSlots } = JSON.parse(listed.results[0]?.result ?? '{}') as { freeSlots: string[] };
    expect(freeSlots.length).toBe(6);

    const startsAt = freeSlots[freeSlots.length - 1] ?? '';
    const response = await webhook(
      toolCalls(callId, [{ id: 'call-book', name: 'book_meeting', arguments: { startsAt } }]),
    );
    expect(response.status).toBe(200);
    const booked = (await response.json()) as ToolAnswer;
    expect(booked.results[0]?.toolCallId).toBe('call-book');
    expect(JSON.parse(booked.results[0]?.result ?? '{}')).toMatchObject({
      outcome: 'booked',
      meeting: { bookedBy: 'assistant' },
    });
    const { data } = await serviceClient()
      .from('meetings')
      .select('starts_at, booked_by')
      .eq('submission_id', leadId)
      .eq('status', 'booked');
    expect(data?.map((row) => [new Date(row.starts_at).toISOString(), row.booked_by])).toEqual([
      [startsAt, 'assistant'],
    ]);
  });

  it('answers a call on a page made for nobody that there is no lead to book for', async () => {
    const answer = (await (
      await webhook(
        toolCalls(randomUUID(), [
          { id: 'call-x', name: 'book_meeting', arguments: { startsAt: new Date().toISOString() } },
        ]),
      )
    ).json()) as ToolAnswer;
    expect(JSON.parse(answer.results[0]?.result ?? '{}')).toEqual({ outcome: 'no_lead' });
  });

  it('answers an unreadable tool call with 400 and what is wrong', async () => {
    const answer = await webhook({ message: { type: 'tool-calls', toolCallList: 'nope' } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'message.toolCallList must be a list.' });
  });
});
