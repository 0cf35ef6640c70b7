import type { Page } from '@playwright/test';
import { localServiceRoleKey } from '../../supabase/local/jwt';
import {
  accessTokenFor,
  createStaff,
  enterCode,
  fillLogin,
  localAdmin,
  signInAsAdmin,
  submitAsVisitor,
  uniqueTag,
} from './support/admin';
import { e2eApiUrl } from './support/e2e-env';
import { chatTexts, emailsTo, everyLeadMessageSent, localDeliveriesOfLead, orderFault } from './support/mail-catcher';
import { expect, test } from './support/test';

const serviceHeaders = {
  apikey: localServiceRoleKey,
  Authorization: `Bearer ${localServiceRoleKey}`,
  'Content-Type': 'application/json',
};

/**
 * An admin of this test's own: their choices and test alerts touch nobody else's. `receive` stores a choice first
 * (`none`: other tests' leads, arriving meanwhile, send them nothing).
 */
async function newAdmin(page: Page, receive?: 'none') {
  const { email, password, totpSecret } = await createStaff('admin');
  if (receive) {
    const saved = await fetch(`${e2eApiUrl}/rest/v1/rpc/save_alert_preference`, {
      method: 'POST',
      headers: { ...serviceHeaders, Authorization: `Bearer ${await accessTokenFor(email, password, totpSecret)}` },
      body: JSON.stringify({ p_receive: receive, p_time_zone: 'UTC' }),
    });
    expect(saved.ok).toBe(true);
  }
  await page.goto('/admin/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(page, totpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  return email;
}

test('an admin chooses what they receive on the Alerts screen, and the choice stays theirs', async ({ page }) => {
  await newAdmin(page);
  await page.getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/\/admin\/alerts$/);
  await expect(page).toHaveTitle('Alerts · Ringwise');
  const choices = page.getByRole('group', { name: 'Email me about' });
  await expect(choices.getByRole('radio', { name: /Every new lead/ })).toBeChecked();
  await expect(choices).toContainText('another if it is still New 7 minutes later');

  await choices.getByRole('radio', { name: /Escalations only/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(choices.getByRole('radio', { name: /Escalations only/ })).toBeChecked();
  await expect(choices).toContainText(/Times in your alert emails are in \S+, this browser's time zone\./);
});

test('a choice the server refuses says so with its reason and shows the stored choice again', async ({ page }) => {
  await newAdmin(page);
  await page.route('**/rest/v1/rpc/save_alert_preference', (route) =>
    route.fulfill({
      status: 403,
      json: { code: '42501', message: 'only admins may choose alerts', details: null, hint: null },
    }),
  );
  await page.goto('/admin/alerts');
  const choices = page.getByRole('group', { name: 'Email me about' });
  // A click, not check(): the refusal can put the stored choice back before check() looks for the new one.
  await choices.getByRole('radio', { name: /Nothing/ }).click();
  await expect(choices.getByRole('alert')).toHaveText('Could not save your choice: only admins may choose alerts');
  await expect(choices.getByRole('radio', { name: /Every new lead/ })).toBeChecked();
});

test('Send test alert reaches the admin and the team chat and shows in the log; a second within 5 s is refused', async ({
  page,
}) => {
  const admin = await newAdmin(page);
  await page.goto('/admin/alerts');
  const channels = page.getByRole('region', { name: 'Channels' });
  await expect(channels.getByRole('listitem').filter({ hasText: 'Email' })).toContainText('Working');

  await channels.getByRole('button', { name: 'Send test alert' }).click();
  await expect(channels.getByRole('status')).toHaveText(/Test alert queued/);
  // A new admin also gets the alerts of other tests' leads: only test alerts are counted.
  const testAlerts = async () =>
    (await emailsTo(admin)).filter((email) => email.Subject === 'Test alert from Ringwise').length;
  await expect.poll(testAlerts).toBe(1);
  await expect.poll(async () => (await chatTexts()).some((text) => text.includes('Test alert'))).toBe(true);
  const log = page.getByRole('region', { name: 'Delivery log' });
  await log.getByRole('button', { name: 'Refresh' }).click();
  await expect(log.getByRole('row').filter({ hasText: 'Test alert' }).filter({ hasText: admin })).toContainText(
    /Sent /,
  );
  await expect(channels.getByRole('listitem').filter({ hasText: 'Email' })).toContainText('Working');

  // One test alert every 5 s per admin: the database refuses a second one sooner, and the screen says so.
  await channels.getByRole('button', { name: 'Send test alert' }).click();
  await expect(channels.getByRole('alert')).toHaveText('A test alert was just sent Dismiss');
});

test("Dismiss closes the test alert's notice, queued or refused, and the keyboard stays on Send test alert", async ({
  page,
}) => {
  await newAdmin(page);
  await page.goto('/admin/alerts');
  const channels = page.getByRole('region', { name: 'Channels' });
  const send = channels.getByRole('button', { name: 'Send test alert' });
  await send.click();
  const queued = channels.getByRole('status');
  await expect(queued).toHaveText(
    'Test alert queued: it goes to your email and the team chat within seconds; the log below shows it. Dismiss',
  );
  await queued.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(queued).toHaveCount(0);
  await expect(send).toBeFocused();

  // Sent again at once, it is refused (one every 5 s); that notice closes the same way.
  await page.keyboard.press('Enter');
  const refused = channels.getByRole('alert');
  await expect(refused).toHaveText('A test alert was just sent Dismiss');
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);
  await expect(send).toBeFocused();
});

test('a test alert the email API refuses shows in the log as failed, with the reason', async ({ page }) => {
  // Receiving nothing else, so the one failure ordered for their address is the test alert's.
  const admin = await newAdmin(page, 'none');
  await orderFault({ target: 'email', status: 422, times: 1, to: admin });
  await page.goto('/admin/alerts');
  const channels = page.getByRole('region', { name: 'Channels' });
  await channels.getByRole('button', { name: 'Send test alert' }).click();
  await expect(channels.getByRole('status')).toHaveText(/Test alert queued/);
  const log = page.getByRole('region', { name: 'Delivery log' });
  const row = log.getByRole('row').filter({ hasText: 'Test alert' }).filter({ hasText: admin });
  await expect
    .poll(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      return row.textContent();
    })
    .toMatch(/Failed: The email API answered 422: Failure ordered/);
  await expect(channels.getByRole('listitem').filter({ hasText: 'Email' })).toContainText('Last failure');
});

test("the lead's History lists what was sent about it", async ({ page }) => {
  const email = `${uniqueTag('history')}@example.com`;
  await submitAsVisitor({ first_name: 'Hedy', last_name: 'Lamarr', email, phone: '+1 555 0199', business: 'Radio' });
  // The panel reads History once when it opens, so it opens after the three are sent.
  await expect.poll(() => localDeliveriesOfLead(email)).toEqual(everyLeadMessageSent);
  const [lead] = (await (
    await fetch(`${e2eApiUrl}/rest/v1/contact_submissions?select=id&email=eq.${encodeURIComponent(email)}`, {
      headers: serviceHeaders,
    })
  ).json()) as { id: string }[];
  await signInAsAdmin(page);
  await page.goto(`/admin/dashboard/${lead?.id}`);
  const history = page.getByRole('dialog').getByRole('list', { name: 'History' });
  await expect(history).toContainText(`Alert emailed to ${localAdmin.email}`);
  await expect(history).toContainText('Alert posted to the team chat');
  await expect(history).toContainText(`Acknowledgement sent to ${email}`);
});
