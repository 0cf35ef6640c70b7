import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft } from '../../machines/page-form/page-rules';

const draft = (changes: Partial<typeof emptyDraft>) => ({ ...emptyDraft, slug: 'acme-dental', ...changes });

describe('the page form checks values as the database does', () => {
  it('stores trimmed values, an empty greeting and assistant as none, and 300 s by default', () => {
    expect(checkDraft(draft({ slug: ' acme-dental ', name: ' Dana ' }))).toEqual({
      ok: true,
      fields: { slug: 'acme-dental', name: 'Dana', assistantId: null, maxCallSeconds: 300 },
    });
  });

  it.each(['', 'no spaces', '-leading-dash', 'ümlaut', 'a'.repeat(101)])('refuses the link %j', (slug) => {
    const checked = checkDraft(draft({ slug }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.slug).toEqual(expect.any(String));
  });

  it.each(['a', 'A_b-9', 'a'.repeat(100)])('accepts the link %j', (slug) => {
    expect(checkDraft(draft({ slug })).ok).toBe(true);
  });

  it('accepts a greeting of 100 characters and refuses 101', () => {
    expect(checkDraft(draft({ name: 'x'.repeat(100) })).ok).toBe(true);
    expect(checkDraft(draft({ name: 'x'.repeat(101) }))).toEqual({
      ok: false,
      errors: { name: 'Keep the greeting name to 100 characters or fewer.' },
    });
  });

  it('refuses an assistant id over 100 characters', () => {
    expect(checkDraft(draft({ assistantId: 'a'.repeat(101) })).ok).toBe(false);
  });

  it.each([
    ['30', true],
    ['3600', true],
    ['29', false],
    ['3601', false],
    ['300.5', false],
    ['', false],
    ['5 min', false],
  ])('a max call length of %j is accepted: %s', (maxCallSeconds, accepted) => {
    expect(checkDraft(draft({ maxCallSeconds })).ok).toBe(accepted);
  });

  it('names every wrong box at once', () => {
    const checked = checkDraft({ slug: '', name: 'x'.repeat(101), assistantId: '', maxCallSeconds: '1' });
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(['maxCallSeconds', 'name', 'slug']);
  });
});
