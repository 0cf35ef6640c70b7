// The vapi-webhook Edge Function, its entrypoint imported by Deno as Supabase runs it, against the stand-in that
// tests/support/deno-tests.ts starts from Node and names in the environment a deployed function gets.
import { handlerServedBy } from './served-handler.ts';

/** Deno's own test runner has no assertions and jsr.io is out of reach here, so failures are thrown by hand. */
function expect(condition: boolean, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

const need = (name: string) => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set: run this file through npm test (tests/support/deno-tests.ts).`);
  return value;
};
const supabaseUrl = need('SUPABASE_URL');
const anonKey = need('SUPABASE_ANON_KEY');
const serviceRoleKey = need('SUPABASE_SERVICE_ROLE_KEY');
const secret = need('VAPI_WEBHOOK_SECRET');

const handler = await handlerServedBy('vapi-webhook', () => import('../../supabase/functions/vapi-webhook/index.ts'));

const post = (body: string, headers: Record<string, string> = { 'X-Vapi-Secret': secret }) =>
  handler(new Request('http://127.0.0.1/functions/v1/vapi-webhook', { method: 'POST', headers, body }));

async function rest(path: string, key: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${supabaseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.ok, `${path} answered ${response.status}: ${text}`);
  return text === '' ? null : JSON.parse(text);
}

/** A voice page and a call started on it, as the page starts one: the call id the page put in the metadata. */
async function startedCall(): Promise<string> {
  const slug = `deno-${crypto.randomUUID().slice(0, 8)}`;
  await rest('/rest/v1/personalized_assistants', serviceRoleKey, { slug, name: 'Grace' });
  const callId = crypto.randomUUID();
  await rest('/rest/v1/rpc/record_voice_event', anonKey, { p_slug: slug, p_kind: 'started', p_call_id: callId });
  return callId;
}

const report = (providerCallId: string, voiceCallId: string) =>
  JSON.stringify({
    message: {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      call: { id: providerCallId, assistantOverrides: { metadata: { voiceCallId } } },
      startedAt: '2026-11-28T10:00:00.000Z',
      endedAt: '2026-11-28T10:01:30.000Z',
      cost: 0.12,
      analysis: { summary: 'Asked about pricing.', structuredData: { followUp: true } },
      artifact: {
        messages: [
          { role: 'system', message: 'You are the assistant.', secondsFromStart: 0 },
          { role: 'bot', message: 'Hello Grace!', secondsFromStart: 0.5 },
          { role: 'user', message: 'What does it cost?', secondsFromStart: 3.2 },
        ],
        recordingUrl: 'https://storage.example.com/recording.wav',
      },
    },
  });

const rowsOf = async (table: string, providerCallId: string) =>
  (await rest(`/rest/v1/${table}?provider_call_id=eq.${providerCallId}&select=*`, serviceRoleKey)) as Record<
    string,
    unknown
  >[];

Deno.test('vapi-webhook refuses a wrong or missing secret, a GET and a body it cannot read', async () => {
  const body = report(crypto.randomUUID(), crypto.randomUUID());
  const missing = await post(body, {});
  await missing.body?.cancel();
  expect(missing.status === 401, `no secret: ${missing.status}`);
  const wrong = await post(body, { 'X-Vapi-Secret': `not-${secret}` });
  const { error } = (await wrong.json()) as { error: string };
  expect(wrong.status === 401 && error.includes('X-Vapi-Secret'), `a wrong secret: ${wrong.status} ${error}`);

  const read = await handler(new Request('http://127.0.0.1/functions/v1/vapi-webhook', { method: 'GET' }));
  await read.body?.cancel();
  expect(read.status === 405, `a GET: ${read.status}`);

  const malformed = await post('{"message": ');
  const notJson = (await malformed.json()) as { error: string };
  expect(malformed.status === 400 && notJson.error === 'The body is not JSON.', `not JSON: ${notJson.error}`);
  const noCall = await post(JSON.stringify({ message: { type: 'end-of-call-report' } }));
  const noCallError = (await noCall.json()) as { error: string };
  expect(noCall.status === 400 && noCallError.error.includes('message.call.id'), `no call: ${noCallError.error}`);
});

Deno.test('the same end-of-call report delivered three times is stored once, on its call', async () => {
  const callId = await startedCall();
  const providerCallId = `deno-${crypto.randomUUID()}`;
  const answers = await Promise.all([1, 2, 3].map(() => post(report(providerCallId, callId))));
  const outcomes = await Promise.all(
    answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome),
  );
  expect(
    answers.every((answer) => answer.status === 200),
    `statuses ${answers.map((answer) => answer.status)}`,
  );
  expect(outcomes.sort().join() === 'duplicate,duplicate,stored', `outcomes ${outcomes.join()}`);

  const rows = await rowsOf('voice_call_reports', providerCallId);
  expect(rows.length === 1, `${rows.length} rows stored`);
  const [row] = rows;
  expect(row?.['call_id'] === callId, `stored on ${String(row?.['call_id'])}`);
  expect(row?.['summary'] === 'Asked about pricing.' && Number(row['duration_seconds']) === 90, JSON.stringify(row));
  const lines = (row['transcript'] as { speaker: string; seconds: number; text: string }[]).map(
    (line) => `${line.speaker} at ${line.seconds}: ${line.text}`,
  );
  const expected = ['assistant at 0.5: Hello Grace!', 'visitor at 3.2: What does it cost?'];
  expect(lines.join('\n') === expected.join('\n'), `transcript ${lines.join(' | ')}`);
});

Deno.test('a report for a call the database does not know is kept aside', async () => {
  const providerCallId = `deno-${crypto.randomUUID()}`;
  const answer = await post(report(providerCallId, crypto.randomUUID()));
  const { outcome } = (await answer.json()) as { outcome: string };
  expect(answer.status === 200 && outcome === 'unmatched', `answered ${answer.status} ${outcome}`);
  expect((await rowsOf('unmatched_voice_call_reports', providerCallId)).length === 1, 'not kept aside');
  expect((await rowsOf('voice_call_reports', providerCallId)).length === 0, 'stored on a call');
});
