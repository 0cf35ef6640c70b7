import { describe, expect, it } from 'vitest';
import { defaultView } from '../../machines/inbox/inbox-view';
import { searchOfView, viewOfSearch, type RawInboxSearch } from '../../src/lib/inbox-search';

/** What the inbox opens at, written back as its tidy address. */
const opened = (raw: RawInboxSearch) => searchOfView(viewOfSearch(raw));

describe("the dashboard's URL", () => {
  it('is bare for the unfiltered first page', () => {
    expect(searchOfView(defaultView)).toEqual({});
    expect(viewOfSearch({})).toEqual(defaultView);
  });

  it('holds the search, status, overdue switch and a 1-based page, and reads them back', () => {
    const view = { ...defaultView, search: 'acme dental', status: 'new' as const, overdue: true, page: 2 };
    expect(searchOfView(view)).toEqual({ q: 'acme dental', status: 'new', overdue: true, page: 3 });
    expect(viewOfSearch(searchOfView(view))).toEqual(view);
    expect(viewOfSearch({ status: 'spam' }).status).toBe('spam');
  });

  it("holds the savings order and the least yearly savings, one of the filter's thresholds", () => {
    const view = { ...defaultView, sort: 'savings' as const, minSavings: 50_000 };
    expect(searchOfView(view)).toEqual({ sort: 'savings', savings: 50_000 });
    expect(viewOfSearch(searchOfView(view))).toEqual(view);
    expect(opened({ sort: 'cheapest', savings: 12_345 })).toEqual({});
    expect(opened({ savings: '25000' })).toEqual({ savings: 25_000 });
  });

  it("holds the language filter as `lang`, one of the site's languages", () => {
    const view = { ...defaultView, language: 'de' };
    expect(searchOfView(view)).toEqual({ lang: 'de' });
    expect(viewOfSearch(searchOfView(view))).toEqual(view);
    expect(opened({ lang: 'xx' })).toEqual({});
    expect(opened({ lang: 'ES' })).toEqual({});
    expect(opened({ lang: 7 })).toEqual({});
  });

  it('holds the owner filter as `owner`: mine or unassigned, anyone when absent', () => {
    for (const owner of ['mine', 'unassigned'] as const) {
      const view = { ...defaultView, owner };
      expect(searchOfView(view)).toEqual({ owner });
      expect(viewOfSearch(searchOfView(view))).toEqual(view);
    }
    expect(opened({ owner: 'anyone' })).toEqual({});
    expect(opened({ owner: 'theirs' })).toEqual({});
    expect(viewOfSearch({}).owner).toBe('anyone');
  });

  it('holds the follow-up filter as `followup=true`, and reads anything else as off', () => {
    const view = { ...defaultView, followUp: true };
    expect(searchOfView(view)).toEqual({ followup: true });
    expect(viewOfSearch(searchOfView(view))).toEqual(view);
    expect(viewOfSearch({ followup: 'true' }).followUp).toBe(true);
    expect(opened({ followup: 'yes' })).toEqual({});
  });

  it('reads a search the router parsed as a number or boolean as text', () => {
    expect(viewOfSearch({ q: 555 }).search).toBe('555');
    expect(viewOfSearch({ q: true }).search).toBe('true');
  });

  it('opens a hand-edited link with defaults for whatever it cannot read', () => {
    expect(opened({ status: 'pending', page: -2, overdue: 'yes', q: { x: 1 } })).toEqual({});
    expect(opened({ page: '4', overdue: 'true' })).toEqual({ page: 4, overdue: true });
    expect(opened({ page: 1.5 })).toEqual({});
    expect(viewOfSearch({ q: 'x'.repeat(500) }).search).toHaveLength(200);
  });
});
