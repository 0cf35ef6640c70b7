import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { LeadPage } from '../../machines/inbox/inbox.machine';
import { defaultView, type InboxView } from '../../machines/inbox/inbox-view';
import { inboxActors } from '../../src/actors/inbox.actors';
import { startFirstPage } from '../../src/actors/early-first-page';
import { fetchLeadPage } from '../../src/actors/lead-page';
import { searchFilter } from '../../src/actors/lead-query';
import { loadSupabase } from '../../src/lib/load-supabase';
import { sampleLead } from '../support/lead-fixtures';

vi.mock('../../src/lib/load-supabase', () => ({ loadSupabase: vi.fn() }));

type Answer = { data: Record<string, unknown>[] | null; error: { message: string } | null; count: number | null };

/** The chain of calls the inbox makes on supabase-js, recorded; every query gets `answer`. */
function fakeDb(answer: Answer) {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => (calls.push(`${name} ${args.map((arg) => JSON.stringify(arg)).join(' ')}`), query);
  const query = {
    select: record('select'),
    is: record('is'),
    not: record('not'),
    eq: record('eq'),
    lt: record('lt'),
    or: record('or'),
    order: record('order'),
    range: record('range'),
    abortSignal: () => (calls.push('abortSignal'), query),
    then: (resolve: (value: Answer) => unknown) => Promise.resolve(answer).then(resolve),
  };
  const db = {
    from: (table: string) => (calls.push(`from ${table}`), query),
    // Nobody signed in: the Mine filter has no viewer, which these views do not use.
    auth: { getSession: async () => ({ data: { session: null } }) },
  };
  vi.mocked(loadSupabase).mockResolvedValue(db as unknown as Awaited<ReturnType<typeof loadSupabase>>);
  return calls;
}

const row = {
  id: sampleLead.id,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  business: 'Dental practice, 3 locations',
  created_at: sampleLead.createdAt,
  status: 'new',
  first_response_at: null,
  spam: false,
};

const view = (change: Partial<InboxView>): InboxView => ({ ...defaultView, ...change });

const load = (actors: ReturnType<typeof inboxActors>, input: InboxView) =>
  toPromise(createActor(actors.loadPage, { input }).start());

beforeEach(() => {
  vi.mocked(loadSupabase).mockReset();
});

describe('one page of leads', () => {
  it('asks for rows 51–100 of the first requests that are not spam, newest first with the id as tie-break, and the exact total', async () => {
    const calls = fakeDb({ data: [row], error: null, count: 10_000 });
    await expect(fetchLeadPage(view({ page: 1 }))).resolves.toEqual({ rows: [sampleLead], total: 10_000 });
    expect(calls).toEqual([
      'from contact_submissions',
      'select "id, first_name, last_name, email, phone, business, created_at, status, first_response_at, spam, roi_yearly_savings, locale, repeat_of, repeat_count, owner_id, owner_email, follow_up_asked, meeting_starts_at, meeting_host_name, meeting_host_time_zone" {"count":"exact"}',
      'is "spam" false',
      'is "repeat_of" null',
      'order "created_at" {"ascending":false}',
      'order "id" {"ascending":false}',
      'range 50 99',
    ]);
  });

  it('under Repeats asks for the repeat requests only (never spam), and reads which lead each repeats', async () => {
    const calls = fakeDb({ data: [{ ...row, repeat_of: 'first-id', repeat_count: 0 }], error: null, count: 1 });
    await expect(fetchLeadPage(view({ status: 'repeats' }))).resolves.toEqual({
      rows: [{ ...sampleLead, repeatOf: 'first-id' }],
      total: 1,
    });
    expect(calls).toContain('is "spam" false');
    expect(calls).toContain('not "repeat_of" "is" null');
    expect(calls.filter((call) => call.startsWith('eq "status"'))).toEqual([]);
  });

  it('filters by status, overdue (still new, created over 10 minutes ago) and the search', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T18:00:00Z') });
    try {
      const calls = fakeDb({ data: [], error: null, count: 0 });
      await fetchLeadPage(view({ status: 'new', overdue: true, search: '  Ada ' }));
      expect(calls).toContain('eq "status" "new"');
      expect(calls).toContain('lt "created_at" "2026-11-21T17:50:00.000Z"');
      expect(calls).toContain(`or "${searchFilter('Ada').replaceAll('"', '\\"')}"`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows only suspected spam under the Spam filter', async () => {
    const calls = fakeDb({ data: [], error: null, count: 0 });
    await fetchLeadPage(view({ status: 'spam' }));
    expect(calls).toContain('is "spam" true');
    expect(calls.filter((call) => call.startsWith('eq '))).toEqual([]);
  });

  it("turns the server's error into an Error carrying its message", async () => {
    fakeDb({ data: null, error: { message: 'permission denied for table contact_submissions' }, count: null });
    await expect(fetchLeadPage(defaultView)).rejects.toThrow('permission denied for table contact_submissions');
  });
});

describe('the search filter', () => {
  it('looks for the text in first and last name, email, phone and business, case-insensitively', () => {
    expect(searchFilter('ada')).toBe(
      'first_name.imatch."ada",last_name.imatch."ada",email.imatch."ada",phone.imatch."ada",business.imatch."ada"',
    );
  });

  it('quotes the text so commas, parentheses and quotes stay text, and escapes what a pattern would read as special', () => {
    expect(searchFilter('Smith, (UK) "Ltd" 50%_*.').split(',last_name.')[0]).toBe(
      String.raw`first_name.imatch."Smith, \\(UK\\) \"Ltd\" 50%_\\*\\."`,
    );
  });
});

describe('the first page asked for early by the route', () => {
  it('serves the first load, and only that: a later load of the same view asks the server again', async () => {
    const calls = fakeDb({ data: [row], error: null, count: 1 });
    const early = { search: {}, result: Promise.resolve<LeadPage>({ rows: [], total: 7 }) };
    const actors = inboxActors(early);

    await expect(load(actors, defaultView)).resolves.toEqual({ rows: [], total: 7 });
    expect(calls).toEqual([]);
    await expect(load(actors, defaultView)).resolves.toEqual({ rows: [sampleLead], total: 1 });
    expect(calls).toContain('abortSignal');
  });

  it('is not used for a different view', async () => {
    fakeDb({ data: [row], error: null, count: 60 });
    const early = { search: {}, result: Promise.resolve<LeadPage>({ rows: [], total: 7 }) };
    await expect(load(inboxActors(early), view({ page: 1 }))).resolves.toEqual({ rows: [sampleLead], total: 60 });
  });

  it('starts the request for the URL view at once', async () => {
    const calls = fakeDb({ data: [row], error: null, count: 1 });
    const early = startFirstPage({ status: 'won' });
    await expect(early.result).resolves.toEqual({ rows: [sampleLead], total: 1 });
    expect(calls).toContain('range 0 49');
    expect(calls).toContain('eq "status" "won"');
  });
});
