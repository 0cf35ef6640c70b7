import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { held, signInAsAdmin } from './support/admin';
import { insertPersonalizedAssistant } from './support/personalized-assistants';
import { expect, test } from './support/test';

/** The admin's voice pages screen: make, edit, copy, open and delete personal pages. */

const freshSlug = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

const rowOf = (page: Page, slug: string) => page.locator(`tr[data-slug="${slug}"]`);

async function openPagesScreen(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Voice Pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Pages' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages$/);
}

async function fillPageForm(
  page: Page,
  values: { slug: string; name: string; assistantId?: string; seconds?: string },
) {
  await page.getByLabel('Link', { exact: true }).fill(values.slug);
  await page.getByLabel('Greeting name').fill(values.name);
  await page.getByLabel('Assistant id').fill(values.assistantId ?? '');
  if (values.seconds !== undefined) await page.getByLabel('Max call length (seconds)').fill(values.seconds);
}

test('an admin makes a page: bad values and a taken link are explained and keep what was typed', async ({ page }) => {
  const taken = freshSlug('taken');
  await insertPersonalizedAssistant({ slug: taken, name: 'Other', assistant_id: null });
  const slug = freshSlug('new-page');
  await openPagesScreen(page);

  await page.getByRole('button', { name: 'New page' }).click();
  const form = page.getByRole('form', { name: 'New page' });
  await expect(form.getByLabel('Max call length (seconds)')).toHaveValue('300');
  await fillPageForm(page, { slug: 'no spaces!', name: 'x'.repeat(101), seconds: '29' });
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByText('Use letters, digits, - and _ only, starting with a letter or digit.')).toBeVisible();
  await expect(form.getByText('Keep the greeting name to 100 characters or fewer.')).toBeVisible();
  await expect(form.getByText('Enter whole seconds from 30 to 3,600.')).toBeVisible();
  await expect(form.getByLabel('Link', { exact: true })).toHaveValue('no spaces!');
  await expect(form.getByLabel('Max call length (seconds)')).toHaveValue('29');

  await fillPageForm(page, { slug: taken.toUpperCase(), name: 'Jordan', assistantId: 'asst-42', seconds: '600' });
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByText('That link is already taken.')).toBeVisible();
  await expect(form.getByLabel('Link', { exact: true })).toHaveValue(taken.toUpperCase());
  await expect(form.getByLabel('Greeting name')).toHaveValue('Jordan');
  await expect(form.getByLabel('Assistant id')).toHaveValue('asst-42');
  await expect(form.getByLabel('Max call length (seconds)')).toHaveValue('600');

  await form.getByLabel('Link', { exact: true }).fill(slug);
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form).toHaveCount(0);
  const row = rowOf(page, slug);
  await expect(row).toContainText(`/ai-phone-caller/${slug}`);
  await expect(row).toContainText('Jordan');
  await expect(row).toContainText('asst-42');
  await expect(row.locator('[data-column="opened"]')).toHaveText(/0$/);
  await expect(row.locator('[data-column="conversations"]')).toHaveText(/0$/);
  await expect(row.locator('[data-column="talk-time"]')).toHaveText(/0:00$/);
});

test('keys pressed while a page is being saved change nothing, and a refused save keeps every box as typed', async ({
  page,
}) => {
  const taken = freshSlug('taken');
  await insertPersonalizedAssistant({ slug: taken, name: 'Other', assistant_id: null });
  await openPagesScreen(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const form = page.getByRole('form', { name: 'New page' });
  await fillPageForm(page, { slug: taken, name: 'Jordan', assistantId: 'asst-42' });
  const save = held();
  await page.route('**/rest/v1/personalized_assistants*', async (route) => {
    if (route.request().method() === 'POST') await save.released;
    await route.fallback();
  });
  const name = form.getByLabel('Greeting name');
  await name.click();
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  // The save sends what the boxes held at the click: they take no keys until it is answered, and keep the focus.
  await name.focus();
  await page.keyboard.type(' Lee');
  await expect(name).toHaveValue('Jordan');
  await expect(name).toBeFocused();
  save.release();
  await expect(form.getByText('That link is already taken.')).toBeVisible();
  await expect(form.getByLabel('Link', { exact: true })).toHaveValue(taken);
  await expect(name).toHaveValue('Jordan');
  await expect(form.getByLabel('Assistant id')).toHaveValue('asst-42');
  await name.press('End');
  await page.keyboard.type(' Lee');
  await expect(name).toHaveValue('Jordan Lee');
});

test('Copy link puts the page address on the clipboard and says Copied; Open opens the page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const slug = freshSlug('copied');
  await insertPersonalizedAssistant({ slug, name: 'Robin', assistant_id: null });
  await openPagesScreen(page);
  const row = rowOf(page, slug);
  await row.getByRole('button', { name: `Copy link ${slug}` }).click();
  await expect(row.getByRole('button', { name: `Copy link ${slug}` })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/ai-phone-caller/${slug}`);
  await expect(row.getByRole('button', { name: `Copy link ${slug}` })).toHaveText('Copy link', { timeout: 4_000 });

  const opened = context.waitForEvent('page');
  await row.getByRole('link', { name: `Open ${slug}` }).click();
  const prospect = await opened;
  await expect(prospect.getByRole('heading', { level: 1 })).toHaveText(/Welcome Robin to your/);
});

test('an admin edits a page and the prospect is greeted by the new name', async ({ page }) => {
  const slug = freshSlug('edited');
  await insertPersonalizedAssistant({ slug, name: 'Sam', assistant_id: null });
  await openPagesScreen(page);
  await rowOf(page, slug)
    .getByRole('button', { name: `Edit ${slug}` })
    .click();
  const form = page.getByRole('form', { name: 'Edit page' });
  await expect(form.getByLabel('Link', { exact: true })).toHaveValue(slug);
  await expect(form.getByLabel('Greeting name')).toHaveValue('Sam');
  await form.getByLabel('Greeting name').fill('Samantha');
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(rowOf(page, slug)).toContainText('Samantha');

  await page.goto(`/ai-phone-caller/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome Samantha to your/);
});

