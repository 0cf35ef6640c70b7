import type { Page } from '@playwright/test';
import { localizedPath } from '../../src/i18n/locale-path';
import { locales } from '../../src/i18n/locales';
import { appModulesAttribute } from '../../src/prerender/prerendered-key';
import { servedHtml } from './support/served-page';
import { expect, test } from './support/test';

const sectionHeadings = [
  'Transform Every Call Into Revenue',
  'Security and compliance',
  'Results our customers measure',
  'One AI agent. Infinite possibilities',
  'See it answer a real call',
  'From first call to go-live',
  'Why teams choose us',
  'Book your personalized demo',
];
const formLabels = ['First name', 'Last name', 'Email', 'Phone', 'Tell us about your business'];

test('the home page arrives with the hero, every section heading and the form labels in its HTML', async ({ page }) => {
  const html = await servedHtml(page, '/');
  for (const text of [...sectionHeadings, ...formLabels]) expect(html, text).toContain(`>${text}<`);
  expect(html).toContain('<title>Ringwise — AI voice agents that answer every call</title>');
});

test('the ROI calculator arrives with its first step in its HTML', async ({ page }) => {
  const html = await servedHtml(page, '/roi');
  for (const text of ['ROI Calculator', 'Call Volume', 'Monthly inbound calls', 'Average handle time (minutes)']) {
    expect(html, text).toContain(`>${text}<`);
  }
  expect(html).toContain('<title>ROI Calculator · Ringwise</title>');
});

test('without JavaScript the home page still shows its hero and sections', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Transform Every Call Into Revenue' })).toBeVisible();
  await page.getByRole('heading', { name: 'Book your personalized demo' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Book your personalized demo' })).toBeVisible();
  await expect(page.getByLabel('Tell us about your business')).toBeVisible();
  await context.close();
});

test('the prerendered pages run no inline script, so a script-src self policy lets them through', async ({ page }) => {
  for (const path of ['/', '/roi']) {
    const scripts = (await servedHtml(page, path)).match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag, path).toMatch(/\bsrc="\/|type="application\/ld\+json"/);
  }
});

// The sections are measured once the effects run, which is after hydration has committed.
const heroRevealed = (page: Page) => expect(page.locator('section#hero')).toHaveAttribute('data-revealed', 'true');
// The router writes the step and inputs into the address once it is running.
const firstStepInAddress = (page: Page) => expect(page).toHaveURL(/[?&]step=volume/);
// The seeded record's name, filled into the served heading once the page has read it.
const greetsDana = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toContainText('Dana');
// The default voice page shows nothing new once the app runs: React's own mark on the heading says it has taken it over.
const takenOver = (page: Page) =>
  expect
    .poll(() =>
      page
        .getByRole('heading', { level: 1 })
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);

// Every language's pages too: a number or a date formatted differently on the server and in the browser would be a
// hydration mismatch, which React logs and answers with a fresh render. The French calculator shows grouped numbers
// and money on its first step.
for (const { path, settled } of [
  { path: '/', settled: heroRevealed },
  { path: '/roi', settled: firstStepInAddress },
  { path: '/es/', settled: heroRevealed },
  { path: '/de/', settled: heroRevealed },
  { path: '/fr/roi', settled: firstStepInAddress },
  { path: '/ai-phone-caller/acme-dental', settled: greetsDana },
  { path: '/de/ai-phone-caller/acme-dental', settled: greetsDana },
  { path: '/ai-phone-caller', settled: takenOver },
  { path: '/fr/ai-phone-caller', settled: takenOver },
]) {
  test(`${path} is hydrated in place, with nothing logged to the console`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
    // Hold the app's code until the served markup has been marked, so the mark tells hydration
    // (which keeps the nodes) from a fresh render (which replaces them).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/start-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.evaluate((element) => Object.assign(element, { servedNode: true }));
    release();
    await settled(page);
    expect(await heading.evaluate((element) => 'servedNode' in element)).toBe(true);
    expect(logged).toEqual([]);
  });
}

