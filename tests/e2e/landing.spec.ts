import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fillDemoForm, uniqueEmail } from './support/demo-form';
import { readContactSubmissionsAsAdmin } from './support/landing-admin';
import { expect, test } from './support/test';

const videoHost = 'https://www.youtube-nocookie.com/';
const sectionOrder = ['hero', 'security', 'testimonial', 'features', 'video', 'process', 'why-us', 'contact'];

/** The video host is off this machine: serve a tiny stand-in page and record what was asked for. */
async function fakeVideoHost(page: Page) {
  const requested: string[] = [];
  await page.route(`${videoHost}**`, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>video</p>' });
  });
  return requested;
}

/**
 * Opens the home page and waits for the app to take it over: the page paints from its HTML before
 * the code that answers scrolls and drags has run (the hero is marked revealed once it has).
 */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.locator('section#hero')).toHaveAttribute('data-revealed', 'true');
}

/** Scrolls down the whole page the way a reader would, each section in turn until it has been revealed. */
async function readToTheEnd(page: Page) {
  // The page is code-split: the sections are there once the last one is.
  await expect(page.locator('section#contact')).toBeAttached();
  for (const section of await page.locator('main section[data-revealed]').all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-revealed', 'true');
  }
  await expect(page.locator('main section[data-revealed="false"]')).toHaveCount(0);
}

/**
 * Resolves once the browser has worked out again what is on screen: a fresh IntersectionObserver hears after every
 * observer made before it, so by then the page's own observers have been told of the last scroll.
 */
async function screenObserved(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
  );
}

