import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { notProvided } from '../not-provided';
import { hasNextPage, hasPreviousPage, lastPage, pageSize } from './admin-dashboard.paging';

/** One demo request as the dashboard shows it; `createdAt` is the ISO timestamp the database stamped. */
export type Submission = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  business: string;
  createdAt: string;
};

export type SubmissionPage = { rows: Submission[]; total: number };
export type PageRequest = { page: number; pageSize: number };

export type DashboardEvent =
  | { type: 'page.first' }
  | { type: 'page.previous' }
  | { type: 'page.next' }
  | { type: 'page.last' }
  | { type: 'page.refresh' }
  | { type: 'page.retry' };

type DashboardContext = { page: number; rows: Submission[]; total: number; error: string | null };

const pageOf = ({ event }: { event: DoneActorEvent<SubmissionPage> }): SubmissionPage => event.output;

const errorOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

const messageOf = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Could not load the submissions.';
};

/**
 * The admin's list of demo requests, newest first, one page at a time with the exact total.
 * The first load shows a spinner; later page turns keep the current rows on screen while busy.
 */
export const adminDashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    loadPage: fromPromise<SubmissionPage, PageRequest>(notProvided('loadPage')),
  },
  guards: {
    hasPreviousPage: ({ context }) => hasPreviousPage(context),
    hasNextPage: ({ context }) => hasNextPage(context),
    isEmpty: (_, page: SubmissionPage) => page.total === 0,
  },
  actions: {
    storePage: assign((_, page: SubmissionPage) => ({ rows: page.rows, total: page.total, error: null })),
    storeError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    goFirst: assign({ page: 0 }),
    goPrevious: assign({ page: ({ context }) => context.page - 1 }),
    goNext: assign({ page: ({ context }) => context.page + 1 }),
    goLast: assign({ page: ({ context }) => lastPage(context.total) }),
  },
}).createMachine({
  id: 'adminDashboard',
  context: { page: 0, rows: [], total: 0, error: null },
  initial: 'fetching',
  states: {
    // One request serves both the first load (a spinner) and a page turn (the rows stay on screen).
    fetching: {
      tags: ['busy'],
      initial: 'firstLoad',
      states: { firstLoad: {}, turning: {} },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page, pageSize }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: pageOf },
            target: 'empty',
            actions: { type: 'storePage', params: pageOf },
          },
          { target: 'list', actions: { type: 'storePage', params: pageOf } },
        ],
        onError: { target: 'error', actions: { type: 'storeError', params: errorOf } },
      },
    },
    error: {
      on: { 'page.retry': { target: 'fetching.firstLoad' } },
    },
    empty: {
      on: { 'page.refresh': { target: 'fetching.firstLoad', actions: 'goFirst' } },
    },
    list: {
      on: {
        'page.first': { guard: 'hasPreviousPage', target: 'fetching.turning', actions: 'goFirst' },
        'page.previous': { guard: 'hasPreviousPage', target: 'fetching.turning', actions: 'goPrevious' },
        'page.next': { guard: 'hasNextPage', target: 'fetching.turning', actions: 'goNext' },
        'page.last': { guard: 'hasNextPage', target: 'fetching.turning', actions: 'goLast' },
        'page.refresh': { target: 'fetching.turning' },
      },
    },
  },
});