test('a /roi link that opens on a later step renders that step, not the prerendered first one', async ({ page }) => {
  await page.goto('/roi?step=costs&calls=5000&aht=3&wage=30');
  await expect(page.getByRole('heading', { level: 2, name: 'Cost Assumptions' })).toBeVisible();
  await expect(page.getByLabel('Staff hourly wage', { exact: true })).toHaveValue('30');
});

test('a voice page arrives with its greeting, its promises and Loading... in its HTML, in its language, whatever its slug', async ({
  page,
}) => {
  for (const [path, intro] of [
    ['/ai-phone-caller/acme-dental', 'Experience intelligent conversation powered by advanced voice technology.'],
    ['/ai-phone-caller/someone-else', 'Experience intelligent conversation powered by advanced voice technology.'],
    ['/es/ai-phone-caller/acme-dental', 'Descubra una conversación inteligente'],
  ] as const) {
    const html = await servedHtml(page, path);
    expect(html, path).toContain(intro);
    expect(html, path).toContain('AI Phone Caller');
    expect(html, path).toMatch(/Loading\.\.\.|Cargando…/);
    // One HTML for every visitor: no slug, and no name before the page has read the record.
    expect(html, path).not.toMatch(/acme-dental|someone-else|Dana/);
  }
});

test('addresses without a page of their own get the empty app shell, not the home page', async ({ page }) => {
  for (const path of ['/admin/login', '/roi/report']) {
    const html = await servedHtml(page, path);
    expect(html, path).toMatch(/<div id="root"[^>]*><\/div>/);
    expect(html, path).not.toContain('Transform Every Call Into Revenue');
  }
});

test("the ROI report arrives in its language's shell, whose app holds that language's words alone", async ({
  page,
}) => {
  const taglines = {
    en: 'AI voice agents that answer every call',
    es: 'Agentes de voz con IA que atienden todas las llamadas',
    fr: 'Des agents vocaux IA qui répondent à chaque appel',
    de: 'KI-Sprachagenten, die jeden Anruf annehmen',
  };
  for (const locale of locales) {
    const path = localizedPath('/roi/report', locale);
    const html = await servedHtml(page, path);
    expect(html, path).toContain(`<html lang="${locale}">`);
    const modules = new RegExp(`${appModulesAttribute}="([^"]+)"`).exec(html)?.[1]?.split(' ') ?? [];
    expect(modules.length, path).toBeGreaterThan(0);
    const code = (await Promise.all(modules.map(async (file) => (await page.request.get(file)).text()))).join('\n');
    for (const [other, tagline] of Object.entries(taglines)) {
      if (other === locale) expect(code, `${path} says ${other}`).toContain(tagline);
      else expect(code, `${path} says no ${other}`).not.toContain(tagline);
    }
  }
});

test('the default voice page arrives prerendered in every language, greeting User, and kept out of search results', async ({
  page,
}) => {
  for (const locale of locales) {
    const path = localizedPath('/ai-phone-caller', locale);
    const html = await servedHtml(page, path);
    expect(html, path).toContain(`<html lang="${locale}">`);
    expect(html, path).toMatch(/<h1[^>]*>[^]*User[^]*<\/h1>/);
    expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
});

test('search engines get a robots.txt and a sitemap of the public pages, and staff and personal pages stay out', async ({
  page,
}) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /ai-phone-caller/');
  for (const locale of ['es', 'fr', 'de']) expect(robots).toContain(`Disallow: /${locale}/ai-phone-caller/`);
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? '').pathname);
  // Each in every language: tests/e2e/locales.spec.ts checks those.
  expect(listed.filter((path) => !/^\/(es|fr|de)\//.test(path))).toEqual(['/', '/roi', '/book']);
});

test('the home page describes itself to search engines and link previews', async ({ page }) => {
  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /answers every call/);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Ringwise' });
  // PNG: the width and height are the IHDR chunk's first two big-endian words.
  const image = await (await page.request.get('/og-image.png')).body();
  expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('a click on the phone-demo button before the app has loaded still scrolls to the video', async ({ page }) => {
  // Hold the app's code until after the click: the button is on screen from the HTML alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Hear the phone demo' }).click();
  await expect(page.locator('section#hero')).not.toHaveAttribute('data-revealed', 'true');
  release();
  await expect(page.getByRole('heading', { name: 'See it answer a real call' })).toBeInViewport();
});
