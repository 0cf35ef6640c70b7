import {
  assign,
  cancel,
  fromCallback,
  fromPromise,
  raise,
  sendTo,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import { notProvided, notProvidedCallback } from '../not-provided';
import { hasNextPage, hasPreviousPage, lastPage, pageSize } from './inbox-paging';
import { withFilters, type InboxSort, type InboxView, type StatusFilter } from './inbox-view';
import { matchesView, refinesSearch, sameView, searchTerm } from './view-match';
import { patchChanges, withPatch, type Lead, type LeadPatch } from './lead';
import { failureFrom, type Failure } from '../shared/error-message';
import type { LeadStatus } from './lead-status';
import type { LiveEvent } from './live-events';
import { failureOf, reportFailure } from '../failure-report';

export type LeadPage = { rows: Lead[]; total: number };

/** Sent to the writer, which answers each with `lead.saved` or `lead.refused`. */
export type LeadSave = { type: 'lead.save'; id: string; patch: LeadPatch };

/** A save's answer: the lead as the server now has it, or the server's reason for refusing (null: it gave none). */
export type LeadSaveReply =
  { type: 'lead.saved'; lead: Lead } | { type: 'lead.refused'; id: string; reason: string | null };

/** A refused change, rolled back: the lead as the server has it and the server's reason (the screen words it). */
export type RefusedChange = { lead: Lead; reason: string | null };

/** How the inbox changes the address: refining a search already in it replaces the entry, anything else adds one. */
export type InboxNavigation = { view: InboxView; replace: boolean };

export type InboxEvent =
  /** The address names a view: every navigation to the dashboard (the inbox's own, a link, Back, Forward). */
  | { type: 'view.set'; view: InboxView }
  | { type: 'search.input'; text: string }
  | { type: 'search.commit' }
  | { type: 'filter.status'; status: StatusFilter }
  | { type: 'filter.overdue'; on: boolean }
  | { type: 'filter.savings'; minSavings: number }
  | { type: 'filter.language'; language: string | null }
  | { type: 'sort.set'; sort: InboxSort }
  | { type: 'page.first' }
  | { type: 'page.previous' }
  | { type: 'page.next' }
  | { type: 'page.last' }
  | { type: 'page.refresh' }
  | { type: 'page.retry' }
  | { type: 'lead.setStatus'; id: string; status: LeadStatus }
  | { type: 'lead.notSpam'; id: string }
  | { type: 'notice.dismiss' }
  | LeadSaveReply
  | LiveEvent;

export type InboxContext = {
  view: InboxView;
  /** The search box as typed; it becomes the view's search after a pause in typing. */
  searchDraft: string;
  rows: Lead[];
  total: number;
  /** The last page read's failure (the screen words it), null once a page loads. */
  loadFailure: Failure | null;
  /** The last change to a lead that was refused and rolled back. */
  notice: RefusedChange | null;
  /** Leads changed on screen but not yet saved, as the server last had them (what a refusal restores). */
  unsaved: Record<string, Lead>;
  /** Live arrivals received while a page was loading, merged into its result if it was asked too early. */
  arrivals: Lead[];
  /** Live arrivals counted into the total of a page they do not show on (a later page, or sorted by savings). */
  countedOffScreen: string[];
};

/** Typing pauses this long before the search is sent. */
export const searchDebounceMs = 300;

type Arrival = Extract<LiveEvent, { type: 'lead.inserted' }>;

const pageOf = ({ event }: { event: DoneActorEvent<LeadPage> }): LeadPage => event.output;
const errorOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

/**
 * The first page with the arrivals its query may have missed, newest first, never more than a page. Only an
 * arrival newer than everything the answer holds can have been missed: an older one the query saw, on this
 * page or a later one, and counted. Pages are newest first, so an arrival the answer holds is never newer.
 */
function withArrivals(page: LeadPage, { view, arrivals }: Pick<InboxContext, 'view' | 'arrivals'>): LeadPage {
  if (view.page !== 0 || view.sort !== 'newest') return page;
  const newest = page.rows[0]?.createdAt;
  const missed = arrivals.filter((lead) => newest === undefined || Date.parse(lead.createdAt) > Date.parse(newest));
  return { rows: [...missed, ...page.rows].slice(0, pageSize), total: page.total + missed.length };
}

/** The view the controls show: the committed filters with the search box as typed, on page 1, and `change`. */
export const withView = (context: InboxContext, change: Partial<InboxView> = {}): InboxView =>
  withFilters({ ...context.view, search: context.searchDraft, page: 0 }, change);

const replaceRow = (rows: Lead[], lead: Lead): Lead[] => rows.map((row) => (row.id === lead.id ? lead : row));

const withoutKey = (record: Record<string, Lead>, id: string): Record<string, Lead> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));

