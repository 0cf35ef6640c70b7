import { describe, expect, it } from 'vitest';
import { suggestedLocale } from '../../machines/language-suggestion/suggested-locale';

const offered = ['en', 'es', 'fr', 'de'] as const;
const suggest = (pageLocale: (typeof offered)[number], browserLanguages: string[], chosenInThisTab = false) =>
  suggestedLocale({ pageLocale, browserLanguages, offered, chosenInThisTab });

describe('the language suggested to a visitor', () => {
  it('is the first preferred language the site offers, matched on the language alone', () => {
    expect(suggest('en', ['es-MX', 'en'])).toBe('es');
    expect(suggest('en', ['pt-BR', 'FR-ca', 'de'])).toBe('fr');
  });

  it('is nothing when the page already speaks the first offered preference', () => {
    expect(suggest('en', ['en-GB', 'es'])).toBeNull();
    expect(suggest('de', ['it', 'de-AT', 'en'])).toBeNull();
  });

  it('is nothing when the browser prefers no language the site offers', () => {
    expect(suggest('en', ['pt-BR', 'ja'])).toBeNull();
    expect(suggest('en', [])).toBeNull();
  });

  it('is nothing once the visitor has chosen a language in this tab', () => {
    expect(suggest('en', ['es'], true)).toBeNull();
  });
});
