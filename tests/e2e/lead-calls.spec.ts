import { randomUUID } from 'node:crypto';
import { localVapiWebhookSecret } from '../../supabase/functions/_shared/voice/vapi-webhook-handler';
import { createNodeClient } from '../../supabase/local/node-client';
import { signInAsAdmin, uniqueTag } from './support/admin';
import { leadRow } from './support/inbox';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';

/** A call on a lead's voice page, reported by the provider, shows on the lead's panel. */
const api = privateStandInPerTest();

test("the lead panel shows a call's time, length, how it ended, its summary and outcome, and its transcript", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('lead-calls');
  const email = `${tag}@example.com`;
  await api.submit({ first_name: 'Priya', last_name: 'Natarajan', email, phone: '+1 555 0101', business: tag });
  const { url, serviceRoleKey } = api.current();
  const service = createNodeClient(url, serviceRoleKey);
  const { data: lead } = await service.from('contact_submissions').select('id').eq('email', email).single();
  const slug = `calls-${randomUUID().slice(0, 8)}`;
  await service.from('personalized_assistants').insert({ slug, name: 'Priya', submission_id: lead?.id ?? null });
  const callId = randomUUID();
  await service.rpc('record_voice_event', { p_slug: slug, p_kind: 'started', p_call_id: callId });
  const answer = await fetch(`${url}/functions/v1/vapi-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Vapi-Secret': localVapiWebhookSecret },
    body: JSON.stringify({
      message: {
        type: 'end-of-call-report',
        call: { id: `provider-${tag}`, metadata: { voiceCallId: callId } },
        startedAt: '2026-11-28T10:00:00.000Z',
        endedAt: '2026-11-28T10:03:12.000Z',
        endedReason: 'customer-ended-call',
        analysis: {
          summary: 'Priya runs a dental clinic and wants a demo next week.',
          structuredData: { followUp: true, monthlyCallVolume: 400, nextStep: 'A demo', questions: ['Price?'] },
        },
        artifact: {
          messages: [
            { role: 'bot', message: 'Hi Priya, how can I help?', secondsFromStart: 0.6 },
            { role: 'user', message: 'We miss calls at lunch.', secondsFromStart: 4.2 },
          ],
        },
      },
    }),
  });
  expect(answer.status).toBe(200);

  await api.route(page);
  await signInAsAdmin(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await leadRow(page, tag).getByRole('link', { name: 'Priya Natarajan' }).click();
  const calls = page.getByRole('dialog', { name: 'Priya Natarajan' }).getByRole('region', { name: 'Calls' });
  const call = calls.getByRole('article');
  await expect(call).toHaveCount(1, { timeout: 15_000 });
  await expect(call.getByText('3:12 · The prospect hung up')).toBeVisible();
  await expect(call.getByText('Priya runs a dental clinic and wants a demo next week.')).toBeVisible();
  await expect(call.getByRole('definition').first()).toHaveText('Yes');
  await expect(call.getByText('400')).toBeVisible();
  await call.getByText('Transcript').click();
  await expect(call.getByRole('listitem').filter({ hasText: 'Prospect: We miss calls at lunch.' })).toContainText(
    '0:04',
  );

  // The find box marks the words in the transcript and says how many lines hold them.
  await calls.getByRole('searchbox', { name: 'Find in transcripts' }).fill('LUNCH');
  await expect(calls.getByRole('status')).toHaveText('1 line holds these words.');
  await expect(call.locator('mark')).toHaveText(['lunch']);
  await calls.getByRole('searchbox', { name: 'Find in transcripts' }).fill('invoice');
  await expect(calls.getByRole('status')).toHaveText('No transcript line holds these words.');
  await expect(call.locator('mark')).toHaveCount(0);

  // The call asked for a follow-up: the inbox's follow-up filter lists the lead, and its address keeps the filter.
  await page.getByRole('dialog', { name: 'Priya Natarajan' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/);
  const followUp = page.getByRole('switch', { name: 'Call asked for a follow-up' });
  await followUp.click();
  await expect(page).toHaveURL(/[?&]followup=true/);
  await expect(followUp).toHaveAttribute('aria-checked', 'true');
  await expect(leadRow(page, tag)).toBeVisible();
});
