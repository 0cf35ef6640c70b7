import { randomUUID } from 'node:crypto';
import { localVapiWebhookSecret } from '../../functions/_shared/voice/vapi-webhook-handler.ts';
import { relaxedDemoRequestLimits } from '../demo-request-limits';
import { startStandIn } from '../server';

// `npx tsx supabase/local/bench/vapi-webhook.ts`: how long the vapi-webhook function takes to answer an end-of-call
// report (the provider waits 20 s; the target is under a second), first deliveries and duplicates, with a
// transcript of BENCH_LINES lines (default 200, a long call). Prints figures; asserts nothing.
const reports = Number(process.env['BENCH_REPORTS'] ?? 50);
const lineCount = Number(process.env['BENCH_LINES'] ?? 200);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * p) - 1] ?? NaN;

const standIn = await startStandIn({ port: 0, quiet: true, demoRequestLimits: relaxedDemoRequestLimits });
try {
  const slug = `bench-${randomUUID().slice(0, 8)}`;
  const headers = { apikey: standIn.serviceRoleKey, Authorization: `Bearer ${standIn.serviceRoleKey}` };
  await fetch(`${standIn.url}/rest/v1/personalized_assistants`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug, name: 'Bench' }),
  });
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    role: index % 2 === 0 ? 'bot' : 'user',
    message: `Line ${index}: a sentence of about the length people speak in a call to a dental clinic.`,
    secondsFromStart: index * 2.5,
  }));
  const post = async (providerCallId: string, voiceCallId: string) => {
    const started = performance.now();
    const answer = await fetch(`${standIn.url}/functions/v1/vapi-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Vapi-Secret': localVapiWebhookSecret },
      body: JSON.stringify({
        message: {
          type: 'end-of-call-report',
          call: { id: providerCallId, metadata: { voiceCallId } },
          endedReason: 'customer-ended-call',
          durationSeconds: lineCount * 2.5,
          analysis: { summary: 'A summary.', structuredData: { followUp: true, questions: [] } },
          artifact: { messages: lines },
        },
      }),
    });
    await answer.text();
    if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}`);
    return performance.now() - started;
  };

  const first: number[] = [];
  const duplicate: number[] = [];
  for (let index = 0; index < reports; index++) {
    const callId = randomUUID();
    await fetch(`${standIn.url}/rest/v1/rpc/record_voice_event`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_slug: slug, p_kind: 'started', p_call_id: callId }),
    });
    const providerCallId = `bench-${randomUUID()}`;
    first.push(await post(providerCallId, callId));
    duplicate.push(await post(providerCallId, callId));
  }
  const line = (name: string, values: number[]) =>
    console.log(
      `  ${name.padEnd(12)} p50 ${percentile(values, 0.5).toFixed(1)} ms  p95 ${percentile(values, 0.95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`,
    );
  console.log(`vapi-webhook on the stand-in: ${reports} reports of ${lineCount} transcript lines, each sent twice`);
  line('stored', first);
  line('duplicate', duplicate);
} finally {
  await standIn.stop();
}
