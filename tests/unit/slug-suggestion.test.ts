import { describe, expect, it } from 'vitest';
import { leadDraft, slugWords, suggestSlug } from '../../machines/page-form/slug-suggestion';
import { slugShape } from '../../machines/page-form/page-rules';
import { randomSlugSuffix } from '../../src/lib/slug-suffix';

const lead = { id: 'lead-1', firstName: 'Dana', lastName: 'Reyes', business: 'Acme Dental', locale: 'en' };
const suffix = 'k3x9q2';

describe("a lead's suggested link", () => {
  it('comes from the business, lower-case and hyphenated, with a random part nobody can guess', () => {
    expect(suggestSlug(lead, [], suffix)).toBe('acme-dental-k3x9q2');
    expect(slugWords('  Café Zürich & Co. — Ltd!  ')).toBe('cafe-zurich-co-ltd');
  });

  it('comes from the name when the business gives nothing usable, else demo', () => {
    expect(suggestSlug({ ...lead, business: '—' }, [], suffix)).toBe('dana-reyes-k3x9q2');
    expect(suggestSlug({ firstName: '李', lastName: '', business: '' }, [], suffix)).toBe('demo-k3x9q2');
  });

  it('takes -2, -3 … when the link is taken in any case', () => {
    expect(suggestSlug(lead, ['ACME-DENTAL-K3X9Q2'], suffix)).toBe('acme-dental-k3x9q2-2');
    expect(suggestSlug(lead, ['acme-dental-k3x9q2', 'acme-dental-k3x9q2-2'], suffix)).toBe('acme-dental-k3x9q2-3');
  });

  it('stays short and cut at a word for a long business description', () => {
    const slug = suggestSlug(
      { ...lead, business: 'Dental clinic with 3 locations, about 900 calls a month, mostly bookings' },
      [],
      suffix,
    );
    expect(slug).toBe('dental-clinic-with-3-locations-about-900-calls-a-k3x9q2');
    expect(slug.length).toBeLessThanOrEqual(48 + 7);
    expect(slugShape.test(slug)).toBe(true);
  });

  it('keeps a business of exactly 48 characters whole', () => {
    const business = `${'a'.repeat(20)} ${'b'.repeat(27)}`;
    expect(slugWords(business)).toBe(`${'a'.repeat(20)}-${'b'.repeat(27)}`);
  });

  it('cuts a long business at the last word that fits, and one long word at 48 characters', () => {
    expect(slugWords(`${'a'.repeat(30)} ${'b'.repeat(30)}`)).toBe('a'.repeat(30));
    expect(slugWords('c'.repeat(60))).toBe('c'.repeat(48));
  });

  it('greets by a first name of at most 100 characters', () => {
    expect(leadDraft({ ...lead, firstName: ` ${'N'.repeat(120)} ` }, [], suffix).name).toBe('N'.repeat(100));
  });

  it('fills the form with the link, the first name and the default call length', () => {
    expect(leadDraft(lead, [], suffix)).toEqual({
      slug: 'acme-dental-k3x9q2',
      name: 'Dana',
      assistantId: '',
      maxCallSeconds: '300',
    });
  });

  it('takes a random part of 6 letters or digits, a new one each time', () => {
    const drawn = Array.from({ length: 200 }, randomSlugSuffix);
    for (const part of drawn) expect(part).toMatch(/^[a-z0-9]{6}$/);
    expect(new Set(drawn).size).toBe(200);
  });
});
