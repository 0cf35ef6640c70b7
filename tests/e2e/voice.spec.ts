import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';
import { expect, test } from './support/test';
import { expectCallConnected } from './support/voice-call';

/**
 * The voice page with the offline demo voice (the build has no provider key), in Chromium with a
 * fake microphone. The provider voice has its own spec and build: voice-provider.spec.ts.
 */
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

/** Records every text the call status shows, so the order can be checked after the fact. */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusLog: string[] }).statusLog = seen;
    const read = () => {
      const status = document.querySelector('[data-call-status]');
      const text = status?.getAttribute('data-call-status');
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

const statusLog = (page: Page) => page.evaluate(() => (window as unknown as { statusLog: string[] }).statusLog);

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('the default page greets User and says it is the offline demo voice', async ({ page }) => {
  await page.goto('/ai-phone-caller');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome User to your\s*AI Phone Caller/);
  await expect(
    page.getByText('Experience intelligent conversation powered by advanced voice technology.'),
  ).toBeVisible();
  await expect(page.getByText('End-to-end encrypted')).toBeVisible();
  await expect(page.getByText('Responds in milliseconds')).toBeVisible();
  await expect(page.getByText(/offline demo voice/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a conversation goes Connecting → Listening → AI Speaking → Listening, and End returns to the welcome view', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/ai-phone-caller');
  await recordStatuses(page);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Start Conversation' }).click();

  const status = page.getByRole('status');
  await expect(status).toContainText('Connecting');
  await expect(status).toContainText('Please wait...');
  await expect(page.getByText('Establishing connection...')).toBeVisible();
  await expect(page.getByText('Setting up your personalized assistant')).toBeVisible();
  await expect(page.getByText(/test build of this assistant\. It is not fit for production use/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'End' })).toBeVisible();

  await expectCallConnected(page);
  // The call only starts when the animation completes, 3.5 s after the click.
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3400);

  await expect(status).toContainText('AI Speaking', { timeout: 10_000 });
  await expect(page.getByText('AI is speaking')).toBeVisible();
  await expect(page.getByText('Please wait for response')).toBeVisible();
  await expect(page.getByLabel('Live caption')).toContainText("I'm the offline demo voice");
  await expectNoSeriousA11yViolations(page);

  await expect(status).toContainText('Listening', { timeout: 20_000 });
  await expect(page.getByText('Listening to you')).toBeVisible();
  await expect(page.getByText('Speak naturally to continue')).toBeVisible();
  expect(await statusLog(page)).toEqual(expect.arrayContaining(['connecting', 'listening', 'speaking']));
  const log = await statusLog(page);
  const order = ['connecting', 'listening', 'speaking', 'listening'];
  expect(log.slice(0, 4)).toEqual(order);

  await page.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome User to your/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();
});

test('the start animation runs through its stages before the call starts', async ({ page }) => {
  await page.clock.install();
  await page.goto('/ai-phone-caller');
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();
  // Time stands still from the click: each stage must show exactly when the page's clock reaches it.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  const stage = page.locator('[data-stage]');
  await expect(stage).toHaveAttribute('data-stage', 'entering');
  let now = 0;
  let shown = 'entering';
  for (const [next, at] of [
    ['igniting', 1200],
    ['revealing', 1800],
    ['complete', 3500],
  ] as const) {
    await page.clock.runFor(at - now - 1);
    await expect(stage).toHaveAttribute('data-stage', shown);
    await page.clock.runFor(1);
    await expect(stage).toHaveAttribute('data-stage', next);
    now = at;
    shown = next;
  }
});

test('End while still connecting returns to the welcome view and the call never starts', async ({ page }) => {
  await page.clock.install();
  await page.goto('/ai-phone-caller');
  await recordStatuses(page);
  // Time stands still from the click, so End comes while the call is still connecting however busy the machine is.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByRole('status')).toContainText('Connecting');
  await page.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
  // Past the moment the call would have connected: nothing more happens.
  await page.clock.runFor(4_000);
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
  expect(await statusLog(page)).toEqual(['connecting']);
});

test('the microphone can be muted during a call and the timer runs', async ({ page }) => {
  await page.goto('/ai-phone-caller');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByRole('status')).toContainText('Connected', { timeout: 10_000 });
  const mute = page.getByRole('button', { name: 'Mute' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(page.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Call duration')).toHaveText(/00:0[1-9]/, { timeout: 5_000 });
});

test('a denied microphone shows how to allow it instead of the generic error, and Start works again', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/ai-phone-caller');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your browser blocked the microphone.', { timeout: 10_000 });
  await expect(alert).toContainText('set Microphone to Allow, then press Start Conversation again.');
  await expect(alert).not.toContainText('Unable to connect');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('Connecting');
});

test('a missing microphone says so plainly', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  });
  await page.goto('/ai-phone-caller');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByRole('alert')).toContainText('No microphone could be used.', { timeout: 10_000 });
});

test.describe('the personalised page', () => {
  test('ACME-DENTAL greets Dana, is kept out of search results, and keeps the name out of the title', async ({
    page,
  }) => {
    await page.goto('/ai-phone-caller/ACME-DENTAL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome Dana to your\s*AI Phone Caller/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await page.title()).not.toContain('Dana');
    const previews = await page
      .locator('meta[property^="og:"], meta[name^="twitter:"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(previews.join(' ')).not.toContain('Dana');
  });

  test('an unknown slug shows the not-found message', async ({ page }) => {
    await page.goto('/ai-phone-caller/no-such-visitor-e2e');
    await expect(page.getByRole('alert')).toHaveText('Personalized page not found.');
  });

  test('with the backend down the lookup shows that the page could not load', async ({ page }) => {
    // The refusal waits until Loading... has been seen: refused at once, the lookup can fail between two of
    // Playwright's looks at the page (seen at load 7).
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    await page.route('**/rest/v1/rpc/get_personalized_assistant*', async (route) => {
      await refused;
      await route.abort('connectionrefused');
    });
    await page.goto('/ai-phone-caller/acme-dental');
    await expect(page.getByText('Loading...')).toBeVisible();
    refuse();
    await expect(page.getByRole('alert')).toHaveText('Unable to load personalized page.');
  });
});

test('from the keyboard alone, Start, End and a blocked microphone each leave the focus on the control that replaced the one pressed', async ({
  page,
}) => {
  await page.goto('/ai-phone-caller');
  await page.getByRole('button', { name: 'Start Conversation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'End' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText('Connected', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'End' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeFocused();

  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Your browser blocked the microphone.', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeFocused();
});

test('while muted the call view says the microphone is muted, not that it is listening', async ({ page }) => {
  await page.goto('/ai-phone-caller');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByText('Listening to you')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Mute' }).click();
  // The demo voice may finish a sentence first; then the call waits on the visitor.
  await expect(page.getByText('Your microphone is muted')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Unmute to keep talking')).toBeVisible();
  await expect(page.getByText('Listening to you')).toHaveCount(0);
  await expect(page.getByText('Speak naturally to continue')).toHaveCount(0);
  await page.getByRole('button', { name: 'Unmute' }).click();
  await expect(page.getByText('Your microphone is muted')).toHaveCount(0);
});
