import { insertAsServiceRole, uniqueTag } from './support/admin';
import { fillDemoForm, uniqueEmail } from './support/demo-form';
import { localAdmin } from './support/admin';
import {
  caughtMessage,
  chatTexts,
  deliveriesOfLead,
  emailsTo,
  everyLeadMessageSent,
  localDeliveriesOfLead,
} from './support/mail-catcher';
import { expect, test } from './support/test';

const thanks = "Thank you! We'll get back to you within 10 minutes.";
// The promise the issue makes of the alerts: in the catcher and the chat recorder within 5 s of the request.
const withinFiveSeconds = { timeout: 5_000 };

test('a demo request alerts staff by email and chat within 5 s and acknowledges the prospect once, even when retried', async ({
  page,
}) => {
  const email = uniqueEmail('alerted');
  const lastName = uniqueTag('Alerted');
  // The first send is stored but its answer is lost: the visitor sends again, and that must not alert twice.
  let lost = false;
  await page.route('**/rest/v1/contact_submissions*', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/#contact');
  const form = await fillDemoForm(page, email);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('status')).toHaveText(thanks);

  await expect
    .poll(
      async () => (await emailsTo(localAdmin.email)).filter((sent) => sent.Subject.includes(lastName)).length,
      withinFiveSeconds,
    )
    .toBe(1);
  await expect
    .poll(async () => (await chatTexts()).filter((text) => text.includes(lastName)).length, withinFiveSeconds)
    .toBe(1);
  await expect.poll(async () => (await emailsTo(email)).length, withinFiveSeconds).toBe(1);

  // Every message of the lead is in the ledger as sent, so nothing more is on its way: exactly one of each.
  await expect.poll(() => localDeliveriesOfLead(email)).toEqual(everyLeadMessageSent);
  const [acknowledgement] = await emailsTo(email);
  expect(acknowledgement?.Subject).toBe('We got your demo request');
  const text = await caughtMessage(acknowledgement?.ID ?? '');
  expect(text.Text).toContain('A real person from our team will get back to you within 10 minutes');
  expect(text.HTML).not.toMatch(/<img/i);
  const [alert] = (await emailsTo(localAdmin.email)).filter((sent) => sent.Subject.includes(lastName));
  const alertText = (await caughtMessage(alert?.ID ?? '')).Text;
  expect(alertText).toMatch(/Reply due by \d{1,2}:\d{2} [AP]M \S+ \(in 10 minutes\)/);
  expect(alertText).toMatch(/Open the lead: http:\/\/127\.0\.0\.1:\d+\/admin\/dashboard\/[0-9a-f-]{36}/);
});

test('a request a bot sent through the hidden field gets no acknowledgement and no alert', async ({ page }) => {
  const email = uniqueEmail('honeypot-alerts');
  await page.goto('/#contact');
  const form = await fillDemoForm(page, email);
  await form.locator('input[name="contact_me_by_fax_only"]').fill('https://cheap-pills.example');
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('status')).toHaveText(thanks);
  // The ledger is written in the transaction that stored the request: none now means none ever.
  expect(await deliveriesOfLead(email)).toEqual([]);
  expect(await emailsTo(email)).toEqual([]);
});

test('a lead still New 8 minutes after it arrived is escalated within seconds; one marked Contacted is not', async () => {
  const tag = uniqueTag('Escalated');
  const eightMinutesAgo = new Date(Date.now() - 8 * 60_000).toISOString();
  const lead = (lastName: string, email: string) => ({
    first_name: 'Grace',
    last_name: lastName,
    email,
    phone: '+1 555 0142',
    business: 'Harbour Dental',
    created_at: eightMinutesAgo,
  });
  const waiting = `${tag}-waiting@example.com`;
  const answered = `${tag}-answered@example.com`;
  await insertAsServiceRole([
    { ...lead(`${tag}-waiting`, waiting), status: 'new' },
    { ...lead(`${tag}-answered`, answered), status: 'contacted' },
  ]);

  await expect
    .poll(async () =>
      (await emailsTo(localAdmin.email))
        .filter((sent) => sent.Subject.includes(`${tag}-waiting`))
        .map((sent) => sent.Subject)
        .sort(),
    )
    .toEqual([
      expect.stringMatching(/^2 minutes left: Grace .*-waiting, Harbour Dental is still New$/),
      expect.stringMatching(/^New demo request: Grace .*-waiting, Harbour Dental$/),
    ]);
  await expect
    .poll(
      async () =>
        (await chatTexts()).filter((text) => text.includes(`${tag}-waiting`) && text.includes('minutes left')).length,
    )
    .toBe(1);
  // Both leads were in the same scans: the one answered has no escalation, not even a cancelled one.
  expect((await deliveriesOfLead(answered)).filter((delivery) => delivery.kind === 'escalation')).toEqual([]);
  expect(
    (await emailsTo(localAdmin.email)).filter(
      (sent) => sent.Subject.includes(`${tag}-answered`) && sent.Subject.includes('left'),
    ),
  ).toEqual([]);
});
