import { describe, expect, it } from 'vitest';
import type { Lead } from '../../machines/inbox/lead';
import {
  hasNextPage,
  hasPreviousPage,
  lastPage,
  pageCount,
  pageSize,
  pageSpan,
} from '../../machines/inbox/inbox-paging';

const rows = (count: number): Lead[] =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index),
    firstName: 'A',
    lastName: 'B',
    email: `a${index}@example.com`,
    phone: '1',
    business: 'x',
    createdAt: '2026-11-21T00:00:00Z',
    status: 'new',
    firstResponseAt: null,
    spam: false,
    yearlySavings: null,
    repeatOf: null,
    repeatCount: 0,
    ownerId: null,
    ownerEmail: null,
    followUpAsked: false,
    meeting: null,
    locale: 'en',
  }));

describe('dashboard paging', () => {
  it('shows 50 submissions a page', () => {
    expect(pageSize).toBe(50);
  });

  it('counts 200 pages for 10,000 submissions and one page for none', () => {
    expect(pageCount(10000)).toBe(200);
    expect(pageCount(10001)).toBe(201);
    expect(pageCount(0)).toBe(1);
    expect(lastPage(10001)).toBe(200);
  });

  it('offers previous only after the first page and next only before the last', () => {
    expect(hasPreviousPage({ page: 0 })).toBe(false);
    expect(hasPreviousPage({ page: 1 })).toBe(true);
    expect(hasNextPage({ page: 0, total: 50 })).toBe(false);
    expect(hasNextPage({ page: 0, total: 51 })).toBe(true);
    expect(hasNextPage({ page: 1, total: 51 })).toBe(false);
  });

  it('tells which rows are on screen', () => {
    expect(pageSpan({ page: 1, rows: rows(50), total: 10000 })).toEqual({ first: 51, last: 100, total: 10000 });
    expect(pageSpan({ page: 2, rows: rows(3), total: 103 })).toEqual({ first: 101, last: 103, total: 103 });
    expect(pageSpan({ page: 0, rows: [], total: 0 })).toEqual({ first: 0, last: 0, total: 0 });
  });
});
