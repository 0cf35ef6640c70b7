import type { Page } from '@playwright/test';
import { servedHtml } from './support/served-page';
import { expect, test } from './support/test';

const englishHero = 'Transform Every Call Into Revenue';
const heroes = {
  es: 'Convierta cada llamada en ingresos',
  fr: 'Transformez chaque appel en chiffre d’affaires',
  de: 'Machen Sie jeden Anruf zu Umsatz',
} as const;
const ogLocales = { en: 'en_US', es: 'es_ES', fr: 'fr_FR', de: 'de_DE' } as const;

/** The head's language links of a served page, read by a parser rather than by pattern. */
async function headLinks(page: Page, html: string) {
  await page.setContent(html.replace(/<script\b[^>]*>[^<]*<\/script>/g, ''));
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
    alternates: [...document.querySelectorAll('link[rel=alternate][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
    ),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    ogAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) =>
      meta.getAttribute('content'),
    ),
    h1: document.querySelector('h1')?.textContent,
  }));
}

for (const [locale, hero] of Object.entries(heroes)) {
  test(`/${locale}/ arrives in its language: lang, its hero, canonical to itself, every language linked`, async ({
    page,
  }) => {
    const html = await servedHtml(page, `/${locale}/`);
    expect(html).not.toContain(englishHero);
    const head = await headLinks(page, html);
    expect(head.lang).toBe(locale);
    expect(head.h1).toBe(hero);
    expect(new URL(head.canonical ?? '').pathname).toBe(`/${locale}/`);
    expect(head.alternates).toEqual(['en /', 'es /es/', 'fr /fr/', 'de /de/', 'x-default /']);
    expect(head.ogLocale).toBe(ogLocales[locale as keyof typeof ogLocales]);
    expect(head.ogAlternates.sort()).toEqual(
      Object.entries(ogLocales)
        .filter(([other]) => other !== locale)
        .map(([, og]) => og)
        .sort(),
    );
  });

  test(`/${locale}/roi is prerendered in its language with its own canonical and the same alternates`, async ({
    page,
  }) => {
    const head = await headLinks(page, await servedHtml(page, `/${locale}/roi`));
    expect(head.lang).toBe(locale);
    expect(new URL(head.canonical ?? '').pathname).toBe(`/${locale}/roi`);
    expect(head.alternates).toEqual(['en /roi', 'es /es/roi', 'fr /fr/roi', 'de /de/roi', 'x-default /roi']);
  });
}

test('English stays at / without a prefix, as the x-default, with its canonical to itself', async ({ page }) => {
  const head = await headLinks(page, await servedHtml(page, '/'));
  expect(head.lang).toBe('en');
  expect(head.h1).toBe(englishHero);
  expect(new URL(head.canonical ?? '').pathname).toBe('/');
  expect(head.alternates).toContain('x-default /');
});

test('the sitemap lists every page in every language, each with all its alternates', async ({ page }) => {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(locs.sort()).toEqual(
    [
      '/',
      '/de/',
      '/de/roi',
      '/es/',
      '/es/roi',
      '/fr/',
      '/fr/roi',
      '/roi',
      '/book',
      '/es/book',
      '/fr/book',
      '/de/book',
    ].sort(),
  );
  const urls = xml.split('<url>').slice(1);
  for (const url of urls) {
    for (const hrefLang of ['en', 'es', 'fr', 'de', 'x-default']) expect(url).toContain(`hreflang="${hrefLang}"`);
  }
});

test('links keep the language: the French home page leads to the French calculator and back', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.getByRole('heading', { level: 1, name: heroes.fr })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Calculateur de ROI' })
    .click();
  await expect(page).toHaveURL(/\/fr\/roi\?/);
  await page.getByRole('link', { name: 'Ringwise' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.getByRole('heading', { level: 1, name: heroes.fr })).toBeVisible();
});

