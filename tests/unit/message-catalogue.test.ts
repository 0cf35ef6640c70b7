import { describe, expect, it } from 'vitest';
import { catalogue, inlangSettings as settings } from '../support/translations';

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
