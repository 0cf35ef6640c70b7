import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, translatedLocales, translatedTexts } from '../support/translations';

/**
 * The glossary is the table under "### Glossary" in docs/i18n.md: one row per concept, a column per language with
 * its term, and a "not in <language>" column with the variants that must not appear. The doc is the one home of the
 * terms; this test only reads it.
 */
const languageName = (locale: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

type GlossaryRow = { concept: string; terms: Record<string, string>; forbidden: Record<string, string[]> };

function readGlossary(): GlossaryRow[] {
  const doc = readFileSync(path.join(repoRoot, 'docs/i18n.md'), 'utf8');
  const section = doc.split('\n### Glossary\n')[1]?.split('\n#')[0] ?? '';
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const table = section.split('\n').filter((line) => line.trim().startsWith('|'));
  const [header = '', , ...rows] = table;
  const columns = cells(header);
  const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  return rows.map((line) => {
    const row = cells(line);
    const column = (name: string) => row[columns.indexOf(name)] ?? '';
    const terms: Record<string, string> = {};
    const forbidden: Record<string, string[]> = {};
    for (const locale of translatedLocales) {
      terms[locale] = backticked(column(languageName(locale)))[0] ?? '';
      forbidden[locale] = backticked(column(`not in ${languageName(locale)}`));
    }
    return { concept: row[0] ?? '', terms, forbidden };
  });
}

/** Whole words; a variant with a capital letter matches only that case, any other matches every case. */
function variantPattern(variant: string): RegExp {
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const flags = variant === variant.toLowerCase() ? 'iu' : 'u';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, flags);
}

const glossary = readGlossary();

describe('the glossary in docs/i18n.md', () => {
  it('names a term for every concept in every language, never one of its own forbidden variants', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(10);
    for (const { concept, terms, forbidden } of glossary)
      for (const locale of translatedLocales) {
        expect(terms[locale], `${concept}: ${locale}`).not.toBe('');
        for (const variant of forbidden[locale] ?? [])
          expect(variantPattern(variant).test(terms[locale] ?? ''), `${concept}: ${locale} "${variant}"`).toBe(false);
      }
  });

  for (const locale of translatedLocales) {
    it(`is followed by every ${languageName(locale)} message and the ${languageName(locale)} acknowledgement email`, () => {
      const misuses: string[] = [];
      for (const { where, text } of translatedTexts(locale))
        for (const { concept, terms, forbidden } of glossary)
          for (const variant of forbidden[locale] ?? [])
            if (variantPattern(variant).test(text))
              misuses.push(`${where} says "${variant}" where the glossary says "${terms[locale]}" (${concept})`);
      expect(misuses).toEqual([]);
    });
  }
});
