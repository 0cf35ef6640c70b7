import type { Page } from '@playwright/test';
import { held, localAdmin, signInAsAdmin, uniqueTag, type NewSubmission } from './support/admin';
import { e2eApiUrl } from './support/e2e-env';
import { extraContext } from './support/extra-context';
import { leadRow } from './support/inbox';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';

// Each test has a stand-in of its own, so the panels it opens hold no live channel on the shared one.
const api = privateStandInPerTest();

const lead = (tag: string): NewSubmission => ({
  first_name: 'Katherine',
  last_name: 'Johnson',
  email: `${tag}@example.com`,
  phone: '+1 (555) 010-0142',
  business: `Orbital Dental ${tag}\nthree chairs`,
});

/** Signs in, finds the lead by its tag and opens its panel from the list. */
async function openPanel(page: Page, tag: string) {
  await api.route(page);
  await signInAsAdmin(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  // The search is applied (and in the address) after the typing pauses; the row's link carries it from then on.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}(&|$)`));
  await leadRow(page, tag).getByRole('link', { name: 'Katherine Johnson' }).click();
  const panel = page.getByRole('dialog', { name: 'Katherine Johnson' });
  // The lead and its history come through the test's process (the page is routed): slower on a loaded machine.
  await expect(panel).toBeVisible({ timeout: 15_000 });
  return panel;
}

test('the lead panel shows every field with email and call links, changes the status and keeps the history of who did what and when; its address can be shared', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('panel');
  await api.submit(lead(tag));
  const panel = await openPanel(page, tag);
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/dashboard\/[0-9a-f-]{36}$/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(tag);

  await expect(panel.getByText('Katherine', { exact: true })).toBeVisible();
  await expect(panel.getByText('Johnson', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: `${tag}@example.com` })).toHaveAttribute(
    'href',
    `mailto:${tag}@example.com`,
  );
  await expect(panel.getByRole('link', { name: '+1 (555) 010-0142' })).toHaveAttribute('href', 'tel:+15550100142');
  await expect(panel.getByText(`Orbital Dental ${tag} three chairs`)).toBeVisible();
  await expect(panel.getByText(/^(10:00|09:\d\d) left$/)).toBeVisible();
  await expect(panel.getByText('Nothing yet: no status change and no notes.')).toBeVisible();

  await panel.getByLabel('Status', { exact: true }).selectOption('contacted');
  await expect(panel.getByText('Answered in 1 min')).toBeVisible();
  const history = panel.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toContainText(`${localAdmin.email} changed the status from New to Contacted ·`);
  await expect(history.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);

  await panel.getByLabel('Note').fill('Called, left a message.\nCall back Tuesday.');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText(`${localAdmin.email} added a note ·`);
  await expect(history.nth(1)).toContainText('Called, left a message. Call back Tuesday.');
  await expect(panel.getByLabel('Note')).toHaveValue('');

  // The list behind follows the panel's change.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The browser closes the dialog on Escape; the address follows once the router has heard of it.
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard' && url.searchParams.get('q') === tag);
  await expect(leadRow(page, tag).getByLabel('Status of Katherine Johnson')).toHaveValue('contacted');
  await page.goBack();

  // A colleague opens the same address.
  const other = await extraContext(browser);
  const colleague = await other.context.newPage();
  await api.route(colleague);
  await signInAsAdmin(colleague);
  await colleague.goto(page.url());
  const shared = colleague.getByRole('dialog', { name: 'Katherine Johnson' });
  await expect(shared.getByLabel('Status', { exact: true })).toHaveValue('contacted');
  await expect(shared.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
  await other.close();
});

test('a status change or a note the server refuses is rolled back with the reason, which can be dismissed, and the typed note is kept', async ({
  page,
}) => {
  const tag = uniqueTag('refused');
  await api.submit(lead(tag));
  const panel = await openPanel(page, tag);
  // The server refuses as PostgREST does: a check violation, and a note that RLS will not take.
  await page.route(`${e2eApiUrl}/rest/v1/contact_submissions?*`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            code: '23514',
            details: null,
            hint: null,
            message: 'new row for relation "contact_submissions" violates check constraint',
          }),
        })
      : route.fallback(),
  );
  await page.route(`${e2eApiUrl}/rest/v1/rpc/add_lead_note`, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: '42501', details: null, hint: null, message: 'permission denied' }),
    }),
  );

  await panel.getByLabel('Status', { exact: true }).selectOption('won');
  await expect(panel.getByRole('alert')).toHaveText(
    'Could not save the change: that status is not one the pipeline allows. Dismiss',
  );
  await expect(panel.getByLabel('Status', { exact: true })).toHaveValue('new');
  // The message stays until staff dismiss it, as in the list.
  await panel.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);

  await panel.getByLabel('Note').fill('Keep me');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Could not add the note: only admins may change leads. Dismiss');
  await expect(panel.getByLabel('Note')).toHaveValue('Keep me');
  await expect(panel.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(0);

  // From the list, too.
  await page.keyboard.press('Escape');
  const row = leadRow(page, tag);
  await row.getByLabel('Status of Katherine Johnson').selectOption('lost');
  await expect(page.getByRole('alert')).toHaveText(
    /^Could not save the change to Katherine Johnson: that status is not one the pipeline allows\./,
  );
  await expect(row.getByLabel('Status of Katherine Johnson')).toHaveValue('new');
});

