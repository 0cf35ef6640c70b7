import type { Page } from '@playwright/test';
import { uniqueTag } from './support/admin';
import { insertPersonalizedAssistant } from './support/personalized-assistants';
import { expect, test } from './support/test';

// Translations run longer than English (German most of all): every translated landing page, ROI page (its largest
// figures) and voice page must fit a 390 px phone, the header's language switcher and buttons included.
const phone = { width: 390, height: 844 };
// Each worker loads this file and adds its own page: two starting in the same millisecond once shared a slug.
const slug = uniqueTag('layout');

/**
 * What sticks out of the screen: the page scrolling sideways, any element reaching past the right edge (the fixed
 * header too, which never makes the page scroll), and any button or link whose text is wider than its box. Elements
 * inside a box that scrolls sideways on purpose (the process carousel) or clips its decoration are left out.
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - width}px`);
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('.sr-only, [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 1 && !contained(element)) found.push(`${describe(element)} ends at ${box.right}px`);
      if (element.matches('a, button') && getComputedStyle(element).display !== 'inline')
        if (element.scrollWidth > element.clientWidth + 1) found.push(`${describe(element)} is wider than its box`);
    }
    return found;
  });
}

// A worker runs this hook again each time it comes back to the file, with the module (and the slug) it loaded first.
let pageAdded = false;
test.beforeAll(async () => {
  if (pageAdded) return;
  await insertPersonalizedAssistant({ slug, name: 'Clínica Dental Sonrisa Valencia', assistant_id: null });
  pageAdded = true;
});

for (const locale of ['es', 'fr', 'de']) {
  for (const [name, path] of [
    ['landing page', '/'],
    ['ROI calculator', '/roi'],
    ['ROI results with the largest figures', '/roi?step=results&calls=20000&aht=30&wage=120'],
    ['voice page', `/ai-phone-caller/${slug}`],
  ]) {
    test(`/${locale} ${name} fits a ${phone.width} px screen: nothing sticks out or is cut`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(`/${locale}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      // Every section revealed, as a visitor scrolling down sees it.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        window.scrollTo(0, 0);
      });
      expect(await overflows(page)).toEqual([]);
    });
  }
}

/** Whether two boxes share any pixel. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

for (const locale of ['en', 'es', 'fr', 'de']) {
  for (const width of [phone.width, 1280]) {
    test(`/${locale} ROI results at ${width} px: the savings chart's amounts ("1.740.520 US$", "5.221.560 US$") never touch each other and stay inside the chart`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const prefix = locale === 'en' ? '' : `/${locale}`;
      // The exploratory test's figures (1,740,520 a year, 5,221,560 over three years), and the largest inputs.
      for (const inputs of ['calls=16000&aht=8&wage=40', 'calls=20000&aht=30&wage=120']) {
        await page.goto(`${prefix}/roi?step=results&${inputs}`);
        const chart = page.getByRole('figure').filter({ has: page.getByTestId('amount-yearly') });
        await expect(chart).toBeVisible();
        await chart.scrollIntoViewIfNeeded();
        await chart.screenshot({ path: `test-results/roi-chart-${locale}-${width}-${inputs.slice(0, 11)}.png` });
        const frame = await chart.boundingBox();
        const boxes: Box[] = [];
        for (const bar of ['monthly', 'yearly', 'threeYears']) {
          const box = await chart.getByTestId(`amount-${bar}`).boundingBox();
          if (!box || !frame) throw new Error(`no box for ${bar}`);
          expect(box.x, `${bar} starts inside the chart`).toBeGreaterThanOrEqual(frame.x);
          expect(box.x + box.width, `${bar} ends inside the chart`).toBeLessThanOrEqual(frame.x + frame.width);
          boxes.push(box);
        }
        const texts = await chart.locator('[data-testid^="amount-"]').allInnerTexts();
        expect(overlap(boxes[0] as Box, boxes[1] as Box), `${texts[0]} and ${texts[1]}`).toBe(false);
        expect(overlap(boxes[1] as Box, boxes[2] as Box), `${texts[1]} and ${texts[2]}`).toBe(false);
      }
    });
  }
}
