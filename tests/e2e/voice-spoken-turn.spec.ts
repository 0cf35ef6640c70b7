import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeMicrophoneLaunchOptions, toneWav } from './support/voice-browser';
import { expect, test } from './support/test';

// Chromium loops this file into its fake microphone: half a second of silence, a 1.2 s tone the
// level meter hears as speech, then five seconds of silence. Launch flags are per browser, hence its own file.
const speechWav = join(tmpdir(), 'ringwise-e2e-speech.wav');
writeFileSync(
  speechWav,
  toneWav([
    [0.5, 0],
    [1.2, 0.4],
    [5, 0],
  ]),
);

test.use({ launchOptions: fakeMicrophoneLaunchOptions([`--use-file-for-fake-audio-capture=${speechWav}`]) });

test('the offline voice answers after the visitor speaks and falls silent', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/ai-phone-caller');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  const caption = page.getByLabel('Live caption');
  await expect(caption).toContainText("I'm the offline demo voice", { timeout: 15_000 });
  await expect(caption).toContainText('book the first free slot', { timeout: 30_000 });
  await expect(page.getByRole('status')).toContainText('AI Speaking');
});
