import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { insertPersonalizedAssistant } from './support/personalized-assistants';
import { readPageActivityAsAdmin } from './support/voice-activity';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';
import { expectCallConnected } from './support/voice-call';

/** What a prospect does on their page reaches staff; the recording never gets in the prospect's way. */
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

const freshPage = async (name: string) => {
  const slug = `activity-${randomUUID().slice(0, 8)}`;
  await insertPersonalizedAssistant({ slug, name, assistant_id: null });
  return slug;
};

test('opening the page and talking for a moment shows up as 1 opened and 1 conversation of at least 1 s', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const slug = await freshPage('Robin');
  await page.clock.install();
  await page.goto(`/ai-phone-caller/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome Robin to your/);
  await expect(page.getByText('Use headphones for the clearest conversation.')).toBeVisible();
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expectCallConnected(page);
  await page.clock.fastForward(1_000);
  await page.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();

  // The end is written last, after the page is back: wait for it, then read the whole row.
  await expect
    .poll(async () => (await readPageActivityAsAdmin(slug))?.talk_seconds ?? 0, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await readPageActivityAsAdmin(slug)).toMatchObject({ opened_count: 1, conversation_count: 1 });
});

test('with activity writes failing the page still greets and the conversation still runs', async ({ page }) => {
  test.setTimeout(60_000);
  const slug = await freshPage('Casey');
  await page.route('**/rest/v1/rpc/record_voice_event*', (route) => route.abort('connectionrefused'));
  await page.goto(`/ai-phone-caller/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome Casey to your/);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expectCallConnected(page);
  await page.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await readPageActivityAsAdmin(slug)).toMatchObject({ opened_count: 0, conversation_count: 0 });
});

for (const [how, leave] of [
  ['closing the tab', async (page: Page) => page.close({ runBeforeUnload: true })],
  ['going to another site', async (page: Page) => void (await page.goto('about:blank'))],
  ['leaving through Home', async (page: Page) => page.getByRole('link', { name: /home/i }).first().click()],
] as const) {
  test(`a conversation left by ${how} still counts its talk time`, async ({ page }) => {
    test.setTimeout(60_000);
    const slug = await freshPage('Sky');
    // The page's own clock measures the conversation: three seconds of it pass at once instead of being waited for.
    await page.clock.install();
    await page.goto(`/ai-phone-caller/${slug}`);
    await page.getByRole('button', { name: 'Start Conversation' }).click();
    await expectCallConnected(page);
    await page.clock.fastForward(3_000);
    await leave(page);
    await expect
      .poll(async () => (await readPageActivityAsAdmin(slug))?.talk_seconds ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    expect(await readPageActivityAsAdmin(slug)).toMatchObject({ conversation_count: 1 });
  });
}
