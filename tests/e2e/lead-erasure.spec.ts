import type { Browser, Page } from '@playwright/test';
import { pageTitle } from '../../src/content/page-title';
import { signInAsAdmin, uniqueTag, type NewSubmission } from './support/admin';
import { extraContext, type ExtraContext } from './support/extra-context';
import { leadRow, tableRows } from './support/inbox';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';

// A stand-in of the test's own, so the counts and the tab title are exact whatever other specs send meanwhile.
test.describe.configure({ timeout: 120_000 });
const api = privateStandInPerTest();
const contexts: ExtraContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

const lead = (tag: string): NewSubmission => ({
  first_name: 'Dorothy',
  last_name: 'Vaughan',
  email: `${tag}@example.com`,
  phone: '+1 415 555 0142',
  business: `Harbour Dental ${tag}`,
});

async function dashboardOf(browser: Browser): Promise<Page> {
  const opened = await extraContext(browser);
  contexts.push(opened);
  const page = await opened.context.newPage();
  await api.route(page);
  await signInAsAdmin(page);
  await expect(page.getByText('Live updates on')).toBeVisible();
  return page;
}

test("an erased lead leaves another admin's open inbox at once, with its total and tab title, and the eraser is told which copies had gone out", async ({
  browser,
}) => {
  const tag = uniqueTag('erase');
  await api.submit(lead(tag));
  const watcher = await dashboardOf(browser);
  const eraser = await dashboardOf(browser);
  for (const page of [watcher, eraser]) {
    await expect(leadRow(page, tag)).toHaveCount(1);
    await expect(page.getByTestId('total-submissions')).toHaveText('1');
    await expect(page).toHaveTitle(`(1) ${pageTitle('Dashboard')}`);
  }

  await leadRow(eraser, tag).getByRole('link', { name: 'Dorothy Vaughan' }).click();
  const panel = eraser.getByRole('dialog');
  await panel.getByRole('button', { name: 'Erase this person' }).click();
  await panel.getByRole('button', { name: 'Erase for good' }).click();
  await expect(panel.getByRole('status')).toContainText('Erased. Nothing of this lead is left');
  // This stand-in runs no alert worker, so nothing had gone out yet: the panel says so rather than listing nothing.
  await expect(panel.getByRole('status')).toContainText('No message about this lead had left the system.');
  await expect(panel.getByText('Dorothy Vaughan')).toHaveCount(0);

  // The other admin did nothing: the lead leaves their screen, its count and the tab title by themselves.
  await expect(tableRows(watcher).filter({ hasText: 'Dorothy Vaughan' })).toHaveCount(0);
  await expect(watcher.getByText(`${tag}@example.com`)).toHaveCount(0);
  await expect(watcher.getByTestId('total-submissions')).toHaveText('0');
  await expect(watcher).toHaveTitle(pageTitle('Dashboard'));
});

test('a lead erased by another admin leaves an open lead panel at once', async ({ browser }) => {
  const tag = uniqueTag('erase-panel');
  await api.submit(lead(tag));
  const watcher = await dashboardOf(browser);
  const eraser = await dashboardOf(browser);
  await leadRow(watcher, tag).getByRole('link', { name: 'Dorothy Vaughan' }).click();
  const watched = watcher.getByRole('dialog');
  await expect(watched.getByText(`${tag}@example.com`)).toBeVisible();

  await leadRow(eraser, tag).getByRole('link', { name: 'Dorothy Vaughan' }).click();
  const panel = eraser.getByRole('dialog');
  await panel.getByRole('button', { name: 'Erase this person' }).click();
  await panel.getByRole('button', { name: 'Erase for good' }).click();

  await expect(watched.getByText('Another admin erased this lead. Nothing of it is left.')).toBeVisible();
  await expect(watcher.getByText(`${tag}@example.com`)).toHaveCount(0);
  await expect(watched.getByText('Dorothy Vaughan')).toHaveCount(0);
});
