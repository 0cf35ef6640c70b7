import { describe, expect, it } from 'vitest';
import { defaultView } from '../../machines/inbox/inbox-view';
import { matchesView, sameView } from '../../machines/inbox/view-match';
import { leadWith } from '../support/lead-fixtures';

const now = Date.parse('2026-11-21T18:00:00Z');
const view = (change = {}) => ({ ...defaultView, ...change });

describe('which live arrivals belong in a view', () => {
  it('keeps suspected spam out of every view but Spam', () => {
    expect(matchesView(leadWith({ spam: true }), view(), now)).toBe(false);
    expect(matchesView(leadWith({ spam: true }), view({ status: 'spam' }), now)).toBe(true);
    expect(matchesView(leadWith({}), view({ status: 'spam' }), now)).toBe(false);
  });

  it('matches the status filter', () => {
    expect(matchesView(leadWith({ status: 'won' }), view({ status: 'won' }), now)).toBe(true);
    expect(matchesView(leadWith({ status: 'won' }), view({ status: 'new' }), now)).toBe(false);
  });

  it('matches the search in any searched field, ignoring case and surrounding spaces', () => {
    const lead = leadWith({ business: 'Harbour Dental' });
    expect(matchesView(lead, view({ search: ' harbour ' }), now)).toBe(true);
    expect(matchesView(lead, view({ search: 'LOVELACE' }), now)).toBe(true);
    expect(matchesView(lead, view({ search: '0100' }), now)).toBe(true);
    expect(matchesView(lead, view({ search: 'acme' }), now)).toBe(false);
  });

  it('lets only leads older than 10 minutes into Overdue only', () => {
    const fresh = leadWith({ createdAt: new Date(now - 60_000).toISOString() });
    const old = leadWith({ createdAt: new Date(now - 11 * 60_000).toISOString() });
    expect(matchesView(fresh, view({ overdue: true }), now)).toBe(false);
    expect(matchesView(old, view({ overdue: true }), now)).toBe(true);
  });

  it('treats searches that differ only in surrounding spaces as the same view', () => {
    expect(sameView(view({ search: 'ada ' }), view({ search: 'ada' }))).toBe(true);
    expect(sameView(view({ page: 1 }), view())).toBe(false);
  });
});
