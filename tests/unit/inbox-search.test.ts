import { describe, expect, it } from 'vitest';
import { defaultView } from '../../machines/inbox/inbox-view';
import { parseInboxSearch, searchOfView, viewOfSearch } from '../../src/lib/inbox-search';

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
    expect(parseInboxSearch({ sort: 'cheapest', savings: 12_345 })).toEqual({});
    expect(parseInboxSearch({ savings: '25000' })).toEqual({ savings: 25_000 });
  });

  it("holds the language filter as `lang`, one of the site's languages", () => {
    const view = { ...defaultView, language: 'de' };
    expect(searchOfView(view)).toEqual({ lang: 'de' });
    expect(viewOfSearch(searchOfView(view))).toEqual(view);
    expect(parseInboxSearch({ lang: 'xx' })).toEqual({});
    expect(parseInboxSearch({ lang: 'ES' })).toEqual({});
    expect(parseInboxSearch({ lang: 7 })).toEqual({});
  });

  it('holds the follow-up filter as `followup=true`, and reads anything else as off', () => {
    const view = { ...defaultView, followUp: true };
    expect(searchOfView(view)).toEqual({ followup: true });
    expect(viewOfSearch(searchOfView(view))).toEqual(view);
    expect(viewOfSearch({ followup: 'true' }).followUp).toBe(true);
    expect(parseInboxSearch({ followup: 'yes' })).toEqual({});
  });

  it('reads a search the router parsed as a number or boolean as text', () => {
    expect(viewOfSearch({ q: 555 }).search).toBe('555');
    expect(viewOfSearch({ q: true }).search).toBe('true');
  });

  it('opens a hand-edited link with defaults for whatever it cannot read', () => {
    expect(parseInboxSearch({ status: 'pending', page: -2, overdue: 'yes', q: { x: 1 } })).toEqual({});
    expect(parseInboxSearch({ page: '4', overdue: 'true' })).toEqual({ page: 4, overdue: true });
    expect(parseInboxSearch({ page: 1.5 })).toEqual({});
    expect(viewOfSearch({ q: 'x'.repeat(500) }).search).toHaveLength(200);
  });
});
