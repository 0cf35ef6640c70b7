import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft, refusedDraftField, refusedProblem } from '../../machines/page-form/page-rules';
import { voicePagesCopy } from '../../src/content/voice-pages';

const draft = (changes: Partial<typeof emptyDraft>) => ({ ...emptyDraft, slug: 'acme-dental', ...changes });

/** What the form shows beside each wrong box of a draft. */
const shown = (changes: Partial<typeof emptyDraft>) => {
  const checked = checkDraft(draft(changes));
  if (checked.ok) return {};
  return Object.fromEntries(
    Object.entries(checked.errors).map(([field, problem]) => [field, voicePagesCopy.problems[problem]]),
  );
};

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
    if (!checked.ok) expect(checked.errors.slug).toMatch(/^slug/);
  });

  it.each(['a', 'A_b-9', 'a'.repeat(100)])('accepts the link %j', (slug) => {
    expect(checkDraft(draft({ slug })).ok).toBe(true);
  });

  it('accepts a greeting of 100 characters and refuses 101', () => {
    expect(checkDraft(draft({ name: 'x'.repeat(100) })).ok).toBe(true);
    expect(checkDraft(draft({ name: 'x'.repeat(101) }))).toEqual({ ok: false, errors: { name: 'nameTooLong' } });
    expect(shown({ name: 'x'.repeat(101) })).toEqual({ name: 'Keep the greeting name to 100 characters or fewer.' });
  });

  it('refuses a greeting name of only spaces, as the demo form does, and keeps an empty box as no greeting', () => {
    expect(shown({ name: '   ' })).toEqual({ name: 'Enter a name, not only spaces, or leave the box empty.' });
    expect(checkDraft(draft({ name: '' }))).toMatchObject({ ok: true, fields: { name: null } });
  });

  it.each([
    ['personalized_assistants_slug_shape', 'slug'],
    ['personalized_assistants_name_length', 'name'],
    ['personalized_assistants_assistant_id_length', 'assistantId'],
    ['personalized_assistants_max_call_seconds_range', 'maxCallSeconds'],
  ])('a refusal by %s concerns the %s box', (constraint, field) => {
    const message = `new row for relation "personalized_assistants" violates check constraint "${constraint}"`;
    expect(refusedDraftField(message)).toBe(field);
  });

  it('a refusal by anything else concerns no box', () => {
    expect(refusedDraftField('permission denied for table personalized_assistants')).toBeNull();
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

  it('opens a new page with empty boxes and 300 s', () => {
    expect(emptyDraft).toEqual({ slug: '', name: '', assistantId: '', maxCallSeconds: '300' });
  });

  it('stores an assistant id and a call length typed with spaces around them', () => {
    expect(checkDraft(draft({ assistantId: ' asst_1 ', maxCallSeconds: ' 600 ' }))).toEqual({
      ok: true,
      fields: { slug: 'acme-dental', name: null, assistantId: 'asst_1', maxCallSeconds: 600 },
    });
  });

  it('accepts an assistant id of 100 characters', () => {
    expect(checkDraft(draft({ assistantId: 'a'.repeat(100) })).ok).toBe(true);
  });

  it.each([
    [{ slug: '' }, { slug: 'Enter the link, e.g. acme-dental.' }],
    [{ slug: 'a'.repeat(101) }, { slug: 'Keep the link to 100 characters or fewer.' }],
    [{ slug: 'no spaces' }, { slug: 'Use letters, digits, - and _ only, starting with a letter or digit.' }],
    [{ assistantId: 'a'.repeat(101) }, { assistantId: 'Keep the assistant id to 100 characters or fewer.' }],
    [{ maxCallSeconds: '29' }, { maxCallSeconds: 'Enter whole seconds from 30 to 3,600.' }],
  ])('says what is wrong with %j beside its box', (changes, errors) => {
    expect(shown(changes)).toEqual(errors);
  });

  it.each([
    ['slug', 'Use letters, digits, - and _ only, starting with a letter or digit.'],
    ['name', 'Keep the greeting name to 100 characters or fewer.'],
    ['assistantId', 'Keep the assistant id to 100 characters or fewer.'],
    ['maxCallSeconds', 'Enter whole seconds from 30 to 3,600.'],
  ] as const)('a value of the %s box the database refuses says what the box may hold', (field, words) => {
    expect(voicePagesCopy.problems[refusedProblem[field]]).toBe(words);
  });

  it('a link another page has says so beside the link box', () => {
    expect(voicePagesCopy.problems.slugTaken).toBe('That link is already taken.');
  });

  it('names every wrong box at once', () => {
    const checked = checkDraft({ slug: '', name: 'x'.repeat(101), assistantId: '', maxCallSeconds: '1' });
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(['maxCallSeconds', 'name', 'slug']);
  });
});
