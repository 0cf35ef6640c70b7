import { describe, expect, it } from 'vitest';
import { leadDraft, slugWords, suggestSlug } from '../../machines/page-form/slug-suggestion';
import { slugShape } from '../../machines/page-form/page-rules';

const lead = { id: 'lead-1', firstName: 'Dana', lastName: 'Reyes', business: 'Acme Dental' };

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

  it('fills the form with the link, the first name and the default call length', () => {
    expect(leadDraft(lead, [])).toEqual({ slug: 'acme-dental', name: 'Dana', assistantId: '', maxCallSeconds: '300' });
  });
});
