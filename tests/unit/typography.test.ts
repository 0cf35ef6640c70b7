import { afterAll, describe, expect, it } from 'vitest';
import { formatPercent, formatWhole } from '../../src/lib/number-format';
import { setLocale, type Locale } from '../../src/paraglide/runtime.js';
import { inlangSettings, translatedLocales, translatedTexts } from '../support/translations';

const noBreak = '\u00a0';
const narrowNoBreak = '\u202f';
const show = (text: string) => text.replaceAll(noBreak, '⍽').replaceAll(narrowNoBreak, '·');

/** What `Intl` writes for the page's language, through the site's own formatters. */
function inLocale<T>(locale: string, write: () => T): T {
  setLocale(locale as Locale, { reload: false });
  return write();
}
afterAll(() => setLocale(inlangSettings.baseLocale as Locale, { reload: false }));

/** Each place in `text` where `pattern` matches, shown with its neighbours. */
const places = (where: string, text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map(
    (match) => `${where}: "${show(text.slice(Math.max(0, match.index - 12), match.index + 6))}"`,
  );

describe('French typography', () => {
  const texts = translatedTexts('fr');

  it('puts a no-break space before every colon and a narrow one before ; ! ? » and after «', () => {
    const wrong = texts.flatMap(({ where, text }) => [
      // A colon between digits (a time) or in an address is not punctuation.
      ...places(where, text, /(?<!\u00a0):(?!\/\/|\d)/g),
      ...places(where, text, /(?<!\u202f)[;!?»]/g),
      ...places(where, text, /«(?!\u202f)/g),
    ]);
    expect(wrong).toEqual([]);
  });
});

describe('Spanish punctuation', () => {
  it('opens every question with ¿ and every exclamation with ¡', () => {
    const wrong = translatedTexts('es').filter(
      ({ text }) =>
        text.split('?').length !== text.split('¿').length || text.split('!').length !== text.split('¡').length,
    );
    expect(wrong.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });
});

for (const locale of translatedLocales) {
  describe(`figures written in ${locale} sentences`, () => {
    const texts = translatedTexts(locale);

    it('put the space the page puts before % (a no-break one), as the page writes 50 %', () => {
      const space = inLocale(locale, () => formatPercent(0.5)).replace(/^50|%$/g, '');
      expect(space === noBreak || space === narrowNoBreak, `${locale}: "${show(space)}"`).toBe(true);
      const wrong = texts.flatMap(({ where, text }) =>
        places(where, text, new RegExp(`(?<=[\\d}])(?!${space}%)\\s*%`, 'g')),
      );
      expect(wrong).toEqual([]);
    });

    it('read as the page writes a figure, so a hint and the range beside it agree (1.000, 1 000)', () => {
      // A phone number in an example (+49 30 1234567) is written as a phone number, not as a figure.
      const figures = texts.flatMap(({ where, text }) =>
        [
          ...text
            .replace(/\+\d[\d ]*\d/g, '')
            .matchAll(/(?<![\d}])\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?!\d)|(?<![\d}])\d{4,}/g),
        ].map((match) => ({
          where,
          written: match[0],
        })),
      );
      const misread = figures.filter(
        ({ written }) => written !== inLocale(locale, () => formatWhole(Number(written.replace(/\D/g, '')))),
      );
      expect(misread.map(({ where, written }) => `${where}: "${show(written)}"`)).toEqual([]);
    });

    it('use one character for an ellipsis', () => {
      expect(texts.filter(({ text }) => text.includes('...')).map(({ where }) => where)).toEqual([]);
    });
  });
}
