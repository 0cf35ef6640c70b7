import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './support/admin';
import { leadRow } from './support/inbox';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';

// A stand-in of its own: the long lead is the only one, and no other spec's rows change the table's widths.
const api = privateStandInPerTest();

/** The longest email an address may have: 64 characters before the @, 189 after it. */
const longEmail = (tag: string) =>
  `${tag}${'a'.repeat(64 - tag.length)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

/** Whether `locator` lies wholly inside the viewport and inside `frame` (the table's scrolling box). */
async function inView(page: Page, locator: Locator, frame: Locator) {
  const box = await locator.boundingBox();
  const outer = await frame.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box || !outer) return false;
  return box.x >= outer.x && box.x + box.width <= Math.min(outer.x + outer.width, width) + 0.5;
}

for (const width of [1024, 1280, 1920]) {
  test(`at ${width} px the Status and Reply of a lead with a 254-character email are in view, the email is cut with its whole text on hover and focus, and the logo lines up with the page`, async ({
    page,
  }) => {
    const tag = uniqueTag('wide');
    const email = longEmail(tag.replace(/-/g, ''));
    expect(email).toHaveLength(254);
    await api.insert([
      {
        first_name: 'Maximiliana-Theodora',
        last_name: 'Featherstonehaugh-Cholmondeley',
        email,
        phone: '+1 555 0100',
        business: `A very long business description that goes on ${'and on '.repeat(40)}${tag}`,
        created_at: new Date().toISOString(),
        // A lead from a translated page: its name cell carries the language badge too.
        locale: 'de',
      },
    ]);
    await page.setViewportSize({ width, height: 900 });
    await api.route(page);
    await signInAsAdmin(page);

    const table = page.getByRole('table');
    const frame = page.locator('div:has(> table)');
    const row = leadRow(page, tag);
    await expect(row).toHaveCount(1);
    for (const heading of ['Status', 'Reply']) {
      expect(await inView(page, table.getByRole('columnheader', { name: heading }), frame), heading).toBe(true);
    }
    expect(await inView(page, row.getByLabel(/^Status of/), frame), 'the status').toBe(true);
    expect(await inView(page, row.getByText(/left$/), frame), 'the countdown').toBe(true);
    await expect(row.getByTestId('lead-language')).toBeVisible();

    const emailLink = row.getByRole('link', { name: email });
    const clip = row.locator(`[title="${email}"]`);
    await expect(clip).toHaveCount(1);
    const cut = () => clip.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(await cut(), 'cut to its cell').toBe(true);
    // Reached with the keyboard, from the status before it.
    await row.getByLabel(/^Status of/).focus();
    await page.keyboard.press('Tab');
    await expect(emailLink).toBeFocused();
    expect(await cut(), 'shown whole while focused').toBe(false);

    const logo = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().boundingBox();
    const heading = await page.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox();
    expect(Math.abs((logo?.x ?? 0) - (heading?.x ?? 100))).toBeLessThanOrEqual(1);
  });
}

/** How many lines the word `word` of `cell`'s text is laid out on (2 when it is broken mid-word). */
const linesOfWord = (cell: Locator, word: string) =>
  cell.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, word);

for (const width of [1280, 1440]) {
  test(`at ${width} px the inbox shows every column, Submitted included, and never breaks a business's word ("Autowerkstatt")`, async ({
    page,
  }) => {
    const tag = uniqueTag('werk');
    // Leads as a German and an English prospect write them: a savings estimate, a language badge, a long name.
    await api.insert([
      {
        first_name: 'Friederike',
        last_name: `Schwarzenberger-${tag}`,
        email: `friederike.schwarzenberger@autowerkstatt-schwarzenberger.de`,
        phone: '+49 30 1234567 ext. 12',
        business: 'Autowerkstatt Schwarzenberger',
        created_at: new Date().toISOString(),
        locale: 'de',
        roi_calls: 4000,
        roi_aht: 6,
        roi_wage: 28,
      },
      {
        first_name: 'Priya',
        last_name: `Raman-${tag}`,
        email: 'priya.raman@bright-smiles-dental.example',
        phone: '+1 415 555 0100',
        business: 'Bright Smiles Dental Group, 3 locations',
        created_at: new Date(Date.now() - 60_000).toISOString(),
        // One insert names the same columns for every row.
        locale: 'en',
        roi_calls: null,
        roi_aht: null,
        roi_wage: null,
      },
    ]);
    await page.setViewportSize({ width, height: 800 });
    await api.route(page);
    await signInAsAdmin(page);

    const table = page.getByRole('table');
    const frame = page.locator('div:has(> table)');
    const rows = leadRow(page, tag);
    await expect(rows).toHaveCount(2);
    await frame.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/inbox-${width}.png` });
    for (const heading of ['Name', 'Status', 'Reply', 'Email', 'Phone', 'Business', 'Est. savings / yr', 'Submitted']) {
      expect(await inView(page, table.getByRole('columnheader', { name: heading }), frame), heading).toBe(true);
    }
    for (const row of await rows.all()) {
      expect(await inView(page, row.locator('time'), frame), 'the submitted time').toBe(true);
    }
    const business = rows.filter({ hasText: 'Autowerkstatt' }).getByText('Autowerkstatt Schwarzenberger');
    expect(await linesOfWord(business, 'Autowerkstatt'), 'Autowerkstatt on one line').toBe(1);
    expect(await linesOfWord(business, 'Schwarzenberger'), 'Schwarzenberger on one line').toBe(1);
  });
}
