import { randomUUID } from 'node:crypto';
import { insertPersonalizedAssistant } from './support/personalized-assistants';
import { expect, test } from './support/test';
import { inFullBrowser } from './support/full-browser';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';
import { expectCallConnected } from './support/voice-call';

/** The call as a real visitor has it: their own microphone (remembered by its id), and a page's maximum call length. */
test.use({ launchOptions: inFullBrowser(fakeMicrophoneLaunchOptions()) });

declare global {
  interface Window {
    askedForAudio?: unknown[];
  }
}

const freshPage = async (fields: { max_call_seconds?: number } = {}) => {
  const slug = `call-${randomUUID().slice(0, 8)}`;
  await insertPersonalizedAssistant({ slug, name: 'Morgan', assistant_id: null, ...fields });
  return slug;
};

test('with two microphones the visitor picks one, the call uses it, and the choice is remembered', async ({ page }) => {
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const original = media.getUserMedia.bind(media);
    window.askedForAudio = [];
    media.getUserMedia = (constraints) => {
      window.askedForAudio?.push(constraints?.audio);
      return original(constraints);
    };
  });
  const slug = await freshPage();
  await page.goto(`/ai-phone-caller/${slug}`);
  const picker = page.getByLabel('Microphone');
  await expect(picker).toBeVisible();
  await expect(picker.locator('option')).toContainText(['Fake Audio Input 1', 'Fake Audio Input 2']);
  await picker.selectOption({ label: 'Fake Audio Input 2' });
  const chosen = await picker.inputValue();

  await page.reload();
  await expect(page.getByLabel('Microphone')).toHaveValue(chosen);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  // The microphone is opened while connecting; the greeting may still be playing at a slow moment.
  await expect(page.getByRole('status')).toContainText(/Listening|AI Speaking/, { timeout: 10_000 });
  expect(await page.evaluate(() => window.askedForAudio)).toEqual([
    { echoCancellation: true, noiseSuppression: true, deviceId: { exact: chosen } },
  ]);
  await page.getByRole('button', { name: 'End' }).click();
});

test('with one microphone there is nothing to pick', async ({ page }) => {
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const original = media.enumerateDevices.bind(media);
    media.enumerateDevices = async () =>
      (await original()).filter((device) => device.kind !== 'audioinput' || device.label === 'Fake Audio Input 1');
  });
  const slug = await freshPage();
  await page.goto(`/ai-phone-caller/${slug}`);
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
  await expect(page.getByLabel('Microphone')).toHaveCount(0);
});

test("the offline voice hangs up at the page's maximum length, says so, and Start works again", async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install();
  const slug = await freshPage({ max_call_seconds: 30 });
  await page.goto(`/ai-phone-caller/${slug}`);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expectCallConnected(page);

  await page.clock.fastForward('00:25');
  await expect(page.getByRole('button', { name: 'End' })).toBeVisible();
  await page.clock.fastForward('00:06');
  await expect(page.getByRole('alert')).toHaveText('The assistant ended the call.');
  await expect(page.getByText('AI Speaking')).toHaveCount(0);

  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expectCallConnected(page);
  await page.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