test('an unknown language prefix is a 404, not a language', async ({ page }) => {
  await page.goto('/xx/roi');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/en/');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the admin area has no Spanish address: /es/admin/login is the Spanish 404 page', async ({ page }) => {
  await page.goto('/es/admin/login');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  await page.getByRole('link', { name: 'Volver a la página de inicio' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
});

test('the language switcher is crawlable links, and switching keeps the section the visitor was at', async ({
  page,
}) => {
  await page.goto('/#contact');
  const header = page.getByRole('navigation', { name: 'Main' });
  const spanish = header.getByRole('link', { name: 'Español' });
  await expect(spanish).toHaveAttribute('hreflang', 'es');
  await expect(spanish).toHaveAttribute('href', '/es/#contact');
  await spanish.click();
  await expect(page).toHaveURL(/\/es\/#contact$/);
  await expect(page.getByRole('heading', { name: 'Reserve su demo personalizada' })).toBeInViewport();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/#contact$/);
  await expect(page.getByRole('heading', { level: 1, name: heroes.de })).toBeAttached();
});

test('switching language keeps what was typed into the demo form', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.locator('#contact');
  await form.locator('#demo-firstName').fill('Ada');
  await form.locator('#demo-business').fill('Clínica García, two chairs');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\//);
  await expect(page.locator('#demo-firstName')).toHaveValue('Ada');
  await expect(page.locator('#demo-business')).toHaveValue('Clínica García, two chairs');
});

test('switching language on the ROI results keeps the inputs and the step', async ({ page }) => {
  await page.goto('/roi?calls=3500&aht=6&wage=31&step=results');
  await expect(page.getByTestId('yearly-savings')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/roi\?calls=3500&aht=6&wage=31&step=results$/);
  await expect(page.getByTestId('yearly-savings')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
});

test.describe('for a browser that prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  /** The visitor starts reading (a turn of the wheel): the suggestion's code loads at the first gesture. */
  const startReading = (page: Page) => page.mouse.wheel(0, 40);

  test('the English page suggests Spanish, in Spanish, without moving the visitor; dismissed, it stays away in this tab', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const trackerRequested = page.waitForRequest(/\/assets\/site-tracker-/);
    await page.goto('/roi?calls=2600&aht=5&wage=24&step=results');
    const suggestion = page.getByRole('complementary', { name: 'Idioma' });
    // Nothing is offered, nor its code fetched, before the visitor starts reading, well after the page has loaded.
    await expect(page.getByTestId('yearly-savings')).toBeVisible();
    await trackerRequested;
    expect(requested.filter((url) => url.includes('language-suggestion'))).toEqual([]);
    await expect(suggestion).toHaveCount(0);
    await startReading(page);
    await expect(suggestion).toContainText('Esta página también está disponible en español.');
    await expect(page).toHaveURL(/^[^#]*\/roi\?/);
    expect(new URL(page.url()).pathname).toBe('/roi');
    await expect(suggestion.getByRole('link', { name: 'Leer en español' })).toHaveAttribute(
      'href',
      '/es/roi?calls=2600&aht=5&wage=24&step=results',
    );
    await suggestion.getByRole('button', { name: 'No, gracias' }).first().click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    // The language links gain the address's inputs once the app runs, after which a gesture would show a suggestion.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      /\?calls=/,
    );
    await startReading(page);
    await expect(page.getByRole('complementary', { name: 'Idioma' })).toBeHidden();
  });

  test('dismissing the suggestion with No, gracias leaves the focus on the page, not on nothing', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('section#hero')).toHaveAttribute('data-revealed', 'true');
    await startReading(page);
    const suggestion = page.getByRole('complementary', { name: 'Idioma' });
    await suggestion.getByRole('button', { name: 'No, gracias' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(suggestion).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  test('taking the suggestion opens the same page in Spanish, which suggests nothing more', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('section#hero')).toHaveAttribute('data-revealed', 'true');
    await startReading(page);
    await page.getByRole('link', { name: 'Leer en español' }).click();
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.getByRole('heading', { level: 1, name: heroes.es })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('section#hero')).toHaveAttribute('data-revealed', 'true');
    await startReading(page);
    await expect(page.getByRole('complementary', { name: 'Idioma' })).toBeHidden();
  });

  test("a Spanish page suggests nothing to a Spanish browser, and does not download the suggestion's code", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // By the hero's reveal (an effect of the hydration that runs the root's too) and the tracker (after the load
    // event), the suggestion's code would have been asked for.
    const trackerRequested = page.waitForRequest(/\/assets\/site-tracker-/);
    await page.goto('/es/');
    await expect(page.locator('section#hero')).toHaveAttribute('data-revealed', 'true');
    await trackerRequested;
    await startReading(page);
    await expect(page.getByRole('complementary')).toBeHidden();
    expect(requested.filter((url) => url.includes('language-suggestion'))).toEqual([]);
  });
});

test('the printable report and the voice page have Spanish addresses too', async ({ page }) => {
  await page.goto('/es/roi/report?calls=3000&aht=5&wage=25');
  await expect(page.getByRole('heading', { level: 1, name: 'Informe de ROI' })).toBeVisible();
  await expect(page.getByTestId('report-yearly-savings')).toHaveText(/^[\d.]+\sUS\$$/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  await page.goto('/es/ai-phone-caller');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
});

test('the Spanish voice page welcomes the visitor in Spanish', async ({ page }) => {
  await page.goto('/es/ai-phone-caller');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Le damos la bienvenida');
  await expect(page.getByRole('button', { name: 'Iniciar conversación' })).toBeVisible();
});

test("a visitor's voice page links the same visitor's page in every other language", async ({ page }) => {
  await page.goto('/es/ai-phone-caller/acme-dental');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dana');
  const languages = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/ai-phone-caller/acme-dental',
  );
  await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
    'href',
    '/de/ai-phone-caller/acme-dental',
  );
});
