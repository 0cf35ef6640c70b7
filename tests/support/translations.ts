import { readFileSync } from 'node:fs';
import path from 'node:path';
import { acknowledgementWording } from '../../supabase/functions/_shared/alerts/acknowledgement-wording';

/** Every text a translator writes, as the tests that check translations read it. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

export const inlangSettings = JSON.parse(readFileSync(path.join(repoRoot, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
};

/** messages/<locale>.json as translators edit it, without its `$schema`. */
export function catalogue(locale: string): Record<string, unknown> {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(path.join(repoRoot, 'messages', `${locale}.json`), 'utf8'),
  ) as Record<string, unknown>;
  return messages;
}

/**
 * Each text of one language by where it lives: the catalogue's messages, then the prospect's acknowledgement email
 * filled in with a sample name, the brand and the reply window.
 */
export function translatedTexts(locale: string): Array<{ where: string; text: string }> {
  const texts = Object.entries(catalogue(locale)).map(([key, text]) => ({
    where: `${locale}: ${key}`,
    text: String(text),
  }));
  const email = acknowledgementWording[locale as keyof typeof acknowledgementWording];
  if (email) {
    const where = `${locale}: acknowledgement email`;
    texts.push(
      { where: `${where} subject`, text: email.subject },
      { where: `${where} title`, text: email.title },
      { where: `${where} greeting`, text: email.greeting('Ana') },
      { where: `${where} greeting without a name`, text: email.greeting(null) },
      { where: `${where} body`, text: email.body('Ringwise', 10) },
      { where: `${where} signature`, text: email.signature('Ringwise') },
    );
  }
  return texts;
}

/** The languages a translator writes: every one but English, whose words are the product's own. */
export const translatedLocales = inlangSettings.locales.filter((locale) => locale !== inlangSettings.baseLocale);
