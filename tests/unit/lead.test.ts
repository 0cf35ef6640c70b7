import { describe, expect, it } from 'vitest';
import { leadName, statusLabels } from '../../machines/inbox/lead';
import { messageOf, reasonOf } from '../../machines/shared/error-message';
import { isLeadStatus, leadStatuses } from '../../machines/inbox/lead-status';

describe('a lead as staff see it', () => {
  it('moves through New, Contacted, Qualified, Won and Lost, named as staff read them', () => {
    expect(leadStatuses.map((status) => statusLabels[status])).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Won',
      'Lost',
    ]);
  });

  it('takes a status only from those five (a hand-edited link or an unknown database value is not one)', () => {
    for (const status of leadStatuses) expect(isLeadStatus(status)).toBe(true);
    for (const other of ['New', 'pending', '', 'all', 'spam', 0, null, undefined, ['new']]) {
      expect(isLeadStatus(other)).toBe(false);
    }
  });

  it('is shown by first and last name, or by either alone when the other was left blank', () => {
    expect(leadName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(leadName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(leadName({ firstName: '', lastName: 'Lovelace' })).toBe('Lovelace');
  });
});

describe("a failure's message", () => {
  const fallback = 'the server refused it.';

  it("is the failure's own text, whether an Error or a PostgREST error object", () => {
    expect(messageOf(new Error('permission denied for table contact_submissions'), fallback)).toBe(
      'permission denied for table contact_submissions',
    );
    expect(messageOf({ message: 'new row violates row-level security policy', code: '42501' }, fallback)).toBe(
      'new row violates row-level security policy',
    );
  });

  it("is the screen's own words when the failure carries no text", () => {
    for (const error of [
      new Error(''),
      { message: '' },
      { message: 42 },
      { code: '42501' },
      'timeout',
      null,
      undefined,
    ]) {
      expect(messageOf(error, fallback)).toBe(fallback);
    }
  });

  it("is kept by a machine as the server's reason, or none, so the screen adds its own words", () => {
    expect(reasonOf({ message: 'permission denied', code: '42501' })).toBe('permission denied');
    for (const error of [new Error(''), { code: '42501' }, 'timeout', null]) expect(reasonOf(error)).toBeNull();
  });
});
