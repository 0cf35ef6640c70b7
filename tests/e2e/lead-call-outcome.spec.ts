import { randomUUID } from 'node:crypto';
import { localServiceRoleKey } from '../../supabase/local/jwt';
import { createNodeClient } from '../../supabase/local/node-client';
import { localAdmin, signInAsAdmin, uniqueTag } from './support/admin';
import { e2eApiUrl } from './support/e2e-env';
import { caughtMessage, chatTexts, emailsTo } from './support/mail-catcher';
import { expect, test } from './support/test';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';
import { expectCallConnected } from './support/voice-call';

/**
 * A call's whole path on one machine: a voice page made from a lead, a call with the offline demo voice and its live
 * captions, the provider stand-in's report at End, the lead panel's Calls section, and the team's email and chat
 * post in the local catcher, once each.
 */
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

const greeting = "I'm the offline demo voice";

test('a call on a lead’s voice page is captioned live, then shows on the lead and reaches the team once by email and chat', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const service = createNodeClient(e2eApiUrl, localServiceRoleKey);
  const business = uniqueTag('Call Outcome Clinic');
  // The report goes to the lead's owner: the local admin here, whoever else the other tests made staff.
  const { data: users } = await service.auth.admin.listUsers({ perPage: 1000 });
  const adminId = users.users.find((user) => user.email === localAdmin.email)?.id;
  const { data: lead, error } = await service
    .from('contact_submissions')
    .insert({
      owner_id: adminId,
      first_name: 'Rosa',
      last_name: 'Parks',
      email: `${randomUUID()}@example.com`,
      phone: '+1 555 0142',
      business,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const slug = `outcome-${randomUUID().slice(0, 8)}`;
  const made = await service.from('personalized_assistants').insert({ slug, name: 'Rosa', submission_id: lead?.id });
  expect(made.error).toBeNull();

  await page.goto(`/ai-phone-caller/${slug}`);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expectCallConnected(page);
  const captions = page.getByRole('log', { name: 'Live caption' });
  await expect(captions).toContainText(`Assistant: Hi, thanks for calling! ${greeting}`, { timeout: 15_000 });
  // Hidden, the captions leave the page and their live region with them; shown again, the lines are there.
  const captionsSwitch = page.getByRole('switch', { name: 'Captions' });
  await captionsSwitch.click();
  await expect(captionsSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(captions).toHaveCount(0);
  await captionsSwitch.click();
  await expect(captions).toContainText(greeting);
  await page.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto(`/admin/dashboard/${lead?.id}`);
  const call = page
    .getByRole('dialog', { name: 'Rosa Parks' })
    .getByRole('region', { name: 'Calls' })
    .getByRole('article');
  await expect(call).toHaveCount(1, { timeout: 15_000 });
  await expect(call.getByText(/Offline demo call/)).toBeVisible();
  await expect(call.getByText('The prospect hung up', { exact: false })).toBeVisible();
  await expect(call.getByRole('definition').first()).toHaveText('No');
  await call.getByText('Transcript').click();
  await expect(call.getByRole('listitem').filter({ hasText: greeting })).toContainText('Assistant:');

  // The team heard of it once: one email to the admin, one chat post, however long we look.
  const callEmails = async () =>
    (await emailsTo(localAdmin.email)).filter((email) => email.Subject === `Voice demo call: Rosa Parks, ${business}`);
  const callPosts = async () =>
    (await chatTexts()).filter((text) => text.includes('Voice demo call') && text.includes(business));
  await expect.poll(async () => (await callEmails()).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await callPosts()).length, { timeout: 15_000 }).toBe(1);
  const { data: deliveries } = await service
    .from('alert_deliveries')
    .select('status')
    .eq('submission_id', lead?.id ?? '')
    .eq('kind', 'call_report')
    .eq('recipient', localAdmin.email);
  expect(deliveries).toEqual([{ status: 'sent' }]);
  expect((await callEmails()).length).toBe(1);
  const [email] = await callEmails();
  const text = (await caughtMessage(email?.ID ?? '')).Text;
  expect(text).toContain('Summary: Offline demo call');
  expect(text).toContain('Follow-up: No');
  expect(text).toMatch(new RegExp(`Open the lead: http://127\\.0\\.0\\.1:\\d+/admin/dashboard/${lead?.id}`));
});
