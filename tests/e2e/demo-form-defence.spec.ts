import type { Page, Route } from '@playwright/test';
import { localServiceRoleKey } from '../../supabase/local/jwt';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { fillDemoForm, reachDemoForm, typedBusiness, uniqueEmail } from './support/demo-form';
import { e2eApiUrl } from './support/e2e-env';
import { readContactSubmissionsAsAdmin } from './support/landing-admin';
import { signInAsAdmin } from './support/admin';
import { expect, test } from './support/test';

/**
 * The demo form against the database's defences. The shared stand-in relaxes the rate limits and the
 * fill-time rule (every test sends from 127.0.0.1), so the tests of those two start a stand-in of their
 * own with the real rules and send the page's API calls to it.
 */
const submissions = '**/rest/v1/contact_submissions*';
const thanks = "Thank you! We'll get back to you within 10 minutes.";

type SentRequest = { request_id: string; honeypot: string | null; fill_ms: number };

/** Counts and records the form's sends as they leave the page. */
function recordSends(page: Page) {
  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/contact_submissions')) {
      sent.push(request.postDataJSON() as SentRequest);
    }
  });
  return sent;
}

/** The form's first send fails with a reset connection, after reaching the database or before. */
async function failFirstSend(page: Page, { afterStoring }: { afterStoring: boolean }) {
  let failed = false;
  await page.route(submissions, async (route) => {
    if (failed || route.request().method() !== 'POST') return route.fallback();
    failed = true;
    if (afterStoring) await route.fetch();
    await route.abort('connectionreset');
  });
}

/** Sends the page's calls to `standIn` instead of the shared one (from 127.0.0.1 as well). */
async function routeToStandIn(page: Page, standIn: StandIn) {
  await page.route(`${e2eApiUrl}/**`, async (route: Route) => {
    const response = await route.fetch({ url: route.request().url().replace(e2eApiUrl, standIn.url) });
    await route.fulfill({ response });
  });
}

