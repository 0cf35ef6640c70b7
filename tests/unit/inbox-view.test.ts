import { describe, expect, it } from 'vitest';
import { defaultView, isStatusFilter, statusFilters, withFilters } from '../../machines/inbox/inbox-view';
import { isUnfiltered, matchesView, sameView } from '../../machines/inbox/view-match';
import { viewOfSearch } from '../../src/lib/inbox-search';
import { leadWith } from '../support/lead-fixtures';

const now = Date.parse('2026-11-21T18:00:00Z');
const view = (change = {}) => ({ ...defaultView, ...change });

describe('which live arrivals belong in a view', () => {
  it('keeps suspected spam out of every view but Spam', () => {
    expect(matchesView(leadWith({ spam: true }), view(), now)).toBe(false);
    expect(matchesView(leadWith({ spam: true }), view({ status: 'spam' }), now)).toBe(true);
    expect(matchesView(leadWith({}), view({ status: 'spam' }), now)).toBe(false);
  });

  it("keeps a person's repeat request out of every view but Repeats, and only repeats in Repeats", () => {
    const again = leadWith({ repeatOf: '00000000-0000-4000-8000-0000000000f1' });
    expect(matchesView(again, view(), now)).toBe(false);
    expect(matchesView(again, view({ status: 'new' }), now)).toBe(false);
    expect(matchesView(again, view({ status: 'repeats' }), now)).toBe(true);
    expect(matchesView(leadWith({}), view({ status: 'repeats' }), now)).toBe(false);
    // Repeats has no deadline of its own: choosing Overdue only leaves it, and Repeats turns Overdue only off.
    expect(withFilters(view({ status: 'repeats' }), { overdue: true })).toMatchObject({ status: 'all', overdue: true });
    expect(withFilters(view({ overdue: true }), { status: 'repeats' })).toMatchObject({
      status: 'repeats',
      overdue: false,
    });
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

  it('matches the language filter; no language filter takes every language', () => {
    const spanish = leadWith({ locale: 'es' });
    expect(matchesView(spanish, view({ language: 'es' }), now)).toBe(true);
    expect(matchesView(spanish, view({ language: 'de' }), now)).toBe(false);
    expect(matchesView(spanish, view(), now)).toBe(true);
    expect(isUnfiltered(view({ language: 'es' }))).toBe(false);
  });

  it('lets only leads whose call asked for a follow-up into the follow-up filter, and treats it as another view', () => {
    expect(matchesView(leadWith({ followUpAsked: false }), view({ followUp: true }), now)).toBe(false);
    expect(matchesView(leadWith({ followUpAsked: true }), view({ followUp: true }), now)).toBe(true);
    expect(matchesView(leadWith({ followUpAsked: true }), view(), now)).toBe(true);
    expect(sameView(view({ followUp: true }), view())).toBe(false);
    expect(isUnfiltered(view({ followUp: true }))).toBe(false);
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

  it('treats every other difference of search, status, Overdue only or page as another view', () => {
    expect(sameView(view({ search: 'ada' }), view({ search: 'grace' }))).toBe(false);
    expect(sameView(view({ status: 'won' }), view())).toBe(false);
    expect(sameView(view({ overdue: true }), view())).toBe(false);
    expect(
      sameView(
        view({ search: 'ada', status: 'won', overdue: true, page: 2 }),
        view({ search: 'ada', status: 'won', overdue: true, page: 2 }),
      ),
    ).toBe(true);
  });
});

describe("the inbox's filters", () => {
  it('offer All, New, Contacted, Qualified, Won, Lost, Repeats and Spam, in that order', () => {
    expect(statusFilters).toEqual(['all', 'new', 'contacted', 'qualified', 'won', 'lost', 'repeats', 'spam']);
  });

  it('read each of those from a link, and nothing else', () => {
    for (const filter of statusFilters) expect(isStatusFilter(filter)).toBe(true);
    for (const other of ['', 'All', 'pending', 'overdue', 1, null, undefined])
      expect(isStatusFilter(other)).toBe(false);
  });

  it("say 'No submissions yet' only with no search, status All and Overdue only off", () => {
    expect(isUnfiltered(view())).toBe(true);
    expect(isUnfiltered(view({ search: '  ', page: 3 }))).toBe(true);
    expect(isUnfiltered(view({ search: 'ada' }))).toBe(false);
    expect(isUnfiltered(view({ status: 'new' }))).toBe(false);
    expect(isUnfiltered(view({ status: 'spam' }))).toBe(false);
    expect(isUnfiltered(view({ overdue: true }))).toBe(false);
  });
});

describe('Spam and Overdue only agree with the overdue count', () => {
  it('Overdue only chosen while Spam is shown shows the overdue leads of All: spam is never overdue', () => {
    expect(withFilters(view({ status: 'spam' }), { overdue: true })).toMatchObject({ status: 'all', overdue: true });
  });

  it('Spam chosen while Overdue only is on turns Overdue only off', () => {
    expect(withFilters(view({ overdue: true }), { status: 'spam' })).toMatchObject({ status: 'spam', overdue: false });
  });

  it('an address asking for both opens Spam alone', () => {
    expect(viewOfSearch({ status: 'spam', overdue: true })).toMatchObject({ status: 'spam', overdue: false });
  });

  it('no view lists a spam lead as overdue', () => {
    const oldSpam = leadWith({ spam: true, createdAt: new Date(now - 3_600_000).toISOString() });
    const spamOverdue = withFilters(view({ status: 'spam' }), { overdue: true });
    expect(matchesView(oldSpam, spamOverdue, now)).toBe(false);
  });
});
