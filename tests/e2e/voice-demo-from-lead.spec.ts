import type { Page } from '@playwright/test';
import { localServiceRoleKey } from '../../supabase/local/jwt';
import { createNodeClient } from '../../supabase/local/node-client';
import { signInAsAdmin, uniqueTag, type NewSubmission } from './support/admin';
import { extraContext } from './support/extra-context';
import { leadRow } from './support/inbox';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';
import { expectCallConnected } from './support/voice-call';

/** The whole story: a lead becomes a voice demo page, the prospect talks on it, and staff see what happened. */
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

// Each test has a stand-in of its own: the lead panel holds a live channel, and the counts must be exact.
const api = privateStandInPerTest();

const lead = (tag: string): NewSubmission => ({
  first_name: 'Priya',
  last_name: 'Natarajan',
  email: `${tag}@example.com`,
  phone: '+1 (555) 010-0199',
  business: `Bright Smiles ${tag}`,
});

/** Signs in, finds the lead by its tag and opens its panel from the list. */
async function openPanel(page: Page, tag: string) {
  await api.route(page);
  await signInAsAdmin(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await leadRow(page, tag).getByRole('link', { name: 'Priya Natarajan' }).click();
  const panel = page.getByRole('dialog', { name: 'Priya Natarajan' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  return panel;
}

test('an admin makes a lead a voice demo page and copies its link; the prospect is greeted by first name and talks; the pages screen and the panel show 1 opened and 1 conversation', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tag = uniqueTag('lead-page');
  await api.submit(lead(tag));
  const panel = await openPanel(page, tag);
  const panelUrl = page.url();

  await panel.getByRole('button', { name: 'Create voice demo page' }).click();
  const form = panel.getByRole('form', { name: 'New voice demo page' });
  // The business as a link, then a random part, so nobody finds a prospect's page by guessing its business's name.
  const suggested = new RegExp(`^bright-smiles-${tag}-[a-z0-9]{6}$`);
  await expect(form.getByLabel('Link', { exact: true })).toHaveValue(suggested);
  const slug = await form.getByLabel('Link', { exact: true }).inputValue();
  await expect(form.getByLabel('Greeting name')).toHaveValue('Priya');
  await expect(form.getByLabel('Max call length (seconds)')).toHaveValue('300');
  await form.getByRole('button', { name: 'Save page' }).click();
  const link = `${baseURL}/ai-phone-caller/${slug}`;
  await expect(panel.getByTestId('lead-voice-page-link')).toHaveText(link);
  await expect(panel.getByTestId('lead-voice-page-activity')).toHaveText(
    'Not opened yet · 0 conversations · 0:00 talk time',
  );
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const prospect = await extraContext(browser);
  const visitor = await prospect.context.newPage();
  await api.route(visitor);
  await visitor.clock.install();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/Welcome Priya to your/);
  await visitor.getByRole('button', { name: 'Start Conversation' }).click();
  await expectCallConnected(visitor, 15_000);
  await visitor.clock.fastForward(1_200);
  await visitor.getByRole('button', { name: 'End' }).click();
  await expect(visitor.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();
  await prospect.close();

  // The end is written after the page is back; the pages screen reads the activity on Refresh.
  await page.goto('/admin/pages');
  const row = page.locator(`tr[data-slug="${slug}"]`);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.locator('[data-column="conversations"]')).toHaveText(/1$/, { timeout: 1_000 });
    await expect(row.locator('[data-column="talk-time"]')).not.toHaveText(/0:00$/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row.locator('[data-column="opened"]')).toHaveText(/1$/);
  await expect(row.getByRole('link', { name: 'Open lead' })).toBeVisible();

  await page.goto(panelUrl);
  await expect(page.getByTestId('lead-voice-page-activity')).toHaveText(
    /^Opened (just now|1 min ago) · 1 conversation · 0:(0[1-9]|[1-5]\d) talk time$/,
    { timeout: 15_000 },
  );
});

test("a lead's suggested link carries a random part; typing a taken link says so and keeps the values; a deleted page's link finds nothing", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('lead-clash');
  await api.submit(lead(tag));
  const slug = `bright-smiles-${tag}`;
  const { error } = await createNodeClient(api.current().url, localServiceRoleKey)
    .from('personalized_assistants')
    .insert({ slug: slug.toUpperCase(), name: 'Someone else' });
  expect(error).toBeNull();
  const panel = await openPanel(page, tag);

  await panel.getByRole('button', { name: 'Create voice demo page' }).click();
  const form = panel.getByRole('form', { name: 'New voice demo page' });
  await expect(form.getByLabel('Link', { exact: true })).toHaveValue(new RegExp(`^${slug}-[a-z0-9]{6}$`));
  await form.getByLabel('Link', { exact: true }).fill(slug);
  await form.getByLabel('Greeting name').fill('Dr. Priya');
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByText('That link is already taken.')).toBeVisible();
  await expect(form.getByLabel('Link', { exact: true })).toHaveValue(slug);
  await expect(form.getByLabel('Greeting name')).toHaveValue('Dr. Priya');

  await form.getByLabel('Link', { exact: true }).fill(`${slug}-2`);
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(panel.getByTestId('lead-voice-page-link')).toHaveText(new RegExp(`/ai-phone-caller/${slug}-2$`));

  await page.goto('/admin/pages');
  await page
    .locator(`tr[data-slug="${slug}-2"]`)
    .getByRole('button', { name: `Delete ${slug}-2` })
    .click();
  await page.getByRole('alertdialog', { name: 'Delete page' }).getByRole('button', { name: 'Delete page' }).click();
  await expect(page.locator(`tr[data-slug="${slug}-2"]`)).toHaveCount(0);
  await page.goto(`/ai-phone-caller/${slug}-2`);
  await expect(page.getByText('Personalized page not found.')).toBeVisible();
});

