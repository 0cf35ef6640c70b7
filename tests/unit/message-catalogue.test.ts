import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The catalogue as translators edit it: messages/<locale>.json, for the locales project.inlang/settings.json lists. */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const settings = JSON.parse(readFileSync(path.join(repoRoot, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
};
const catalogue = (locale: string) => {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(path.join(repoRoot, 'messages', `${locale}.json`), 'utf8'),
  ) as Record<string, unknown>;
  return messages;
};
const base = catalogue(settings.baseLocale);
const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogue', () => {
  it('offers English, Spanish, French and German, English by default', () => {
    expect(settings.baseLocale).toBe('en');
    expect(settings.locales).toEqual(['en', 'es', 'fr', 'de']);
  });

  for (const locale of settings.locales) {
    it(`has every message in ${locale}, none empty, none extra, each with the English one's placeholders`, () => {
      const messages = catalogue(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(base).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(typeof text === 'string' && text.trim() !== '', `${locale}: ${key} is empty`).toBe(true);
        expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(base[key]));
      }
    });
  }
});
