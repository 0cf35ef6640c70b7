import { randomUUID } from 'node:crypto';
import { localServiceRoleKey } from '../../supabase/local/jwt';
import { createNodeClient } from '../../supabase/local/node-client';
import { e2eApiUrl } from './support/e2e-env';
import { expect, test } from './support/test';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';
import { expectCallConnected } from './support/voice-call';

/**
 * The whole local path of a call's report: the offline demo voice, at End, tells the stand-in's provider of the call,
 * which posts the provider's end-of-call report to the vapi-webhook function, which stores it on the page's call.
 */
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

test('after End, the offline call’s report is stored once on the voice page’s call, with the greeting in its transcript', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const service = createNodeClient(e2eApiUrl, localServiceRoleKey);
  const slug = `report-${randomUUID().slice(0, 8)}`;
  const { data: created, error } = await service
    .from('personalized_assistants')
    .insert({ slug, name: 'Quinn' })
    .select('id')
    .single();
  expect(error).toBeNull();

  await page.goto(`/ai-phone-caller/${slug}`);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expectCallConnected(page);
  await expect(page.getByText('offline demo voice, running in your browser')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'End' }).click();

  const reports = async () =>
    (
      await service
        .from('voice_call_reports')
        .select('ended_reason, summary, transcript')
        .eq('page_id', created?.id ?? '')
    ).data ?? [];
  await expect.poll(async () => (await reports()).length, { timeout: 10_000 }).toBe(1);
  const [report] = await reports();
  expect(report?.ended_reason).toBe('customer-ended-call');
  expect(report?.summary).toContain('Offline demo call');
  expect(JSON.stringify(report?.transcript)).toContain("I'm the offline demo voice");
});