test('Delete asks first; Keep it keeps the page, Delete page removes it and its link finds nothing', async ({
  page,
}) => {
  const slug = freshSlug('doomed');
  await insertPersonalizedAssistant({ slug, name: 'Alex', assistant_id: null });
  await openPagesScreen(page);
  await rowOf(page, slug)
    .getByRole('button', { name: `Delete ${slug}` })
    .click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete page' });
  await expect(confirmation).toContainText(`/ai-phone-caller/${slug}`);
  await confirmation.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(rowOf(page, slug)).toBeVisible();

  await rowOf(page, slug)
    .getByRole('button', { name: `Delete ${slug}` })
    .click();
  await page.getByRole('alertdialog', { name: 'Delete page' }).getByRole('button', { name: 'Delete page' }).click();
  await expect(rowOf(page, slug)).toHaveCount(0);

  await page.goto(`/ai-phone-caller/${slug}`);
  await expect(page.getByText('Personalized page not found.')).toBeVisible();
});

test('a failed save or delete says what could not be done and why, and keeps the form and the page', async ({
  page,
}) => {
  const slug = freshSlug('kept');
  await insertPersonalizedAssistant({ slug, name: 'Alex', assistant_id: null });
  await openPagesScreen(page);
  // A save the server fails without a word, and a delete it refuses with its reason.
  await page.route('**/rest/v1/personalized_assistants*', async (route) => {
    const method = route.request().method();
    if (method === 'POST') {
      await route.fulfill({ status: 500, json: { code: 'XX000', message: '', details: null, hint: null } });
    } else if (method === 'DELETE') {
      const refusal = { code: '42501', message: 'permission denied for table personalized_assistants' };
      await route.fulfill({ status: 403, json: { ...refusal, details: null, hint: null } });
    } else {
      await route.fallback();
    }
  });

  await page.getByRole('button', { name: 'New page' }).click();
  const form = page.getByRole('form', { name: 'New page' });
  await fillPageForm(page, { slug: freshSlug('unsaved'), name: 'Jordan' });
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByRole('alert')).toHaveText('Could not save the page: the server gave no reason.');
  await expect(form.getByLabel('Greeting name')).toHaveValue('Jordan');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await rowOf(page, slug)
    .getByRole('button', { name: `Delete ${slug}` })
    .click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete page' });
  await confirmation.getByRole('button', { name: 'Delete page' }).click();
  await expect(confirmation.getByRole('alert')).toHaveText(
    'Could not delete the page: permission denied for table personalized_assistants',
  );
  await confirmation.getByRole('button', { name: 'Keep it' }).click();
  await expect(rowOf(page, slug)).toBeVisible();
});

/** Whether the element's box lies inside the viewport. */
async function onScreen(page: Page, name: string) {
  const box = await page.getByRole(name === 'Delete page' ? 'alertdialog' : 'dialog', { name }).boundingBox();
  const viewport = page.viewportSize();
  return box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, Edit and Delete on the last row open on screen, keep the keyboard inside, and Escape returns to the row`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (let index = 0; index < 12; index++) {
      await insertPersonalizedAssistant({ slug: freshSlug(`row-${index}`), name: 'Pat', assistant_id: null });
    }
    await openPagesScreen(page);
    const last = page.locator('tr[data-slug]').last();
    const slug = await last.getAttribute('data-slug');

    const remove = last.getByRole('button', { name: `Delete ${slug}` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('alertdialog', { name: 'Delete page' });
    await expect(confirmation.getByRole('button', { name: 'Keep it' })).toBeFocused();
    expect(await onScreen(page, 'Delete page')).toBe(true);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
      [],
    );
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await confirmation.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(confirmation).toHaveCount(0);
    await expect(remove).toBeFocused();

    const edit = last.getByRole('button', { name: `Edit ${slug}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Edit page' });
    await expect(form.getByLabel('Link', { exact: true })).toBeFocused();
    expect(await onScreen(page, 'Edit page')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
    await expect(edit).toBeFocused();
    await expect(last).toBeVisible();
  });
}
