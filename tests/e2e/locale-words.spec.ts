import type { Page } from '@playwright/test';
import { brandName, productName } from '../../src/content/page-title';
import { catalogue, translatedLocales } from '../support/translations';
import { uniqueTag } from './support/admin';
import { insertPersonalizedAssistant } from './support/personalized-assistants';
import { expect, test } from './support/test';

/**
 * English that code could leave on a translated page: every word of the English catalogue that no other language's
 * catalogue uses (so "Welcome", "User", "FTE", "runtime", but not "CRM", "ROI" or "demo"), and figures written the
 * English way. The brand and the product's name stay English on purpose, and text marked as another language (the
 * language switcher, the offer to read the page in the browser's language) is that language's.
 */
const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
/** A message's words, without its placeholders' names (`{fte}` is no word of the language). */
const messageWords = (text: unknown) => words(String(text).replace(/\{\w+\}/g, ' '));
const translatedWords = new Set(
  translatedLocales.flatMap((locale) => Object.values(catalogue(locale)).flatMap(messageWords)),
);
const englishWords = new Set(
  Object.values(catalogue('en'))
    .flatMap(messageWords)
    .filter((word) => word.length > 2 && !translatedWords.has(word)),
);
const englishFigures = [/\d%/, /\dk\+/];

const slug = uniqueTag('words');
let pageAdded = false;
test.beforeAll(async () => {
  if (pageAdded) return;
  await insertPersonalizedAssistant({ slug, name: 'Clínica Dental Sonrisa Valencia', assistant_id: null });
  pageAdded = true;
});

/** What a visitor or a screen reader gets from the page, its head's title and descriptions included. */
async function pageWords(page: Page, keptEnglish: string[]): Promise<string> {
  const text = await page.evaluate(() => {
    const lang = document.documentElement.lang;
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const other of body.querySelectorAll('[lang], a[hreflang]'))
      if (other.getAttribute('lang') !== lang || other.matches('a[hreflang]')) other.remove();
    const labels = [...body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((element) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    const head = [...document.head.querySelectorAll('meta[name="description"], meta[property="og:description"]')].map(
      (meta) => meta.getAttribute('content') ?? '',
    );
    // Each text node on its own: textContent would glue "0,8" + "FTE" + the next card's label into one word.
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
    return [document.title, ...head, ...texts, ...labels].join('\n');
  });
  return keptEnglish.reduce((rest, name) => rest.replaceAll(name, ' '), text);
}

for (const locale of translatedLocales) {
  for (const [name, path] of [
    ['landing page', '/'],
    ['ROI calculator', '/roi'],
    ['ROI results', '/roi?step=results&calls=2500&aht=4&wage=22'],
    ['printable ROI report', '/roi/report?calls=2500&aht=4&wage=22'],
    ['personalised voice page', `/ai-phone-caller/${slug}`],
    ['voice page without a name', '/ai-phone-caller'],
    ['404 page', '/no-such-page'],
  ]) {
    test(`/${locale} ${name} shows no English word and no English figure`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // Every page has its heading once its words are there (the voice page's after the name lookup).
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/…$|\.\.\.$/)).toHaveCount(0);
      const text = await pageWords(page, [brandName, productName]);
      expect(words(text).filter((word) => englishWords.has(word))).toEqual([]);
      expect(englishFigures.filter((figure) => figure.test(text)).map(String)).toEqual([]);
    });
  }
}
