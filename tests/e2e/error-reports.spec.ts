import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { releaseName } from '../../src/hosting/error-reporting-plugin';
import { fillDemoForm } from './support/demo-form';
import { localDsn } from '../../supabase/local/error-receiver';
import { maxEnvelopeBytes } from '../../src/hosting/error-tunnel';
import { e2eApiUrl, e2eOutDir, e2eSiteUrl } from './support/e2e-env';
import { reportsWith, tunnelPosts, uniqueMarker } from './support/error-reports';
import { insertPersonalizedAssistant } from './support/personalized-assistants';
import { expect, test } from './support/test';

/**
 * Error reports as the team gets them: the e2e stack's build reports to the stand-in's receiver through the
 * same-origin tunnel, exactly as a production build reports to Sentry. Each report must arrive once, within the
 * expect timeout (5 s), with its message, a stack, the release and the route, and with nothing of the visitor's.
 */

/** The build's release: the checkout's commit, as the stack's build baked it in. */
const release = releaseName();

const email = 'ada.private@b.example';
const phone = '+1 555 0100 4242';

/** Nothing of the visitor's may be in what left the browser, nor in what the receiver got. */
function expectPrivate(texts: string[], secrets: string[]) {
  for (const text of texts) {
    for (const secret of secrets) expect(text, `a report carries "${secret}"`).not.toContain(secret);
  }
}

test('an error on the home page, raised before the SDK has loaded, is queued and sent once without the query or hash', async ({
  page,
}) => {
  const marker = uniqueMarker('home-error');
  const posts = tunnelPosts(page);
  // The SDK's chunk is held back until the error has happened, so the report must wait in the early queue.
  let releaseReporter = () => {};
  const reporterHeld = new Promise<void>((resolve) => (releaseReporter = resolve));
  await page.route('**/assets/reporter-*.js', async (route) => {
    await reporterHeld;
    await route.continue();
  });
  await page.goto('/?email=a%40b.example#x');
  // The app runs: it has revealed the first screen.
  await expect(page.locator('section#hero')).toHaveAttribute('data-revealed', 'true');

  await page.evaluate(
    ([text]) =>
      setTimeout(() => {
        throw new Error(text);
      }),
    [`${marker} for a@b.example at ${phone}`],
  );
  releaseReporter();

  await expect.poll(() => reportsWith(marker)).toHaveLength(1);
  const [report] = await reportsWith(marker);
  // The email is also the address's search value, which is blanked out first.
  expect(report?.message).toBe(`Error: ${marker} for [redacted] at [phone]`);
  expect(report?.stack.length).toBeGreaterThan(0);
  expect(report?.release).toBe(release);
  expect(report?.tags['route']).toBe('/');
  expect(report?.url).toBe(`${e2eSiteUrl}/`);
  expectPrivate(
    [report?.envelope ?? '', ...posts],
    ['a@b.example', 'a%40b.example', 'email=', '#x', phone, '555 0100'],
  );
  expect(posts.filter((post) => post.includes(marker))).toHaveLength(1);
});

