import { assign, fromCallback, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { failureFrom, type Failure } from '../shared/error-message';
import type { LiveEvent } from '../inbox/live-events';
import type { InboxView, OwnerFilter } from '../inbox/inbox-view';
import { searchTerm } from '../inbox/view-match';
import { notProvided, notProvidedCallback } from '../not-provided';
import { failureOf, reportFailure } from '../failure-report';

/**
 * Leads per filter for the current search and savings filter (spam excluded from all but `spam`), as `lead_counts`
 * returns them.
 */
export type LeadCounts = {
  all: number;
  new: number;
  contacted: number;
  qualified: number;
  won: number;
  lost: number;
  overdue: number;
  unanswered: number;
  spam: number;
  /** Requests of people who asked again, listed under `Repeats` and in no other count. */
  repeats: number;
};

/** The 10-minute promise over a period, as `lead_response_stats` returns it. */
export type ResponseStats = { answeredWithin: number; judged: number; medianSeconds: number | null };

/** One owner's first replies over the period, as `lead_response_by_owner` returns them; no owner: unassigned leads. */
export type OwnerReplies = { ownerEmail: string | null; answered: number; medianSeconds: number | null };

/** 7 days, 30 days, or all time. */
export type StatsPeriod = 7 | 30 | null;

export const statsPeriods: readonly StatsPeriod[] = [7, 30, null];

/**
 * `minSavings`: the inbox's savings filter in dollars a year, 0 for none; `language`: its language filter, or null;
 * `owner`: its owner filter.
 */
export type FiguresRequest = {
  search: string;
  minSavings: number;
  language: string | null;
  owner: OwnerFilter;
  days: StatsPeriod;
};

/**
 * `unanswered` is over every lead whatever the search and savings filter, for the tab title; `byOwner` is the median
 * first reply of each owner over the period, most answered first.
 */
export type Figures = { counts: LeadCounts; unanswered: number; stats: ResponseStats; byOwner: OwnerReplies[] };

export type InboxFiguresEvent =
  /** The address names the inbox's view; the counts follow its search, savings and language filters. */
  | { type: 'view.set'; view: InboxView }
  | { type: 'figures.period'; days: StatsPeriod }
  | { type: 'figures.retry' }
  | LiveEvent;

type FiguresContext = {
  /** The view the counts are for: the last one sent that changed what is counted. */
  view: InboxView;
  days: StatsPeriod;
  figures: Figures | null;
  /** The last load's failure (the screen words it), null once figures load. */
  failure: Failure | null;
  stale: boolean;
};

/** A burst of changes is counted once: the next load waits this long after the first of them. */
export const settleMs = 250;

/**
 * Overdue and judged counts grow with the clock alone, with no change to any row; this refresh keeps
 * them true while the page stays open.
 */
export const refreshMs = 60_000;

/** What the counts are asked for: the view's search (trimmed), savings and language filters, and the period. */
const requestOf = ({ view, days }: Pick<FiguresContext, 'view' | 'days'>): FiguresRequest => ({
  search: searchTerm(view),
  minSavings: view.minSavings,
  language: view.language,
  owner: view.owner,
  days,
});

const figuresOf = ({ event }: { event: DoneActorEvent<Figures> }): Figures => event.output;
const errorOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

/**
 * The inbox's numbers: the count beside each filter, the unanswered leads for the tab title and
 * the reply-time KPI for the chosen period. Any live change reloads them (once per burst), as does
 * a view with another search, savings, language or owner filter, a new period and a reconnection.
 */
export const inboxFiguresMachine = setup({
  types: {
    context: {} as FiguresContext,
    events: {} as InboxFiguresEvent,
    input: {} as { view: InboxView; days: StatsPeriod },
  },
  actors: {
    loadFigures: fromPromise<Figures, FiguresRequest>(notProvided('loadFigures')),
    watchLeads: fromCallback<LiveEvent>(notProvidedCallback('watchLeads')),
  },
  delays: { settle: settleMs, refresh: refreshMs },
  actions: {
    reportFailure,
    store: assign((_, figures: Figures) => ({ figures, failure: null })),
    storeError: assign((_, error: unknown) => ({ failure: failureFrom(error) })),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
  },
  guards: {
    isStale: ({ context }) => context.stale,
    // The status, overdue, order and page choose among the counts; they ask for none.
    changesCounted: ({ context }, view: InboxView) => {
      const [now, next] = [requestOf(context), requestOf({ view, days: context.days })];
      return (
        now.search !== next.search ||
        now.minSavings !== next.minSavings ||
        now.language !== next.language ||
        now.owner !== next.owner
      );
    },
    changesPeriod: ({ context }, days: StatsPeriod) => days !== context.days,
  },
}).createMachine({
  id: 'inboxFigures',
  context: ({ input }) => ({
    view: input.view,
    days: input.days,
    figures: null,
    failure: null,
    stale: false,
  }),
  invoke: { id: 'watchLeads', src: 'watchLeads' },
  initial: 'counting',
  states: {
    // A wrapper whose transitions to `.loading` enter it afresh (a new load) even from `loading`, while the
    // machine's live subscription stays open.
    counting: {
      initial: 'loading',
      on: {
        'view.set': {
          guard: { type: 'changesCounted', params: ({ event }) => event.view },
          target: '.loading',
          actions: assign({ view: ({ event }) => event.view }),
        },
        'figures.period': {
          guard: { type: 'changesPeriod', params: ({ event }) => event.days },
          target: '.loading',
          actions: assign({ days: ({ event }) => event.days }),
        },
        'live.reconnected': '.loading',
      },
      states: {
        loading: {
          tags: ['busy'],
          entry: 'clearStale',
          invoke: {
            id: 'loadFigures',
            src: 'loadFigures',
            input: ({ context }) => requestOf(context),
            onDone: [
              { guard: 'isStale', target: 'settling', actions: { type: 'store', params: figuresOf } },
              { target: 'shown', actions: { type: 'store', params: figuresOf } },
            ],
            onError: {
              target: 'failed',
              actions: [
                { type: 'storeError', params: errorOf },
                { type: 'reportFailure', params: failureOf },
              ],
            },
          },
          // The answer under way may predate the change; load once more when it comes.
          on: {
            'lead.inserted': { actions: 'markStale' },
            'lead.updated': { actions: 'markStale' },
            'lead.erased': { actions: 'markStale' },
          },
        },
        settling: {
          after: { settle: 'loading' },
        },
        shown: {
          after: { refresh: 'loading' },
          on: { 'lead.inserted': 'settling', 'lead.updated': 'settling', 'lead.erased': 'settling' },
        },
        failed: {
          after: { refresh: 'loading' },
          on: {
            'figures.retry': 'loading',
            'lead.inserted': 'settling',
            'lead.updated': 'settling',
            'lead.erased': 'settling',
          },
        },
      },
    },
  },
});
