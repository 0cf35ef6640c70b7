import { describe, expect, it } from 'vitest';
import { leadDraft, slugWords, suggestSlug } from '../../machines/page-form/slug-suggestion';
import { slugShape } from '../../machines/page-form/page-rules';

const lead = { id: 'lead-1', firstName: 'Dana', lastName: 'Reyes', business: 'Acme Dental', locale: 'en' };

describe("a lead's suggested link", () => {
  it('comes from the business, lower-case and hyphenated', () => {
    expect(suggestSlug(lead, [])).toBe('acme-dental');
    expect(slugWords('  Café Zürich & Co. — Ltd!  ')).toBe('cafe-zurich-co-ltd');
  });

  it('comes from the name when the business gives nothing usable, else demo', () => {
    expect(suggestSlug({ ...lead, business: '—' }, [])).toBe('dana-reyes');
    expect(suggestSlug({ firstName: '李', lastName: '', business: '' }, [])).toBe('demo');
  });

  it('takes -2, -3 … when the link is taken in any case', () => {
    expect(suggestSlug(lead, ['ACME-DENTAL'])).toBe('acme-dental-2');
    expect(suggestSlug(lead, ['acme-dental', 'acme-dental-2'])).toBe('acme-dental-3');
  });

  it('stays short and cut at a word for a long business description', () => {
    const slug = suggestSlug(
      { ...lead, business: 'Dental clinic with 3 locations, about 900 calls a month, mostly bookings' },
      [],
    );
    expect(slug).toBe('dental-clinic-with-3-locations-about-900-calls-a');
    expect(slug.length).toBeLessThanOrEqual(48);
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
    expect(leadDraft({ ...lead, firstName: ` ${'N'.repeat(120)} ` }, []).name).toBe('N'.repeat(100));
  });

  it('fills the form with the link, the first name and the default call length', () => {
    expect(leadDraft(lead, [])).toEqual({ slug: 'acme-dental', name: 'Dana', assistantId: '', maxCallSeconds: '300' });
  });
});
