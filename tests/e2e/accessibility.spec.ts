import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInAsAdmin, submitAsVisitor, uniqueTag } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { leadRow } from './support/inbox';
import { insertPersonalizedAssistant } from './support/personalized-assistants';
import { expect, test } from './support/test';

/**
 * axe-core on every screen as it first shows, with no serious or critical finding. The landing page, the ROI
 * calculator's steps, the login and the inbox's loading error are checked in their own specs too.
 */

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the ROI report', async ({ page }) => {
  await page.goto('/roi/report?calls=1500&aht=5.25&wage=18.5');
  await expect(h1(page, 'ROI Report')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the voice page, without and with a personal page', async ({ page }) => {
  await page.goto('/ai-phone-caller');
  await expect(h1(page, /Welcome/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const slug = `axe-${randomUUID().slice(0, 8)}`;
  await insertPersonalizedAssistant({ slug, name: 'Riley', assistant_id: null });
  await page.goto(`/ai-phone-caller/${slug}`);
  await expect(h1(page, /Welcome Riley/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(h1(page, 'Page not found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the error page', async ({ page }) => {
  // The report's code is missing, as after a deploy that replaced it: the page says it could not be shown.
  await page.route('**/assets/roi_.report-*.js', (route) => route.abort());
  await page.goto('/roi/report?calls=1500&aht=5.25&wage=18.5');
  await expect(h1(page, 'This page could not be shown')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the inbox and the lead panel', async ({ page }) => {
  const tag = uniqueTag('axe');
  await submitAsVisitor({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `${tag}@example.com`,
    phone: '+1 555 0100',
    business: `Analytical Engines ${tag}`,
  });
  await signInAsAdmin(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await expect(leadRow(page, tag)).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await leadRow(page, tag).getByRole('link', { name: 'Ada Lovelace' }).click();
  const panel = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(panel.getByRole('button', { name: 'Add note' })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
});

test('the voice pages and the page form', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/pages');
  await expect(h1(page, 'Voice Pages')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const form = page.getByRole('form', { name: 'New page' });
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByLabel('Link', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
});

for (const { path, heading } of [
  { path: '/admin/raw-pricing', heading: 'Raw Pricing' },
  { path: '/admin/alerts', heading: 'Alerts' },
  { path: '/admin/growth', heading: 'Growth' },
]) {
  test(`${path}`, async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(path);
    await expect(h1(page, heading)).toBeVisible();
    // Each screen's data is in: no loading spinner is left.
    await expect(page.getByRole('status').getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });
}