test('a rejected promise on a personalised voice page is reported with the route template, not the slug', async ({
  page,
}) => {
  const marker = uniqueMarker('voice-rejection');
  const slug = `errors-${Date.now()}-private`;
  const search = 'private-search-term';
  await insertPersonalizedAssistant({ slug, name: 'Grace', assistant_id: null });
  const posts = tunnelPosts(page);
  await page.goto(`/ai-phone-caller/${slug}?q=${search}#private-hash`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Grace');

  await page.evaluate(
    ([text]) => {
      void Promise.reject(new Error(text));
    },
    [`${marker}: could not load ${slug} for ${email}, ${phone}, searched "${search}"`],
  );

  await expect.poll(() => reportsWith(marker)).toHaveLength(1);
  const [report] = await reportsWith(marker);
  expect(report?.message).toBe(
    `Error: ${marker}: could not load [redacted] for [email], [phone], searched "[redacted]"`,
  );
  expect(report?.stack.length).toBeGreaterThan(0);
  expect(report?.release).toBe(release);
  expect(report?.tags['route']).toBe('/ai-phone-caller/$slug');
  expect(report?.url).toBe(`${e2eSiteUrl}/ai-phone-caller/$slug`);
  expectPrivate([report?.envelope ?? '', ...posts], [slug, search, email, phone, 'private-hash', 'Grace']);
});

test('a demo request that could not be sent is reported with its machine and state, without the form values', async ({
  page,
}) => {
  const marker = uniqueMarker('demo-failure');
  const posts = tunnelPosts(page);
  await page.route('**/rest/v1/contact_submissions*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', details: null, hint: null, message: `${marker}: ${email} ${phone}` }),
    }),
  );
  await page.goto('/');
  const form = await fillDemoForm(page, email);
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('alert')).toContainText('Something went wrong');

  await expect.poll(() => reportsWith(marker)).toHaveLength(1);
  const [report] = await reportsWith(marker);
  expect(report?.message).toBe(`XX000: ${marker}: [email] [phone]`);
  expect(report?.stack.length).toBeGreaterThan(0);
  expect(report?.release).toBe(release);
  expect(report?.tags).toMatchObject({ route: '/', machine: 'demoForm', state: 'submitting' });
  // fillDemoForm types these; none is in the report, nor in what the page posted to the tunnel.
  expectPrivate([report?.envelope ?? '', ...posts], [email, '555 0100', 'Lovelace', 'Dental clinic']);
});

test('a visit without an error never loads the SDK: the home page loads only the early queue', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  // The site's tracker is fetched after the load event, well after the app has started and hydrated.
  const trackerLoaded = page.waitForResponse('**/assets/site-tracker-*.js');
  await page.goto('/');
  await expect(page.locator('section#hero')).toHaveAttribute('data-revealed', 'true');
  await trackerLoaded;
  const requested = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/reporter-')),
  );
  expect(requested).toBe(false);
  expect(scripts.some((source) => source.includes('__SENTRY__'))).toBe(false);
  // The HTML neither loads nor preloads it; only main.tsx knows its address.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<(script|link)[^>]+reporter-/);
  const main = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  const mainSource = await (await page.request.get(main ?? '')).text();
  expect(mainSource).not.toContain('__SENTRY__');
});

test('an error thrown on the home page before anything but its first script has loaded reaches the receiver, scrubbed, with its stack', async ({
  page,
}) => {
  const marker = uniqueMarker('first-script-error');
  const posts = tunnelPosts(page);
  // Only the HTML's own script runs: the app's code is held until the report has arrived.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  const appCode = /\/assets\/(?!index-|reporter-).*\.js$/;
  await page.route(appCode, async (route) => {
    await appHeld;
    await route.continue().catch(() => {});
  });
  // The HTML's script asks for the app once its early queue listens (and the page has painted).
  const appRequested = page.waitForRequest(appCode);
  await page.goto('/?email=a%40b.example#x', { waitUntil: 'commit' });
  await appRequested;
  await page.evaluate(
    ([text]) =>
      setTimeout(function failBeforeTheApp() {
        throw new Error(text);
      }),
    [`${marker} for a@b.example at ${phone}`],
  );

  await expect.poll(() => reportsWith(marker)).toHaveLength(1);
  releaseApp();
  const [report] = await reportsWith(marker);
  expect(report?.message).toBe(`Error: ${marker} for [redacted] at [phone]`);
  expect(report?.stack.join('\n')).toContain('failBeforeTheApp');
  expect(report?.tags['route']).toBe('/');
  expectPrivate([report?.envelope ?? '', ...posts], ['a@b.example', 'a%40b.example', 'email=', '#x', phone]);
});

