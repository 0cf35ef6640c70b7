import { signInStaff } from '../support/staff-sign-in';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { createNodeClient } from '../../supabase/local/node-client';
import { pageTitle } from '../../src/content/page-title';
import { signInAsAdmin, uniqueTag, type NewSubmission } from './support/admin';
import { expectGreen } from './support/colours';
import { extraContext, type ExtraContext } from './support/extra-context';
import { inFullBrowser } from './support/full-browser';
import { leadRow, sendDemoRequest, statusFilter, tableRows, whenRowAppears } from './support/inbox';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';

// Each test has a stand-in of its own, so its counts and titles are exact whatever other specs send meanwhile.
// Starting one and driving up to three browser contexts takes a while on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });
const contexts: ExtraContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});
const api = privateStandInPerTest();
// Notify me asks for the notification permission.
test.use({ launchOptions: inFullBrowser() });

const request = (tag: string): NewSubmission => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: `${tag}@example.com`,
  phone: '+1 555 010 0199',
  business: `Harbour Dental ${tag}`,
});

async function pageOnStandIn(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const opened = await extraContext(browser, options);
  contexts.push(opened);
  const page = await opened.context.newPage();
  await api.route(page);
  return page;
}

async function dashboardOf(browser: Browser): Promise<Page> {
  const page = await pageOnStandIn(browser);
  await signInAsAdmin(page);
  // A lead sent before the subscription is joined would wait for the next load; the test waits for the join.
  await expect(page.getByText('Live updates on')).toBeVisible();
  return page;
}

test("a visitor's demo request appears live on two admins' dashboards; when one marks it Contacted the other sees it answered", async ({
  browser,
}) => {
  const first = await dashboardOf(browser);
  const second = await dashboardOf(browser);

  const tag = uniqueTag('live');
  const watches = await Promise.all([first, second].map((page) => whenRowAppears(page, tag)));
  await sendDemoRequest(await pageOnStandIn(browser), request(tag));
  // The row arrives by itself, without a reload; how fast (the 1 s target) is `npm run bench:inbox`'s figure.
  await Promise.all(watches.map((seen) => seen()));
  for (const page of [first, second]) {
    await expect(leadRow(page, tag).getByText(/^(10:00|09:\d\d) left$/)).toBeVisible();
  }

  await leadRow(first, tag).getByLabel('Status of Grace Hopper').selectOption('contacted');
  const seenBySecond = leadRow(second, tag);
  await expect(seenBySecond.getByLabel('Status of Grace Hopper')).toHaveValue('contacted');
  await expect(seenBySecond.getByText('Answered in 1 min')).toBeVisible();
  await expectGreen(seenBySecond.getByText('Answered in 1 min'));
});

test('the counts beside each filter and the tab title follow arrivals and status changes; suspected spam stays out of them', async ({
  browser,
}) => {
  const page = await dashboardOf(browser);
  await expect(page.getByText('No submissions yet', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('Dashboard'));

  const tag = uniqueTag('counts');
  await api.submit(request(tag));
  await expect(tableRows(page).first()).toContainText(tag);
  await expect(page.getByTestId('total-submissions')).toHaveText('1');
  await expect(statusFilter(page, /^All 1$/)).toBeVisible();
  await expect(statusFilter(page, /^New 1$/)).toBeVisible();
  await expect(page).toHaveTitle(`(1) ${pageTitle('Dashboard')}`);

  await api.insert([{ ...request(`${tag}-spam`), spam: true }]);
  await expect(statusFilter(page, /^Spam 1$/)).toBeVisible();
  await expect(statusFilter(page, /^All 1$/)).toBeVisible();
  await expect(leadRow(page, `${tag}-spam`)).toHaveCount(0);
  await expect(page).toHaveTitle(`(1) ${pageTitle('Dashboard')}`);

  await leadRow(page, tag).getByLabel('Status of Grace Hopper').selectOption('qualified');
  await expect(statusFilter(page, /^Qualified 1$/)).toBeVisible();
  await expect(statusFilter(page, /^New 0$/)).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('Dashboard'));
});

