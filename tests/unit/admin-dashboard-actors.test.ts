import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { PageRequest, Submission, SubmissionPage } from '../../machines/admin-dashboard/admin-dashboard.machine';
import {
  adminDashboardActors,
  fetchSubmissionPage,
  startFirstPage,
  type SubmissionRow,
} from '../../src/actors/admin-dashboard.actors';
import { loadSupabase } from '../../src/lib/load-supabase';

vi.mock('../../src/lib/load-supabase', () => ({ loadSupabase: vi.fn() }));

type Answer = { data: SubmissionRow[] | null; error: { message: string } | null; count: number | null };

/** The chain of calls the dashboard makes on supabase-js, recorded; every query gets `answer`. */
function fakeDb(answer: Answer) {
  const calls: string[] = [];
  const query = {
    select: (columns: string, options: unknown) => (calls.push(`select ${columns} ${JSON.stringify(options)}`), query),
    order: (column: string, options: unknown) => (calls.push(`order ${column} ${JSON.stringify(options)}`), query),
    range: (from: number, to: number) => (calls.push(`range ${from}-${to}`), query),
    abortSignal: () => (calls.push('abortSignal'), query),
    // The query builder is a thenable: awaiting it runs the request.
    then: (onAnswer: (value: Answer) => unknown, onFailure: (reason: unknown) => unknown) =>
      Promise.resolve(answer).then(onAnswer, onFailure),
  };
  const db = { from: (table: string) => (calls.push(`from ${table}`), query) };
  vi.mocked(loadSupabase).mockResolvedValue(db as unknown as Awaited<ReturnType<typeof loadSupabase>>);
  return calls;
}

/** The row as the database sends it, and the submission the dashboard gets from it. */
const dbRow: SubmissionRow = {
  id: 'a',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  business: 'Dental',
  created_at: '2026-11-21T17:32:21Z',
};
const row: Submission = {
  id: 'a',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  business: 'Dental',
  createdAt: '2026-11-21T17:32:21Z',
};

const load = (actors: ReturnType<typeof adminDashboardActors>, input: PageRequest) =>
  toPromise(createActor(actors.loadPage, { input }).start());

beforeEach(() => {
  vi.mocked(loadSupabase).mockReset();
});

describe('one page of submissions', () => {
  it('asks for rows 51–100, newest first with the id as tie-break, and the exact total', async () => {
    const calls = fakeDb({ data: [dbRow], error: null, count: 10_000 });
    await expect(fetchSubmissionPage({ page: 1, pageSize: 50 })).resolves.toEqual({ rows: [row], total: 10_000 });
    expect(calls).toEqual([
      'from contact_submissions',
      'select id, first_name, last_name, email, phone, business, created_at {"count":"exact"}',
      'order created_at {"ascending":false}',
      'order id {"ascending":false}',
      'range 50-99',
    ]);
  });

  it("turns the server's error into an Error carrying its message", async () => {
    fakeDb({ data: null, error: { message: 'permission denied for table contact_submissions' }, count: null });
    await expect(fetchSubmissionPage({ page: 0, pageSize: 50 })).rejects.toThrow(
      'permission denied for table contact_submissions',
    );
  });
});

describe('the first page asked for early by the route', () => {
  it('serves the first load, and only that: a later load of the same page asks the server again', async () => {
    const calls = fakeDb({ data: [dbRow], error: null, count: 1 });
    const early = {
      request: { page: 0, pageSize: 50 },
      result: Promise.resolve<SubmissionPage>({ rows: [], total: 7 }),
    };
    const actors = adminDashboardActors(early);

    await expect(load(actors, { page: 0, pageSize: 50 })).resolves.toEqual({ rows: [], total: 7 });
    expect(calls).toEqual([]);
    await expect(load(actors, { page: 0, pageSize: 50 })).resolves.toEqual({ rows: [row], total: 1 });
    expect(calls).toContain('abortSignal');
  });

  it('is not used for a different page', async () => {
    fakeDb({ data: [dbRow], error: null, count: 60 });
    const early = {
      request: { page: 0, pageSize: 50 },
      result: Promise.resolve<SubmissionPage>({ rows: [], total: 7 }),
    };
    await expect(load(adminDashboardActors(early), { page: 1, pageSize: 50 })).resolves.toEqual({
      rows: [row],
      total: 60,
    });
  });

  it('starts the request for page 1 at once', async () => {
    const calls = fakeDb({ data: [dbRow], error: null, count: 1 });
    const early = startFirstPage(50);
    expect(early.request).toEqual({ page: 0, pageSize: 50 });
    await expect(early.result).resolves.toEqual({ rows: [row], total: 1 });
    expect(calls).toContain('range 0-49');
  });
});