async function storedIn(standIn: StandIn, email: string) {
  const response = await fetch(
    `${standIn.url}/rest/v1/contact_submissions?select=*&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: localServiceRoleKey, Authorization: `Bearer ${localServiceRoleKey}` } },
  );
  return (await response.json()) as Array<Record<string, unknown>>;
}

test.describe('with the real limits', () => {
  let standIn: StandIn;

  test.beforeEach(async () => {
    standIn = await startStandIn({ port: 0, dataDir: null, quiet: true });
  });

  test.afterEach(async () => {
    await standIn.stop();
  });

  test('a sixth demo request from one address within 10 minutes shows "Too many requests…" and keeps every value', async ({
    page,
  }) => {
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${standIn.url}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: { apikey: standIn.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Earlier',
          last_name: 'Visitor',
          email: uniqueEmail(`earlier-${i}`),
          phone: '+1 555 0100',
          business: 'An earlier request from the same address',
        }),
      });
      expect(response.status).toBe(201);
    }
    await routeToStandIn(page, standIn);
    await page.goto('/#contact');
    const email = uniqueEmail('sixth');
    const form = await fillDemoForm(page, email);
    await form.getByRole('button', { name: 'Request Demo' }).click();

    await expect(form.getByRole('alert')).toHaveText('Too many requests. Please try again in a few minutes.');
    await expect(form.getByRole('status')).toHaveText('');
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    await expect(form.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Phone')).toHaveValue('+1 555 0100');
    await expect(form.getByLabel('Tell us about your business')).toHaveValue(typedBusiness);
    await expect(form.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
    expect(await storedIn(standIn, email)).toEqual([]);

    // Not lost without a trace: admins see who was turned away, to write back.
    const admin = await page.context().newPage();
    await routeToStandIn(admin, standIn);
    await signInAsAdmin(admin);
    await admin.goto('/admin/alerts');
    const refusals = admin.getByRole('region', { name: 'Refused demo requests' });
    const row = refusals.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Too many requests from one network address');
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });

  test('a form sent within 3 s of appearing is kept as spam; one sent after 3 s is not; both visitors are thanked', async ({
    page,
    context,
  }) => {
    // Paused before any page exists, so each form appears at a known moment and time moves only when told.
    await context.clock.install();
    await context.clock.pauseAt(Date.now() + 1000);

    const sendAfter = async (visitor: Page, email: string, waitMs: number) => {
      const sends = recordSends(visitor);
      await routeToStandIn(visitor, standIn);
      await visitor.goto('/#contact');
      const form = await fillDemoForm(visitor, email);
      await context.clock.runFor(waitMs);
      await form.getByRole('button', { name: 'Request Demo' }).click();
      await expect(form.getByRole('status')).toHaveText(thanks);
      return sends.map((sent) => sent.fill_ms);
    };
    const quick = uniqueEmail('quick');
    const patient = uniqueEmail('patient');
    expect(await sendAfter(page, quick, 2999)).toEqual([2999]);
    expect(await sendAfter(await context.newPage(), patient, 3000)).toEqual([3000]);

    expect(await storedIn(standIn, quick)).toEqual([expect.objectContaining({ spam: true })]);
    expect(await storedIn(standIn, patient)).toEqual([expect.objectContaining({ spam: false })]);
  });
});

test('a request whose hidden field a bot filled is kept as spam, and the sender sees the normal thank-you', async ({
  page,
}) => {
  await page.goto('/#contact');
  const email = uniqueEmail('honeypot');
  const form = await fillDemoForm(page, email);
  await form.locator('input[name="contact_me_by_fax_only"]').fill('https://cheap-pills.example');
  await form.getByRole('button', { name: 'Request Demo' }).click();

  await expect(form.getByRole('status')).toHaveText(thanks);
  await expect(form.getByRole('alert')).toHaveText('');
  expect(await readContactSubmissionsAsAdmin(email)).toEqual([
    expect.objectContaining({ spam: true, honeypot: 'https://cheap-pills.example' }),
  ]);
});

test('people never meet the hidden field: not on screen, not to screen readers, not in the tab order', async ({
  page,
}) => {
  await page.goto('/#contact');
  const form = await reachDemoForm(page);
  const trap = form.locator('input[name="contact_me_by_fax_only"]');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  const box = await trap.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(0);
  await expect(form.getByRole('textbox')).toHaveCount(5);

  await form.getByLabel('Phone').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Tell us about your business')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Request Demo' })).toBeFocused();
});

test('a double click on Request Demo sends the request once', async ({ page }) => {
  const sends = recordSends(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(submissions, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/#contact');
  const email = uniqueEmail('double');
  const form = await fillDemoForm(page, email);
  await form.getByRole('button', { name: 'Request Demo' }).dblclick();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();

  await expect(form.getByRole('status')).toHaveText(thanks);
  expect(sends).toHaveLength(1);
  expect(await readContactSubmissionsAsAdmin(email)).toHaveLength(1);
});

test('two submits in the same moment, before the button can disable itself, send the request once', async ({
  page,
}) => {
  const sends = recordSends(page);
  await page.goto('/#contact');
  const email = uniqueEmail('same-moment');
  const form = await fillDemoForm(page, email);
  await form.evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
  await expect(form.getByRole('status')).toHaveText(thanks);
  expect(sends).toHaveLength(1);
  expect(await readContactSubmissionsAsAdmin(email)).toHaveLength(1);
});

test('a retry after a lost response sends the same request id and the request is stored once', async ({ page }) => {
  const sends = recordSends(page);
  await failFirstSend(page, { afterStoring: true });
  await page.goto('/#contact');
  const email = uniqueEmail('lost');
  const form = await fillDemoForm(page, email);
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  expect(await readContactSubmissionsAsAdmin(email)).toHaveLength(1);

  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('status')).toHaveText(thanks);
  expect(sends.map((sent) => sent.request_id)).toEqual([sends[0]?.request_id, sends[0]?.request_id]);
  expect(await readContactSubmissionsAsAdmin(email)).toHaveLength(1);
});

test('changed values after a failure are a new request with a new id', async ({ page }) => {
  const sends = recordSends(page);
  await failFirstSend(page, { afterStoring: false });
  await page.goto('/#contact');
  const form = await fillDemoForm(page, uniqueEmail('changed'));
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await form.getByLabel('Phone').fill('+1 555 0199');
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('status')).toHaveText(thanks);
  expect(new Set(sends.map((sent) => sent.request_id)).size).toBe(2);
});
