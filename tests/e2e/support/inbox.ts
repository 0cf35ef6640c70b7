import { expect, type Page } from '@playwright/test';
import type { NewSubmission } from './admin';

/** The rows of the dashboard's table (not its header). */
export const tableRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The one row that mentions `text` (a tag no other row has). */
export const leadRow = (page: Page, text: string) => tableRows(page).filter({ hasText: text });

export const statusFilter = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Status' }).getByRole('radio', { name });

/**
 * When (ms since the epoch, by the page's clock) a table row mentioning `text` first appears. The page
 * watches its own DOM, so Playwright's polling adds nothing to the figure. Start it before the change.
 */
export async function whenRowAppears(page: Page, text: string): Promise<() => Promise<number>> {
  // No named functions inside: tsx (the benchmark's runner) would wrap them in a helper the page lacks.
  await page.evaluate((wanted) => {
    const seen = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (![...document.querySelectorAll('tbody tr')].some((row) => row.textContent?.includes(wanted))) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    Object.assign(window, { [`seen:${wanted}`]: seen });
  }, text);
  return () =>
    page.evaluate(async (wanted) => {
      const seen = (window as unknown as Record<string, Promise<number> | undefined>)[`seen:${wanted}`];
      if (!seen) throw new Error(`not watching for ${wanted}`);
      return seen;
    }, text);
}

/** A visitor's demo request through the landing page's form, as in the landing page's own tests. */
export async function sendDemoRequest(page: Page, request: NewSubmission) {
  // The landing page embeds a video from a host off this machine; answer for it.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '' }),
  );
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Demo request' });
  await form.getByLabel('First name').fill(request.first_name);
  await form.getByLabel('Last name').fill(request.last_name);
  await form.getByLabel('Email').fill(request.email);
  await form.getByLabel('Phone').fill(request.phone);
  await form.getByLabel('Tell us about your business').fill(request.business);
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('status')).toHaveText("Thank you! We'll get back to you within 10 minutes.");
}

/**
 * From the next navigation on, records when the first table rows appear, on the page's own clock (ms since the
 * navigation started): Playwright's polling would add up to a quarter of a second of its own to a wall-clock figure.
 */
export async function recordFirstRows(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (!('rowsShownAt' in window) && document.querySelector('tbody tr')) {
        Object.assign(window, { rowsShownAt: performance.now() });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const firstRowsAt = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { rowsShownAt: number }).rowsShownAt);