test("a Spanish lead's voice page link is the Spanish page, and staff can pick another language for it", async ({
  page,
  baseURL,
}) => {
  const tag = uniqueTag('lead-page-es');
  await api.insert([{ ...lead(tag), locale: 'es' }]);
  const panel = await openPanel(page, tag);
  await panel.getByRole('button', { name: 'Create voice demo page' }).click();
  const form = panel.getByRole('form', { name: 'New voice demo page' });
  // The suggested link ends in a random part; the page is saved under whatever the form suggests.
  const slug = await form.getByLabel('Link', { exact: true }).inputValue();
  expect(slug).toMatch(new RegExp(`^bright-smiles-${tag}-[a-z0-9]{6}$`));
  await form.getByRole('button', { name: 'Save page' }).click();
  const language = panel.getByLabel('Page language');
  await expect(language).toHaveValue('es');
  await expect(panel.getByTestId('lead-voice-page-link')).toHaveText(`${baseURL}/es/ai-phone-caller/${slug}`);
  await expect(panel.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/es/ai-phone-caller/${slug}`);
  await language.selectOption('de');
  await expect(panel.getByTestId('lead-voice-page-link')).toHaveText(`${baseURL}/de/ai-phone-caller/${slug}`);
  await language.selectOption('en');
  await expect(panel.getByTestId('lead-voice-page-link')).toHaveText(`${baseURL}/ai-phone-caller/${slug}`);
});

test("Email the link writes to a Spanish lead in Spanish with the Spanish page's link, and in the language staff pick", async ({
  page,
  baseURL,
}) => {
  const tag = uniqueTag('lead-mail-es');
  await api.insert([{ ...lead(tag), locale: 'es' }]);
  const panel = await openPanel(page, tag);
  await panel.getByRole('button', { name: 'Create voice demo page' }).click();
  const form = panel.getByRole('form', { name: 'New voice demo page' });
  const slug = await form.getByLabel('Link', { exact: true }).inputValue();
  await form.getByRole('button', { name: 'Save page' }).click();

  /** The message the prospect's mail program opens with: its address, subject and body. */
  const message = async () => {
    const href = (await panel.getByRole('link', { name: 'Email the link' }).getAttribute('href')) ?? '';
    const url = new URL(href);
    return {
      to: url.pathname,
      subject: url.searchParams.get('subject'),
      body: url.searchParams.get('body'),
    };
  };
  await expect(panel.getByTestId('lead-voice-page-link')).toHaveText(`${baseURL}/es/ai-phone-caller/${slug}`);
  const spanish = await message();
  expect(spanish.to).toBe(`${tag}@example.com`);
  expect(spanish.subject).toBe('Su demo personal de Ringwise');
  expect(spanish.body).toContain('Hola, Priya:');
  expect(spanish.body).toContain(`\r\n${baseURL}/es/ai-phone-caller/${slug}\r\n`);
  expect(spanish.body).toContain('agente de voz con IA');

  await panel.getByLabel('Page language').selectOption('de');
  await expect(panel.getByTestId('lead-voice-page-link')).toHaveText(`${baseURL}/de/ai-phone-caller/${slug}`);
  const german = await message();
  expect(german.subject).toBe('Ihre persönliche Ringwise-Demo');
  expect(german.body).toContain(`\r\n${baseURL}/de/ai-phone-caller/${slug}\r\n`);

  await panel.getByLabel('Page language').selectOption('en');
  const english = await message();
  expect(english.subject).toBe('Your personal Ringwise demo');
  expect(english.body).toContain(`Hi Priya,`);
  expect(english.body).toContain(`\r\n${baseURL}/ai-phone-caller/${slug}\r\n`);
});