/**
 * The lead inbox: one page of the current view (search, status filter, overdue only, page) with its
 * exact total, kept live by the lead subscription, and status changes shown at once and rolled back
 * if the server refuses them. The view is also the address: the inbox changes it through `writeUrl`
 * only, and hears every navigation to the dashboard as `view.set`, its own included. A view already
 * shown loads nothing, so its own write heard back, or a lead's panel opening over the list, costs nothing.
 */
export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as { view: InboxView },
  },
  actors: {
    loadPage: fromPromise<LeadPage, InboxView>(notProvided('loadPage')),
    watchLeads: fromCallback<LiveEvent>(notProvidedCallback('watchLeads')),
    leadWriter: fromCallback<LeadSave>(notProvidedCallback('leadWriter')),
  },
  delays: { searchDebounce: searchDebounceMs },
  guards: {
    isEmpty: ({ context }, page: LeadPage) => withArrivals(page, context).total === 0,
    hasPreviousPage: ({ context }) => hasPreviousPage(context.view),
    hasNextPage: ({ context }) => hasNextPage({ page: context.view.page, total: context.total }),
    changesView: ({ context }, view: InboxView) => !sameView(context.view, view),
    changesSearch: ({ context }) => searchTerm({ search: context.searchDraft }) !== searchTerm(context.view),
    // Only a newest-first list has a new lead on top; sorted by savings, Refresh shows where it belongs.
    arrivesOnScreen: ({ context }, { lead, at }: Arrival) =>
      matchesView(lead, context.view, at) &&
      !context.rows.some((row) => row.id === lead.id) &&
      context.view.page === 0 &&
      context.view.sort === 'newest',
    // Off screen it still counts, so the total, the range under the list and the filters' counts stay one number.
    countsOffScreen: ({ context }, { lead, at }: Arrival) =>
      matchesView(lead, context.view, at) &&
      !context.rows.some((row) => row.id === lead.id) &&
      !context.countedOffScreen.includes(lead.id),
    belongsToView: ({ context }, { lead, at }: Arrival) =>
      context.view.sort === 'newest' &&
      matchesView(lead, context.view, at) &&
      !context.arrivals.some((held) => held.id === lead.id),
    changesLead: ({ context }, { id, patch }: { id: string; patch: LeadPatch }) => {
      const row = context.rows.find((candidate) => candidate.id === id);
      return row !== undefined && !(id in context.unsaved) && patchChanges(row, patch);
    },
  },
  actions: {
    reportFailure,
    /** Puts the view into the address bar. */
    writeUrl: (_, _navigation: InboxNavigation) => {},
    // Arrivals held for the old view's load are dropped: the new view's load is asked after them and sees them.
    adoptView: assign((_, view: InboxView) => ({ view, searchDraft: view.search, arrivals: [] })),
    typeSearch: assign({ searchDraft: (_, text: string) => text }),
    // A search still pending when a filter or a link changes the view finds its text already in the view (both take
    // the box as typed), so `changesSearch` lets it do nothing; only more typing cancels it.
    scheduleSearch: raise({ type: 'search.commit' }, { id: 'searchDebounce', delay: 'searchDebounce' }),
    cancelSearch: cancel('searchDebounce'),
    storePage: assign(({ context }, page: LeadPage) => ({
      ...withArrivals(page, context),
      arrivals: [],
      countedOffScreen: [],
      loadFailure: null,
    })),
    storeError: assign((_, error: unknown) => ({
      loadFailure: failureFrom(error),
      arrivals: [],
    })),
    holdArrival: assign(({ context }, lead: Lead) => ({ arrivals: [...context.arrivals, lead] })),
    prependArrival: assign(({ context }, lead: Lead) => ({
      rows: [lead, ...context.rows].slice(0, pageSize),
      total: context.total + 1,
    })),
    countArrival: assign(({ context }, lead: Lead) => ({
      total: context.total + 1,
      countedOffScreen: [...context.countedOffScreen, lead.id],
    })),
    // An erased lead leaves the screen at once, everywhere it shows; the page is then read again for its total.
    dropErased: assign(({ context }, id: string) => {
      const shown = context.rows.some((row) => row.id === id);
      return {
        rows: context.rows.filter((row) => row.id !== id),
        total: shown ? Math.max(0, context.total - 1) : context.total,
        arrivals: context.arrivals.filter((lead) => lead.id !== id),
        unsaved: withoutKey(context.unsaved, id),
        notice: context.notice?.lead.id === id ? null : context.notice,
      };
    }),
    showUpdate: assign(({ context }, lead: Lead) => {
      // A change still being saved stays on screen; the server's row is what a refusal goes back to.
      if (lead.id in context.unsaved) return { unsaved: { ...context.unsaved, [lead.id]: lead } };
      return { rows: replaceRow(context.rows, lead) };
    }),
    applyChange: assign(({ context }, { id, patch }: { id: string; patch: LeadPatch }) => {
      const row = context.rows.find((candidate) => candidate.id === id);
      if (!row) return {};
      return { rows: replaceRow(context.rows, withPatch(row, patch)), unsaved: { ...context.unsaved, [id]: row } };
    }),
    saveChange: sendTo('leadWriter', (_, { id, patch }: { id: string; patch: LeadPatch }): LeadSave => ({
      type: 'lead.save',
      id,
      patch,
    })),
    confirmChange: assign(({ context }, lead: Lead) => ({
      rows: replaceRow(context.rows, lead),
      unsaved: withoutKey(context.unsaved, lead.id),
    })),
    rollBackChange: assign(({ context }, { id, reason }: { id: string; reason: string | null }) => {
      const original = context.unsaved[id];
      if (!original) return {};
      return {
        rows: replaceRow(context.rows, original),
        unsaved: withoutKey(context.unsaved, id),
        notice: { lead: original, reason },
      };
    }),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'inbox',
  context: ({ input }) => ({
    view: input.view,
    searchDraft: input.view.search,
    rows: [],
    total: 0,
    countedOffScreen: [],
    loadFailure: null,
    notice: null,
    unsaved: {},
    arrivals: [],
  }),
  invoke: [
    { id: 'watchLeads', src: 'watchLeads' },
    { id: 'leadWriter', src: 'leadWriter' },
  ],
  initial: 'list',
  on: {
    'search.input': {
      actions: [{ type: 'typeSearch', params: ({ event }) => event.text }, 'cancelSearch', 'scheduleSearch'],
    },
    'lead.updated': { actions: { type: 'showUpdate', params: ({ event }) => event.lead } },
    'lead.saved': { actions: { type: 'confirmChange', params: ({ event }) => event.lead } },
    'lead.refused': { actions: { type: 'rollBackChange', params: ({ event }) => event } },
    'notice.dismiss': { actions: 'dismissNotice' },
  },
  states: {
    list: {
      initial: 'page',
      states: {
        // A wrapper so that re-entering it restarts the load for a new view without leaving the list region:
        // re-entering the region itself would re-enter the whole machine, its lead watcher and writer included.
        page: {
          initial: 'fetching',
          // Every change of view loads again: `.fetching` is entered afresh even from `fetching`, so a load under
          // way for the old view is stopped and one for the new view starts.
          on: {
            'view.set': {
              guard: { type: 'changesView', params: ({ event }) => event.view },
              target: '.fetching',
              actions: { type: 'adoptView', params: ({ event }) => event.view },
            },
            'search.commit': {
              guard: 'changesSearch',
              target: '.fetching',
              actions: [
                {
                  type: 'writeUrl',
                  params: ({ context }) => ({
                    view: withView(context),
                    replace: refinesSearch(context.view, withView(context)),
                  }),
                },
                { type: 'adoptView', params: ({ context }) => withView(context) },
              ],
            },
            'filter.status': {
              guard: {
                type: 'changesView',
                params: ({ context, event }) => withView(context, { status: event.status }),
              },
              target: '.fetching',
              actions: [
                { type: 'adoptView', params: ({ context, event }) => withView(context, { status: event.status }) },
                { type: 'writeUrl', params: ({ context }) => ({ view: context.view, replace: false }) },
              ],
            },
            'filter.overdue': {
              guard: { type: 'changesView', params: ({ context, event }) => withView(context, { overdue: event.on }) },
              target: '.fetching',
              actions: [
                { type: 'adoptView', params: ({ context, event }) => withView(context, { overdue: event.on }) },
                { type: 'writeUrl', params: ({ context }) => ({ view: context.view, replace: false }) },
              ],
            },
            'filter.savings': {
              guard: {
                type: 'changesView',
                params: ({ context, event }) => withView(context, { minSavings: event.minSavings }),
              },
              target: '.fetching',
              actions: [
                {
                  type: 'adoptView',
                  params: ({ context, event }) => withView(context, { minSavings: event.minSavings }),
                },
                { type: 'writeUrl', params: ({ context }) => ({ view: context.view, replace: false }) },
              ],
            },
            'filter.language': {
              guard: {
                type: 'changesView',
                params: ({ context, event }) => withView(context, { language: event.language }),
              },
              target: '.fetching',
              actions: [
                {
                  type: 'adoptView',
                  params: ({ context, event }) => withView(context, { language: event.language }),
                },
                { type: 'writeUrl', params: ({ context }) => ({ view: context.view, replace: false }) },
              ],
            },
            'sort.set': {
              guard: { type: 'changesView', params: ({ context, event }) => withView(context, { sort: event.sort }) },
              target: '.fetching',
              actions: [
                { type: 'adoptView', params: ({ context, event }) => withView(context, { sort: event.sort }) },
                { type: 'writeUrl', params: ({ context }) => ({ view: context.view, replace: false }) },
              ],
            },
            'live.reconnected': '.fetching',
            'lead.erased': {
              target: '.fetching',
              actions: { type: 'dropErased', params: ({ event }) => event.id },
            },
          },
          states: {
            // The rows on screen stay (dimmed) while the next page loads; with none yet, the page shows a spinner.
            fetching: {
              tags: ['busy'],
              invoke: {
                id: 'loadPage',
                src: 'loadPage',
                input: ({ context }) => context.view,
                onDone: [
                  {
                    guard: { type: 'isEmpty', params: pageOf },
                    target: 'empty',
                    actions: { type: 'storePage', params: pageOf },
                  },
                  { target: 'showing', actions: { type: 'storePage', params: pageOf } },
                ],
                onError: {
                  target: 'failed',
                  actions: [
                    { type: 'storeError', params: errorOf },
                    { type: 'reportFailure', params: failureOf },
                  ],
                },
              },
              on: {
                'lead.inserted': {
                  guard: { type: 'belongsToView', params: ({ event }) => event },
                  actions: { type: 'holdArrival', params: ({ event }) => event.lead },
                },
              },
            },
            failed: {
              on: { 'page.retry': { target: 'fetching' } },
            },
            empty: {
              on: {
                'page.refresh': { target: 'fetching' },
                'lead.inserted': {
                  guard: { type: 'arrivesOnScreen', params: ({ event }) => event },
                  target: 'showing',
                  actions: { type: 'prependArrival', params: ({ event }) => event.lead },
                },
              },
            },
            showing: {
              on: {
                'page.first': {
                  guard: 'hasPreviousPage',
                  target: 'fetching',
                  actions: [
                    { type: 'adoptView', params: ({ context }) => ({ ...context.view, page: 0 }) },
                    { type: 'writeUrl', params: ({ context }) => ({ view: context.view, replace: false }) },
                  ],
                },
                'page.previous': {
                  guard: 'hasPreviousPage',
                  target: 'fetching',
                  actions: [
                    { type: 'adoptView', params: ({ context }) => ({ ...context.view, page: context.view.page - 1 }) },
                    { type: 'writeUrl', params: ({ context }) => ({ view: context.view, replace: false }) },
                  ],
                },
                'page.next': {
                  guard: 'hasNextPage',
                  target: 'fetching',
                  actions: [
                    { type: 'adoptView', params: ({ context }) => ({ ...context.view, page: context.view.page + 1 }) },
                    { type: 'writeUrl', params: ({ context }) => ({ view: context.view, replace: false }) },
                  ],
                },
                'page.last': {
                  guard: 'hasNextPage',
                  target: 'fetching',
                  actions: [
                    {
                      type: 'adoptView',
                      params: ({ context }) => ({ ...context.view, page: lastPage(context.total) }),
                    },
                    { type: 'writeUrl', params: ({ context }) => ({ view: context.view, replace: false }) },
                  ],
                },
                'page.refresh': { target: 'fetching' },
                // On a later page (or sorted by savings) an arrival only shifts the rows and adds to the total; the
                // next load shows where they are.
                'lead.inserted': [
                  {
                    guard: { type: 'arrivesOnScreen', params: ({ event }) => event },
                    actions: { type: 'prependArrival', params: ({ event }) => event.lead },
                  },
                  {
                    guard: { type: 'countsOffScreen', params: ({ event }) => event },
                    actions: { type: 'countArrival', params: ({ event }) => event.lead },
                  },
                ],
                'lead.setStatus': {
                  guard: {
                    type: 'changesLead',
                    params: ({ event }) => ({ id: event.id, patch: { status: event.status } }),
                  },
                  actions: [
                    { type: 'applyChange', params: ({ event }) => ({ id: event.id, patch: { status: event.status } }) },
                    { type: 'saveChange', params: ({ event }) => ({ id: event.id, patch: { status: event.status } }) },
                  ],
                },
                'lead.notSpam': {
                  guard: { type: 'changesLead', params: ({ event }) => ({ id: event.id, patch: { spam: false } }) },
                  actions: [
                    { type: 'applyChange', params: ({ event }) => ({ id: event.id, patch: { spam: false } }) },
                    { type: 'saveChange', params: ({ event }) => ({ id: event.id, patch: { spam: false } }) },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
