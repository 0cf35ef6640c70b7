import { expect, test } from './support/test';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';

/**
 * The voice page in the visitor's language: its notices, its call view, the offline demo voice's speech and the
 * microphone help all come from the page's language, never English on a Spanish, French or German page.
 */
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

type Spoken = { text: string; lang: string; voice: string | null };

/**
 * Stands in for the browser's speech synthesis (headless Chromium has no voices): it offers an English, a Spanish, a
 * French and a German voice, notes every utterance with its language and voice, and finishes each one at once.
 */
const fakeSpeech = () => {
  const spoken: Spoken[] = [];
  const voices = ['en-US', 'es-ES', 'fr-FR', 'de-DE'].map((lang) => ({ lang, name: `Test voice ${lang}` }));
  class Utterance {
    lang = '';
    rate = 1;
    voice: { name: string } | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  Object.assign(window, {
    SpeechSynthesisUtterance: Utterance,
    spokenForTest: spoken,
  });
  Object.defineProperty(window, 'speechSynthesis', {
    value: {
      getVoices: () => voices,
      cancel: () => {},
      speak: (utterance: Utterance) => {
        spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
        setTimeout(() => utterance.onend?.(), 10);
      },
    },
  });
};

for (const { locale, start, listening, greeting, end } of [
  { locale: 'es', start: 'Iniciar conversación', listening: 'Escuchando', greeting: /^Hola/, end: 'Finalizar' },
  { locale: 'de', start: 'Gespräch starten', listening: 'Hört zu', greeting: /^Hallo/, end: 'Beenden' },
] as const) {
  test(`on /${locale}/ the call view speaks ${locale} and the offline demo voice says its script in ${locale}, with a voice for it`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(fakeSpeech);
    await page.goto(`/${locale}/ai-phone-caller`);
    await page.getByRole('button', { name: start }).click();
    await expect(page.getByRole('status')).toContainText(listening, { timeout: 10_000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { spokenForTest: Spoken[] }).spokenForTest.length))
      .toBeGreaterThan(0);
    const [first] = await page.evaluate(() => (window as unknown as { spokenForTest: Spoken[] }).spokenForTest);
    const tag = { es: 'es-ES', de: 'de-DE' }[locale];
    expect(first).toMatchObject({ lang: tag, voice: `Test voice ${tag}` });
    expect(first?.text).toMatch(greeting);
    await page.getByRole('button', { name: end }).click();
  });
}

test('a missing personal page, a blocked microphone and the call view say so in the page’s language', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/es/ai-phone-caller/no-such-page-anywhere');
  await expect(page.getByRole('alert')).toHaveText('No hemos encontrado esta página personalizada.');
  await page.goto('/fr/ai-phone-caller/no-such-page-anywhere');
  await expect(page.getByRole('alert')).toHaveText('Cette page personnalisée est introuvable.');

  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/de/ai-phone-caller');
  await page.getByRole('button', { name: 'Gespräch starten' }).click();
  await expect(page.getByRole('alert')).toContainText('Ihr Browser hat das Mikrofon blockiert.', { timeout: 10_000 });
  await expect(page.getByRole('alert')).toContainText('Klicken Sie dann erneut auf „Gespräch starten“.');
  await expect(page.getByRole('alert')).not.toContainText('Start Conversation');
});
