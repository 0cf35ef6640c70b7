import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAlertConfig } from '../../supabase/functions/_shared/alerts/alert-config';
import { alertStore } from '../../supabase/functions/_shared/alerts/alert-store';
import { createAlertWorker } from '../../supabase/functions/_shared/alerts/alert-worker';
import { localVapiWebhookSecret } from '../../supabase/functions/_shared/voice/vapi-webhook-handler';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { createNodeClient } from '../../supabase/local/node-client';
import { startStandIn, type StandIn } from '../../supabase/local/server';

// A report stored for a lead tells the team: an email to everyone who takes new-lead alerts and a chat post, once per
// report however often the provider delivers it, and after the webhook has answered. This file runs its own stand-in
// and plays the alert worker against it (on the shared stand-in the worker would claim other files' messages).
let standIn: StandIn;
const service = () => createNodeClient(standIn.url, standIn.serviceRoleKey);

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, dataDir: null, quiet: true, demoRequestLimits: relaxedDemoRequestLimits });
});

afterAll(() => standIn?.stop());

const webhook = (body: string) =>
  fetch(`${standIn.url}/functions/v1/vapi-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Vapi-Secret': localVapiWebhookSecret },
    body,
  });

/** A lead, its voice page and a call started on it, as an admin and the page make them; the call's id. */
async function callOnLeadPage(): Promise<{ leadId: string; callId: string }> {
  const { data: lead, error } = await service()
    .from('contact_submissions')
    .insert({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: `grace-${randomUUID()}@example.com`,
      phone: '+1 555 0100',
      business: 'Hopper Dental',
    })
    .select('id')
    .single();
  if (error) throw error;
  const slug = `grace-${randomUUID().slice(0, 8)}`;
  const page = await service().from('personalized_assistants').insert({ slug, name: 'Grace', submission_id: lead.id });
  if (page.error) throw page.error;
  const callId = randomUUID();
  const started = await service().rpc('record_voice_event', { p_slug: slug, p_kind: 'started', p_call_id: callId });
  if (started.error) throw started.error;
  return { leadId: lead.id, callId };
}

const report = (providerCallId: string, voiceCallId: string) =>
  JSON.stringify({
    message: {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      call: { id: providerCallId, metadata: { voiceCallId } },
      durationSeconds: 125,
      analysis: {
        summary: 'Runs a dental practice and wants a call back.',
        structuredData: { followUp: true, nextStep: 'Call back tomorrow', questions: [] },
      },
      artifact: {
        messages: [
          { role: 'bot', message: 'Hello Grace!', secondsFromStart: 0.5 },
          { role: 'user', message: 'We miss <b>half</b> our calls.', secondsFromStart: 3 },
        ],
      },
    },
  });

const callReportDeliveries = async (leadId: string) => {
  const { data, error } = await service()
    .from('alert_deliveries')
    .select('channel, recipient, voice_call_report_id, status')
    .eq('submission_id', leadId)
    .eq('kind', 'call_report');
  if (error) throw error;
  return data;
};

/** The worker as the stand-in runs it, sending to `fetcher`. */
const worker = (fetcher: typeof fetch) => {
  const env: Record<string, string> = {
    SUPABASE_URL: standIn.url,
    SUPABASE_SERVICE_ROLE_KEY: standIn.serviceRoleKey,
    ALERT_SITE_URL: 'https://www.example.com',
    RESEND_API_KEY: 're_test',
    ALERT_EMAIL_FROM: 'Ringwise <alerts@example.com>',
    ALERT_EMAIL_API_URL: 'https://email.example.com',
    ALERT_CHAT_WEBHOOK_URL: 'https://chat.example.com/hook',
  };
  const { config, problems } = readAlertConfig((name) => env[name]);
  expect(problems).toEqual([]);
  return createAlertWorker(config, 'test', {
    fetch: fetcher,
    now: Date.now,
    random: Math.random,
    store: alertStore(standIn.url, standIn.serviceRoleKey, fetch),
  });
};

describe('the team hears of a call on a lead’s voice page', () => {
  it('three deliveries of one report store one report and queue one email and one chat post per recipient', async () => {
    const { leadId, callId } = await callOnLeadPage();
    const providerCallId = `provider-${randomUUID()}`;
    const answers = await Promise.all([1, 2, 3].map(() => webhook(report(providerCallId, callId))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const { data: reports } = await service().from('voice_call_reports').select('id').eq('submission_id', leadId);
    expect(reports).toHaveLength(1);
    const queued = await callReportDeliveries(leadId);
    expect(queued.map((row) => `${row.channel}:${row.recipient}`).sort()).toEqual([
      'chat:team chat',
      `email:${standIn.admin.email}`,
    ]);
    expect(queued.every((row) => row.voice_call_report_id === reports?.[0]?.id)).toBe(true);

    const sent: { url: string; body: string }[] = [];
    const recording = (async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: String(init?.body) });
      return String(url).startsWith('https://email') ? Response.json({ id: randomUUID() }) : new Response('ok');
    }) as typeof fetch;
    await worker(recording).runOnce();
    await worker(recording).runOnce();
    const aboutTheCall = sent.filter((message) => message.body.includes('Voice demo call'));
    expect(aboutTheCall.map((message) => new URL(message.url).host).sort()).toEqual([
      'chat.example.com',
      'email.example.com',
    ]);
    const email = JSON.parse(aboutTheCall.find((message) => message.url.startsWith('https://email'))?.body ?? '{}') as {
      subject: string;
      text: string;
      html: string;
    };
    expect(email.subject).toBe('Voice demo call: Grace Hopper, Hopper Dental');
    expect(email.text).toContain('Call length: 2 min 5 s');
    expect(email.text).toContain('Summary: Runs a dental practice and wants a call back.');
    expect(email.text).toContain('Follow-up: Yes');
    expect(email.text).toContain(`Open the lead: https://www.example.com/admin/dashboard/${leadId}`);
    expect(email.html).toContain('We miss &lt;b&gt;half&lt;/b&gt; our calls.');
    expect((await callReportDeliveries(leadId)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('a call that asked for a follow-up puts its lead in the inbox’s follow-up filter; one that did not, not', async () => {
    const asked = await callOnLeadPage();
    await webhook(report(`provider-${randomUUID()}`, asked.callId));
    const notAsked = await callOnLeadPage();
    const noFollowUp = JSON.parse(report(`provider-${randomUUID()}`, notAsked.callId)) as {
      message: { analysis: { structuredData: Record<string, unknown> } };
    };
    noFollowUp.message.analysis.structuredData['followUp'] = false;
    await webhook(JSON.stringify(noFollowUp));
    const { data } = await service()
      .from('contact_submissions')
      .select('id')
      .in('id', [asked.leadId, notAsked.leadId])
      .is('follow_up_asked', true);
    expect(data).toEqual([{ id: asked.leadId }]);
  });

  it('a second call of the same lead gets alerts of its own', async () => {
    const { leadId, callId } = await callOnLeadPage();
    await webhook(report(`provider-${randomUUID()}`, callId));
    await webhook(report(`provider-${randomUUID()}`, callId));
    expect(await callReportDeliveries(leadId)).toHaveLength(4);
  });

  it('the webhook answers while the alert’s email is still being sent', async () => {
    // An email API that takes this lead's call email and never answers it: that alert's work is under way, not done.
    // Every other message (the lead's own alerts, earlier tests' calls) is answered, so none holds the worker.
    const hanging: IncomingMessage[] = [];
    let hangFor = '(no lead yet)';
    const server: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (body.includes('Voice demo call') && body.includes(hangFor)) hanging.push(request);
        else response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: randomUUID() }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const runner = await standIn.startAlertWorker(
      (name) =>
        ({
          ALERT_SITE_URL: 'https://www.example.com',
          RESEND_API_KEY: 're_test',
          ALERT_EMAIL_FROM: 'Ringwise <alerts@example.com>',
          ALERT_EMAIL_API_URL: `http://127.0.0.1:${port}`,
          ALERT_CHAT_WEBHOOK_URL: 'off',
        })[name],
    );
    try {
      const { leadId, callId } = await callOnLeadPage();
      hangFor = leadId;
      const answer = await webhook(report(`provider-${randomUUID()}`, callId));
      expect([answer.status, await answer.json()]).toEqual([
        200,
        { received: 'end-of-call-report', outcome: 'stored' },
      ]);
      // The worker takes the call's email only after the answer, and its send is still open.
      await expect
        .poll(async () => (await callReportDeliveries(leadId)).find((row) => row.channel === 'email')?.status)
        .toBe('sending');
      await expect.poll(() => hanging.length).toBe(1);
    } finally {
      hanging.forEach((request) => request.socket.destroy());
      await runner.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