/** Resolves once every animation and transition running on the page has finished. */
async function animationsFinished(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

test.beforeEach(async ({ page }) => {
  await fakeVideoHost(page);
});

test('the landing page shows every section and its copy, in order, under a fixed header', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('section#contact')).toBeAttached();
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(sectionOrder);

  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header.getByRole('link', { name: 'Ringwise' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'ROI Calculator' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Transform Every Call Into Revenue');
  await expect(main.getByText('Your AI-powered virtual representative that never sleeps')).toBeVisible();
  for (const badge of ['Instant Response', '100% Coverage', 'Scalability']) {
    await expect(main.getByRole('listitem').filter({ hasText: badge })).toBeVisible();
  }
  await expect(main.getByText('∞')).toBeVisible();
  const copyInOrder = [
    'HIPAA Compliant',
    'Enterprise Scale & Security',
    'Role-Based Access Controls',
    'Business Director',
    'Calls resolved without agent intervention',
    'Reduction in agent attrition',
    'Of calls handled end to end',
    'One AI agent. Infinite possibilities',
    'Multilingual',
    'Multi-operational',
    'Universal Integration',
    'Define the Purpose',
    'Build & Train the Agent',
    'Integrate & Test',
    'Go Live',
    'Continuous Optimization',
    'Human Connection',
    'Move in Hours',
    'Precision Customization',
    'A real person from our team responds within 10 minutes.',
  ];
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  let from = 0;
  for (const phrase of copyInOrder) {
    const at = text.indexOf(phrase, from);
    expect(at, `"${phrase}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + phrase.length;
  }
  for (const [number, title] of [
    'Define the Purpose',
    'Build & Train the Agent',
    'Integrate & Test',
    'Go Live',
    'Continuous Optimization',
  ].entries()) {
    await expect(main.getByRole('listitem').filter({ hasText: title })).toContainText(String(number + 1));
  }
  const form = main.getByRole('form', { name: 'Demo request' });
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('Tell us about your business')).toHaveAttribute('rows', '3');
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Tell us about your business']) {
    await expect(form.getByLabel(label)).toHaveAttribute('required', '');
  }
});

test('on a phone the ROI link reads ROI', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'ROI', exact: true })).toBeVisible();
});

test('the scroll progress bar fills as the visitor reads down the page', async ({ page }) => {
  await openLanding(page);
  const bar = page.getByTestId('scroll-progress');
  await expect(bar).toHaveAttribute('style', /scaleX\(0\)/);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(bar).toHaveAttribute('style', /scaleX\(1\)/);
});

test('a visit that stays on the first screen downloads none of the lower sections; scrolling down brings each', async ({
  page,
}) => {
  // A phone, where the first screen is the hero.
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const trackerRequested = page.waitForRequest(/\/assets\/site-tracker-/);
  await openLanding(page);
  await trackerRequested;
  const lowerSections =
    /\/assets\/(testimonial-section|features-section|video-section|process-section|why-us-section|contact-section)-/;
  expect(requested.filter((url) => lowerSections.test(url))).toEqual([]);

  await readToTheEnd(page);
  await expect(
    page.getByRole('form', { name: 'Demo request' }).getByRole('button', { name: 'Request Demo' }),
  ).toBeEnabled();
  expect(
    new Set(requested.filter((url) => lowerSections.test(url)).map((url) => lowerSections.exec(url)?.[1])).size,
  ).toBe(6);
});

test('the phone-demo button scrolls to the video section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Hear the phone demo' }).click();
  await expect(page.getByRole('heading', { name: 'See it answer a real call' })).toBeInViewport();
});

test('sections fade in once when they come into view', async ({ page }) => {
  await openLanding(page);
  const contact = page.locator('section#contact');
  // A section's code loads as it comes within half a screen: just below the screen, it is hidden, ready to fade in.
  await page.evaluate(() => {
    const top = document.getElementById('contact')?.getBoundingClientRect().top ?? 0;
    window.scrollBy({ top: top - window.innerHeight * 1.2, behavior: 'instant' });
  });
  await expect(contact).toHaveCSS('opacity', '0');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact).toHaveCSS('opacity', '1');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Out of view again, the page has been told so; nothing fades back out.
  await screenObserved(page);
  await animationsFinished(page);
  await expect(contact).toHaveAttribute('data-revealed', 'true');
  await expect(contact).toHaveCSS('opacity', '1');
});

test('with reduced motion nothing fades, the figures show their final values and the video does not autoplay', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('section#contact')).toHaveCSS('opacity', '1');
  await expect(page.locator('section#contact')).toHaveCSS('transition-duration', '0s');
  const figures = page.getByTestId('stat-figure').locator('[aria-hidden="true"]');
  await expect(figures).toHaveText(['12k+', '50%', '87%']);
  await page.locator('[data-autoplay]').scrollIntoViewIfNeeded();
  await expect(page.locator('#video iframe')).toHaveCount(1);
  await page.clock.runFor(2000);
  await expect(page.locator('#video iframe')).not.toHaveAttribute('src', /autoplay=1/);
});

test('the testimonial figures count up once, with easing, over 2000 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('section#hero')).toHaveAttribute('data-revealed', 'true');
  await page.clock.pauseAt(Date.now() + 60_000);
  const figures = page.getByTestId('stat-figure').locator('[aria-hidden="true"]');
  await expect(figures).toHaveText(['0k+', '0%', '0%']);
  await figures.first().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-count-up="counting"]')).toHaveCount(1);
  await page.clock.runFor(1000);
  // easeOutCubic is 87.5% of the way at half time (76 of 87): well past a linear 43, short of the end.
  const percent = async () => Number((await figures.nth(2).innerText()).replace('%', ''));
  await expect.poll(percent).toBeGreaterThanOrEqual(74);
  expect(await percent()).toBeLessThanOrEqual(77);
  await page.clock.runFor(999);
  await expect(page.locator('[data-count-up="counting"]')).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(page.locator('[data-count-up="finished"]')).toHaveCount(1);
  await expect(figures).toHaveText(['12k+', '50%', '87%']);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await figures.first().scrollIntoViewIfNeeded();
  await page.clock.runFor(100);
  await expect(figures).toHaveText(['12k+', '50%', '87%']);
});

test('the testimonial portrait shows a placeholder until it loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/images/testimonial-director.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const portrait = page.getByRole('img', { name: 'Portrait of Morgan Reyes' });
  await portrait.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('portrait-placeholder')).toBeVisible();
  release();
  await expect(page.getByTestId('portrait-placeholder')).toHaveCount(0);
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a portrait that fails to load gives way to initials, not a broken image', async ({ page }) => {
  await page.route('**/images/testimonial-director.svg', (route) => route.abort());
  await page.goto('/');
  await page.locator('section#testimonial').scrollIntoViewIfNeeded();
  const portrait = page.getByRole('img', { name: 'Portrait of Morgan Reyes' });
  await expect(portrait).toHaveText('MR');
  await expect(page.getByTestId('portrait-placeholder')).toHaveCount(0);
});

test('the video iframe appears only when its section is visible and autoplays muted 500 ms later', async ({ page }) => {
  const requested = await fakeVideoHost(page);
  await page.clock.install();
  // Once the app has taken the page over, its observers watch the video's frame.
  await openLanding(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  const iframe = page.locator('#video iframe');
  // The page has been told what is on screen; an iframe it would add is rendered in the same task.
  await screenObserved(page);
  await expect(iframe).toHaveCount(0);
  // The section's top edge a few pixels below the screen: still nothing from the video host.
  await page.evaluate(() => {
    const top = document.getElementById('video')?.getBoundingClientRect().top ?? 0;
    window.scrollBy({ top: top - window.innerHeight - 5, behavior: 'instant' });
  });
  // The page has been told what is on screen; an iframe it would add is rendered in the same task.
  await screenObserved(page);
  await expect(iframe).toHaveCount(0);
  expect(requested).toEqual([]);

  await page.locator('[data-autoplay]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-autoplay="armed"]')).toBeVisible();
  await expect(iframe).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(iframe).not.toHaveAttribute('src', /autoplay/);
  await page.clock.runFor(499);
  await expect(iframe).not.toHaveAttribute('src', /autoplay/);
  await page.clock.runFor(1);
  await expect(iframe).toHaveAttribute('src', /autoplay=1&mute=1/);
  await expect.poll(() => requested.some((url) => url.includes('autoplay=1&mute=1'))).toBe(true);

  // Leaving the section reloads the player without autoplay, which stops it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(iframe).not.toHaveAttribute('src', /autoplay/);
});

test('leaving the video before 500 ms cancels the autoplay', async ({ page }) => {
  await page.clock.install();
  await openLanding(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  const iframe = page.locator('#video iframe');
  await page.locator('[data-autoplay]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-autoplay="armed"]')).toBeVisible();
  await page.clock.runFor(300);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(page.locator('[data-autoplay="near"]')).toHaveCount(1);
  await page.clock.runFor(1000);
  await expect(iframe).not.toHaveAttribute('src', /autoplay/);
});

test.describe('process carousel', () => {
  const track = (page: Page) => page.getByRole('region', { name: 'Process steps' });
  /** Scrolls to the carousel and waits until it runs: its section's code loads as it comes near the screen. */
  const scrollToCarousel = async (page: Page) => {
    await track(page).scrollIntoViewIfNeeded();
    await expect(page.locator('section#process')).toHaveAttribute('data-revealed', 'true');
  };
  const scrollLeft = (page: Page) => track(page).evaluate((element) => Math.round(element.scrollLeft));

  test('a mouse drag past 5 px scrolls 2.5 px per pixel; a smaller one is a click', async ({ page }) => {
    await openLanding(page);
    await scrollToCarousel(page);
    const box = await track(page).boundingBox();
    if (!box) throw new Error('no carousel');
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 4, y);
    expect(await scrollLeft(page)).toBe(0);
    await page.mouse.move(x - 100, y);
    await expect.poll(() => scrollLeft(page)).toBe(250);
    await expect(track(page)).toHaveAttribute('data-dragging', 'true');
    await page.mouse.up();
    await expect(track(page)).toHaveAttribute('data-dragging', 'false');
  });

  test('dot buttons scroll to their step and mark it current', async ({ page }) => {
    await openLanding(page);
    await scrollToCarousel(page);
    await page.getByRole('button', { name: 'Show step 3: Integrate & Test' }).click();
    const third = track(page).getByRole('listitem').nth(2);
    // The chosen card ends up centred in the track.
    const offCentre = () =>
      third.evaluate((card: HTMLElement) => {
        const track = card.closest('[role="region"]') as HTMLElement;
        const cardBox = card.getBoundingClientRect();
        const trackBox = track.getBoundingClientRect();
        return Math.abs(cardBox.left + cardBox.width / 2 - (trackBox.left + trackBox.width / 2));
      });
    await expect.poll(offCentre).toBeLessThanOrEqual(2);
    await expect(page.getByRole('button', { name: 'Show step 3: Integrate & Test' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await page.getByRole('button', { name: 'Show step 5: Continuous Optimization' }).click();
    await expect(page.getByRole('button', { name: 'Show step 5: Continuous Optimization' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  test('the track scrolls with the keyboard and the mouse wheel', async ({ page }) => {
    await openLanding(page);
    await scrollToCarousel(page);
    await track(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => scrollLeft(page)).toBe(0);
    const box = await track(page).boundingBox();
    if (!box) throw new Error('no carousel');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(400, 0);
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(0);
  });
});

test.describe('hidden staff entry', () => {
  test('five quick clicks on the logo and brand name open the admin login', async ({ page }) => {
    await openLanding(page);
    const home = page.getByRole('banner').getByRole('link', { name: 'Ringwise' });
    for (let i = 0; i < 5; i++) {
      await (i % 2 ? home.getByText('Ringwise') : home.locator('svg')).click();
    }
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  test('four clicks do nothing', async ({ page }) => {
    await page.clock.install();
    await openLanding(page);
    const home = page.getByRole('banner').getByRole('link', { name: 'Ringwise' });
    for (let i = 0; i < 4; i++) await home.click();
    // A navigation starts from the click itself; the clock runs past any timer the count might have set.
    await page.clock.runFor(2_500);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a pause of 2 s starts the count again', async ({ page }) => {
    await page.clock.install();
    await openLanding(page);
    const home = page.getByRole('banner').getByRole('link', { name: 'Ringwise' });
    for (let i = 0; i < 4; i++) await home.click();
    await page.clock.runFor(2000);
    await home.click();
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/\/$/);
    for (let i = 0; i < 4; i++) await home.click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('navigating away starts the count again', async ({ page }) => {
    // Time stands still, so only the navigation can be what resets the count.
    await page.clock.install();
    await openLanding(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const home = page.getByRole('banner').getByRole('link', { name: 'Ringwise' });
    for (let i = 0; i < 3; i++) await home.click();
    await page.getByRole('banner').getByRole('link', { name: 'ROI Calculator' }).click();
    await expect(page).toHaveURL(/\/roi(\?|$)/);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await home.click();
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('hash navigation', () => {
  test('/#contact opens on the demo form', async ({ page }) => {
    await page.goto('/#contact');
    await expect(page.getByRole('heading', { name: 'Book your personalized demo' })).toBeInViewport();
    await expect(page.getByRole('form', { name: 'Demo request' }).getByLabel('First name')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('an in-app link to /#contact scrolls smoothly to the form', async ({ page }) => {
    await page.goto('/roi');
    // In-app means the router follows it: wait until the app has taken the page over, which writes
    // the calculator's defaults into the address. A click while it hydrates failed once in CI.
    await expect(page).toHaveURL(/step=volume/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Book a demo' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: 'Book your personalized demo' })).toBeInViewport();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('main').getByRole('link', { name: 'Book a demo' }).click();
    // Smooth: part-way down first, at the form a moment later.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Book your personalized demo' })).toBeInViewport();
  });
});

/** supabase-js itself; the few-byte `load-supabase` loader chunk around it may come earlier. */
const supabaseLibraryChunk = /\/assets\/supabase-[\w-]+\.js$/;

test.describe('demo form', () => {
  test('supabase-js is not requested before the visitor touches the form', async ({ page }) => {
    const scripts: string[] = [];
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
      if (!['127.0.0.1', 'localhost', 'www.youtube-nocookie.com'].includes(url.hostname)) foreign.push(url.href);
    });
    await page.goto('/');
    await readToTheEnd(page);
    // Whatever the page loads as it is read has been asked for by now.
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => supabaseLibraryChunk.test(path))).toEqual([]);
    expect(foreign).toEqual([]);

    await page.getByRole('form', { name: 'Demo request' }).getByLabel('First name').focus();
    await expect.poll(() => scripts.filter((path) => supabaseLibraryChunk.test(path)).length).toBe(1);
  });

  test('a submitted request is stored and the admin sees it; the form, its thanks and Pick a time now clear 3 s later', async ({
    page,
  }) => {
    const email = uniqueEmail('sent');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/contact_submissions*', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/#contact');
    const form = await fillDemoForm(page, email);
    await form.getByRole('button', { name: 'Request Demo' }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(form.getByRole('button', { name: 'Sent!' })).toBeVisible();
    await expect(form.getByRole('status')).toHaveText("Thank you! We'll get back to you within 10 minutes.");
    const pickTime = form.getByRole('link', { name: 'Pick a time now' });
    await expect(pickTime).toBeVisible();

    const rows = await readContactSubmissionsAsAdmin(email);
    expect(rows).toEqual([
      expect.objectContaining({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        phone: '+1 555 0100',
        business: 'Dental clinic, 3 locations, 900 calls a month',
      }),
    ]);

    await expect(form.getByLabel('Email')).toHaveValue('', { timeout: 5000 });
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
    await expect(form.getByRole('status')).toHaveText('');
    await expect(pickTime).toHaveCount(0);
  });

  test('a failing backend keeps the values, shows the error and logs it; a retry then succeeds', async ({ page }) => {
    const email = uniqueEmail('retry');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/rest/v1/contact_submissions*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'database unavailable', details: null, hint: null }),
      }),
    );
    await page.goto('/#contact');
    const form = await fillDemoForm(page, email);
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Tell us about your business')).toHaveValue(
      'Dental clinic, 3 locations, 900 calls a month',
    );
    // The failure report's console line (error-reports.spec.ts follows the report itself to the receiver).
    expect(errors.some((text) => text.includes('Failure (demoForm in submitting)'))).toBe(true);
    expect(await readContactSubmissionsAsAdmin(email)).toEqual([]);

    await page.unroute('**/rest/v1/contact_submissions*');
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByRole('status')).toHaveText("Thank you! We'll get back to you within 10 minutes.");
    await expect(form.getByRole('alert')).toHaveText('');
    expect(await readContactSubmissionsAsAdmin(email)).toHaveLength(1);
  });

  test('an empty form is not sent', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/contact_submissions')) posted++;
    });
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Demo request' });
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByLabel('First name')).toBeFocused();
    expect(await form.getByLabel('First name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(posted).toBe(0);
  });

  test('a field of only spaces is refused with a message, keeping the rest of the form', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/contact_submissions')) posted++;
    });
    await page.goto('/#contact');
    const form = await fillDemoForm(page, uniqueEmail('blank'));
    const business = form.getByLabel('Tell us about your business');
    await business.fill('   ');
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(business).toBeFocused();
    expect(await business.evaluate((input: HTMLTextAreaElement) => input.validationMessage)).toBe(
      'Please enter more than spaces.',
    );
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    expect(posted).toBe(0);
  });
});

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`axe finds no serious or critical violation on / at ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openLanding(page);
    await readToTheEnd(page);
    // Axe reads colours as painted: mid-fade text would be judged on a colour it only passes through.
    await animationsFinished(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