test('a visitor who leaves right after an error, before the SDK could load, still sends it, scrubbed, with its stack', async ({
  page,
}) => {
  const marker = uniqueMarker('leaving-error');
  const slug = `leaving-${Date.now()}-private`;
  await insertPersonalizedAssistant({ slug, name: 'Grace', assistant_id: null });
  // The SDK never arrives: the queued report can only leave as the page goes.
  await page.route('**/assets/reporter-*.js', () => {});
  await page.goto(`/ai-phone-caller/${slug}?q=private-search-term`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Grace');
  const reporterRequested = page.waitForRequest('**/assets/reporter-*.js');
  await page.evaluate(
    ([text]) =>
      setTimeout(function failJustBeforeLeaving() {
        throw new Error(text);
      }),
    [`${marker} on ${slug} for ${email}`],
  );
  await reporterRequested;
  await page.goto('/roi');

  await expect.poll(() => reportsWith(marker)).toHaveLength(1);
  const [report] = await reportsWith(marker);
  expect(report?.message).toBe(`Error: ${marker} on [redacted] for [email]`);
  expect(report?.stack.join('\n')).toContain('failJustBeforeLeaving');
  expect(report?.release).toBe(release);
  expect(report?.tags['route']).toBe('/ai-phone-caller/$slug');
  expectPrivate([report?.envelope ?? ''], [slug, email, 'private-search-term', 'Grace']);
});

test('a route that fails to load shows the error page, reports once, and Retry brings the page back', async ({
  page,
}) => {
  const posts = tunnelPosts(page);
  await page.addInitScript(() => {
    window.print = () => {};
  });
  // The report's code is missing, as after a deploy that replaced it: the router reloads once, then gives up.
  await page.route('**/assets/roi_.report-*.js', (route) => route.abort());
  await page.goto('/roi/report?calls=1500&aht=5.25&wage=18.5');

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await expect.poll(() => posts.filter((post) => post.includes('roi_.report')).length).toBe(1);
  expect(posts.find((post) => post.includes('roi_.report'))).toContain('"route":"/roi/report"');

  await page.unroute('**/assets/roi_.report-*.js');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ROI Report' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Home leaves a broken route', async ({ page }) => {
  await page.route('**/assets/roi_.report-*.js', (route) => route.abort());
  await page.goto('/roi/report');
  await page.getByRole('alert').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(`${e2eSiteUrl}/`);
  await expect(page.getByRole('button', { name: 'Request Demo' })).toBeVisible();
});

test('the build serves no source map: they were written for the error reports and moved out of the served folder', async ({
  page,
}) => {
  const assets = join(fileURLToPath(new URL('../../', import.meta.url)), e2eOutDir, 'assets');
  const files = await readdir(assets);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const scripts = files.filter((file) => file.endsWith('.js'));
  for (const file of scripts) {
    expect(await readFile(join(assets, file), 'utf8'), file).not.toContain('sourceMappingURL');
    const served = await page.request.get(`/assets/${file}.map`);
    expect(await served.text(), `/assets/${file}.map`).not.toContain('"mappings"');
  }
});

test("the site's tunnel refuses what is not an envelope of its own project", async ({ request }) => {
  const envelope = (dsn: string, size = 0) =>
    `${JSON.stringify({ dsn })}\n{"type":"event"}\n${JSON.stringify({ message: 'x'.repeat(size) })}\n`;
  const own = localDsn(e2eApiUrl);
  expect((await request.get('/api/errors')).status()).toBe(405);
  expect((await request.post('/api/errors', { data: 'not an envelope' })).status()).toBe(400);
  expect((await request.post('/api/errors', { data: envelope('https://key@o1.ingest.sentry.io/2') })).status()).toBe(
    403,
  );
  expect((await request.post('/api/errors', { data: envelope(own, maxEnvelopeBytes) })).status()).toBe(413);
  expect((await request.post('/api/errors', { data: envelope(own) })).status()).toBe(200);
});