test('the next note typed while a note is being saved stays in the box once the first is saved', async ({ page }) => {
  const tag = uniqueTag('typing');
  await api.submit(lead(tag));
  const panel = await openPanel(page, tag);
  const save = held();
  await page.route(`${e2eApiUrl}/rest/v1/rpc/add_lead_note`, async (route) => {
    await save.released;
    await route.fallback();
  });
  const box = panel.getByLabel('Note');
  await box.fill('Called, left a message.');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByRole('button', { name: 'Adding…' })).toBeDisabled();
  // Typed as a person types, key by key, while the first note is still on its way.
  await box.press('ControlOrMeta+a');
  await box.pressSequentially('Called back: demo booked for Friday.');
  await expect(box).toHaveValue('Called back: demo booked for Friday.');
  save.release();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Called, left a message.' })).toBeVisible();
  await expect(box).toHaveValue('Called back: demo booked for Friday.');
});

test('a note over 5,000 characters cannot be sent, and says so', async ({ page }) => {
  const tag = uniqueTag('long-note');
  await api.submit(lead(tag));
  const panel = await openPanel(page, tag);
  await panel.getByLabel('Note').fill('x'.repeat(5001));
  await expect(panel.getByText('A note can be at most 5,000 characters.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add note' })).toBeDisabled();
  await panel.getByLabel('Note').fill('x'.repeat(5000));
  await expect(panel.getByText('5,000 / 5,000')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add note' })).toBeEnabled();
});

test('an address with an id that is no lead says so', async ({ page }) => {
  await api.route(page);
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/not-a-lead');
  await expect(page.getByRole('dialog').getByText('This lead does not exist, or you may not see it.')).toBeVisible();
  await page.goto('/admin/dashboard/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('dialog').getByText('This lead does not exist, or you may not see it.')).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, long text without spaces stays inside its box: a clamped description with Show more, a wrapped note`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const tag = uniqueTag('long-text');
    await api.submit({ ...lead(tag), business: `${tag}${'w'.repeat(4_997 - tag.length)}` });
    const panel = await openPanel(page, tag);
    await panel.getByLabel('Note').fill('n'.repeat(5_000));
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: 'added a note' })).toContainText('n'.repeat(5_000));
    const panelWidths = await panel.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(panelWidths[0]).toBeLessThanOrEqual(panelWidths[1] ?? 0);
    await panel.getByRole('button', { name: 'Close' }).click();

    const row = leadRow(page, tag);
    const clampedHeight = (await row.boundingBox())?.height ?? Infinity;
    expect(clampedHeight).toBeLessThan(400);
    await row.getByRole('button', { name: 'Show more' }).click();
    expect((await row.boundingBox())?.height).toBeGreaterThan(clampedHeight);
    await row.getByRole('button', { name: 'Show less' }).click();
    expect((await row.boundingBox())?.height).toBe(clampedHeight);
    const pageWidths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(pageWidths[0]).toBeLessThanOrEqual(pageWidths[1] ?? 0);
  });
}

test('from the keyboard a status changes only when Enter chooses it, and the focus stays on the status box', async ({
  page,
}) => {
  const tag = uniqueTag('status-keys');
  await api.submit(lead(tag));
  const panel = await openPanel(page, tag);
  const status = panel.getByLabel('Status', { exact: true });
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('contacted');
  await expect(panel.getByText('Enter saves · Esc cancels')).toBeVisible();
  await expect(panel.getByText('Nothing yet: no status change and no notes.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(status).toHaveValue('new');
  await expect(panel).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('listitem').filter({ hasText: 'changed the status' })).toContainText(
    'changed the status from New to Contacted',
  );
  await expect(status).toBeFocused();
  await panel.getByRole('button', { name: 'Close' }).click();

  const row = leadRow(page, tag).getByLabel('Status of Katherine Johnson');
  await row.focus();
  await page.keyboard.press('ArrowDown');
  await expect(row).toHaveValue('qualified');
  await row.blur();
  await expect(row).toHaveValue('contacted');
  await row.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(row).toHaveValue('qualified');
  await expect(row).toBeFocused();
  await page.reload();
  await expect(leadRow(page, tag).getByLabel('Status of Katherine Johnson')).toHaveValue('qualified');
});

test('a typed note survives Escape, Close and another lead: it is back when the lead opens again in the tab', async ({
  page,
}) => {
  const tag = uniqueTag('draft');
  await api.submit(lead(tag));
  const panel = await openPanel(page, tag);
  await panel.getByLabel('Note').fill('Call back after the demo');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await leadRow(page, tag).getByRole('link', { name: 'Katherine Johnson' }).click();
  await expect(panel.getByLabel('Note')).toHaveValue('Call back after the demo');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByLabel('Note')).toHaveValue('');
  await panel.getByRole('button', { name: 'Close' }).click();
  await leadRow(page, tag).getByRole('link', { name: 'Katherine Johnson' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'added a note' })).toContainText(
    'Call back after the demo',
  );
  await expect(panel.getByLabel('Note')).toHaveValue('');
});

test("a note added in one admin's panel appears in another admin's open panel of the same lead", async ({
  page,
  browser,
}) => {
  const tag = uniqueTag('live-note');
  await api.submit(lead(tag));
  const panel = await openPanel(page, tag);
  const other = await extraContext(browser);
  const colleague = await other.context.newPage();
  await api.route(colleague);
  await signInAsAdmin(colleague);
  await colleague.goto(page.url());
  const theirs = colleague.getByRole('dialog', { name: 'Katherine Johnson' });
  await expect(theirs.getByLabel('Note')).toBeVisible({ timeout: 15_000 });
  // The note reaches the other panel through the dashboard's live feed, so the colleague's must be on first.
  await expect(colleague.getByText('Live updates on')).toBeVisible();
  await panel.getByLabel('Note').fill('Booked a demo for Friday');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(theirs.getByRole('listitem').filter({ hasText: 'added a note' })).toContainText(
    'Booked a demo for Friday',
    { timeout: 10_000 },
  );
  await other.close();
});