test('Notify me: once allowed, each new lead that is not spam brings a notification and a sound, and the choice is remembered', async ({
  browser,
}) => {
  const page = await pageOnStandIn(browser, { permissions: ['notifications'] });
  // The real Notification and AudioContext, recorded on the way through.
  await page.addInitScript(() => {
    const shown: Array<{ title: string; body: string | undefined }> = [];
    const sounds: number[] = [];
    const Real = window.Notification;
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body });
      }
    } as typeof Notification;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (when?: number) {
      sounds.push(when ?? 0);
      return start.call(this, when);
    };
    Object.assign(window, { shown, sounds });
  });
  const shown = () => page.evaluate(() => (window as unknown as { shown: unknown[] }).shown);
  const sounded = () => page.evaluate(() => (window as unknown as { sounds: unknown[] }).sounds.length > 0);
  await signInAsAdmin(page);
  const notifyMe = page.getByRole('switch', { name: 'Notify me' });
  await expect(notifyMe).toHaveAttribute('aria-checked', 'false');
  await notifyMe.click();
  await expect(notifyMe).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Live updates on')).toBeVisible();

  const tag = uniqueTag('notify');
  await api.submit(request(tag));
  await expect.poll(shown).toEqual([{ title: 'New demo request', body: `Grace Hopper — Harbour Dental ${tag}` }]);
  expect(await sounded()).toBe(true);

  await api.insert([{ ...request(`${tag}-spam`), spam: true }]);
  await api.submit({ ...request(`${tag}-after`), first_name: 'Ada' });
  await expect.poll(async () => (await shown()).length).toBe(2);
  expect(JSON.stringify(await shown())).not.toContain(`${tag}-spam`);

  await page.reload();
  await expect(notifyMe).toHaveAttribute('aria-checked', 'true');
  await notifyMe.click();
  await expect(notifyMe).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Live updates on')).toBeVisible();
  await api.submit(request(`${tag}-off`));
  await expect(leadRow(page, `${tag}-off`)).toBeVisible();
  expect(await shown()).toEqual([]);
});

test("a non-admin's live subscription and direct requests get no lead, no history and no figures", async () => {
  const email = `${uniqueTag('staff')}@example.com`;
  const { url, anonKey, serviceRoleKey, admin: localAdmin } = api.current();
  const service = createNodeClient(url, serviceRoleKey);
  const created = await service.auth.admin.createUser({ email, password: 'not-an-admin-1', email_confirm: true });
  if (created.error) throw created.error;
  const user = createNodeClient(url, anonKey);
  const signedIn = await user.auth.signInWithPassword({ email, password: 'not-an-admin-1' });
  if (signedIn.error) throw signedIn.error;

  const received: unknown[] = [];
  const joined = new Promise<string>((resolve) => {
    user
      .channel('probe')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'contact_submissions' }, (change) =>
        received.push(change),
      )
      .subscribe((status) => {
        if (status !== 'CLOSED') resolve(status);
      });
  });
  expect(await joined).toBe('SUBSCRIBED');
  const tag = uniqueTag('probe');
  await api.submit(request(tag));
  const admin = createNodeClient(url, anonKey);
  await signInStaff(admin, localAdmin);
  const { data: stored } = await admin.from('contact_submissions').select('id').eq('email', `${tag}@example.com`);
  expect(stored).toHaveLength(1);
  // Give the feed the time it gives an admin (well under a second), and then some.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(received).toEqual([]);

  const leads = await user.from('contact_submissions').select('*');
  const events = await user.from('lead_events').select('*');
  const counts = await user.rpc('lead_counts', { p_search: null });
  const stats = await user.rpc('lead_response_stats', { p_days: 7 });
  const patched = await user
    .from('contact_submissions')
    .update({ status: 'won' })
    .eq('email', `${tag}@example.com`)
    .select();
  expect(leads.data).toEqual([]);
  expect(events.data).toEqual([]);
  expect(counts.data).toBeNull();
  expect(stats.data).toBeNull();
  expect(patched.data ?? []).toEqual([]);
  await user.removeAllChannels();
});
