import {
  assign,
  cancel,
  fromCallback,
  fromPromise,
  raise,
  sendTo,
  setup,
  type AnyActorRef,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import { notProvided, notProvidedCallback } from '../not-provided';
import { lastPage, pageSize } from './inbox-paging';
import { withFilters, type InboxView } from './inbox-view';
import { matchesView, refinesSearch, sameView } from './view-match';
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

/** How the inbox asks for a view: refining a search already made replaces the address's entry, anything else adds one. */
export type InboxNavigation = { view: InboxView; replace: boolean };

/** What the inbox answers `export.request` with: the view its controls show, the pending search included. */
export type ExportStart = { type: 'export.start'; view: InboxView };

export type InboxEvent =
  /** The address names a view: every navigation to the dashboard (the inbox's own, a link, Back, Forward). */
  | { type: 'view.set'; view: InboxView }
  /**
   * The person asks for another view: a filter, the order, a page, or the search after a pause in typing. Only the
   * parts named change; a change without a page starts at page 1 with the search box as typed.
   */
  | { type: 'view.change'; change: Partial<InboxView> }
  | { type: 'search.input'; text: string }
  /** Export CSV was clicked: apply a pending search and answer `replyTo` with the view the controls show. */
  | { type: 'export.request'; replyTo: AnyActorRef }
  | { type: 'page.refresh' }
  | { type: 'page.retry' }
  | { type: 'lead.setStatus'; id: string; status: LeadStatus }
  | { type: 'lead.notSpam'; id: string }
  | { type: 'notice.dismiss' }
  | LeadSaveReply
  | LiveEvent;

export type InboxContext = {
  view: InboxView;
  /** The user id of the member of staff looking: whose leads `Mine` holds. */
  viewerId: string | null;
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

/**
 * The view a change asks for. A page turns the list shown; any other change takes the controls as shown (the search
 * box as typed) with `change` made, from page 1. A change that changes nothing asks for the view shown.
 */
export function withView(context: Pick<InboxContext, 'view' | 'searchDraft'>, change: Partial<InboxView>): InboxView {
  if (change.page !== undefined) return { ...context.view, page: change.page };
  const chosen = withFilters({ ...context.view, search: context.searchDraft }, change);
  return sameView(chosen, context.view) ? context.view : { ...chosen, page: 0 };
}

/** What Export CSV holds: the controls as shown, every page. */
export const controlsView = (context: Pick<InboxContext, 'view' | 'searchDraft'>): InboxView => ({
  ...context.view,
  search: context.searchDraft,
  page: 0,
});

/** Where a change takes the address: the view, replacing the entry only when it refines a search already made. */
const navigationTo = (context: InboxContext, change: Partial<InboxView>): InboxNavigation => {
  const view = withView(context, change);
  return { view, replace: refinesSearch(context.view, view) };
};

/** The search box's text as a change of view. */
const searchChange = ({ context }: { context: InboxContext }): InboxEvent => ({
  type: 'view.change',
  change: { search: context.searchDraft },
});

const replaceRow = (rows: Lead[], lead: Lead): Lead[] => rows.map((row) => (row.id === lead.id ? lead : row));

const withoutKey = (record: Record<string, Lead>, id: string): Record<string, Lead> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));

/**
 * The lead inbox: one page of the current view (search, status filter, overdue only, page) with its
 * exact total, kept live by the lead subscription, and status changes shown at once and rolled back
 * if the server refuses them. The view is the address's: a choice only asks for another address (`navigate`),
 * and the view changes when the router says the address changed (`view.set`). An address naming the view already
 * shown (a lead's panel opening over the list) loads nothing.
 */
export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as { view: InboxView; viewerId?: string | null },
  },
  actors: {
    loadPage: fromPromise<LeadPage, InboxView>(notProvided('loadPage')),
    watchLeads: fromCallback<LiveEvent>(notProvidedCallback('watchLeads')),
    leadWriter: fromCallback<LeadSave>(notProvidedCallback('leadWriter')),
  },
  delays: { searchDebounce: searchDebounceMs },
  guards: {
    isEmpty: ({ context }, page: LeadPage) => withArrivals(page, context).total === 0,
    changesView: ({ context }, view: InboxView) => !sameView(context.view, view),
    // A page that exists: the list's own pages, or page 1 of another search or filter.
    offersView: ({ context }, view: InboxView) =>
      !sameView(context.view, view) && view.page >= 0 && view.page <= lastPage(context.total),
    // Only a newest-first list has a new lead on top; sorted by savings, Refresh shows where it belongs.
    arrivesOnScreen: ({ context }, { lead, at }: Arrival) =>
      matchesView(lead, context.view, at, context.viewerId) &&
      !context.rows.some((row) => row.id === lead.id) &&
      context.view.page === 0 &&
      context.view.sort === 'newest',
    // Off screen it still counts, so the total, the range under the list and the filters' counts stay one number.
    countsOffScreen: ({ context }, { lead, at }: Arrival) =>
      matchesView(lead, context.view, at, context.viewerId) &&
      !context.rows.some((row) => row.id === lead.id) &&
      !context.countedOffScreen.includes(lead.id),
    belongsToView: ({ context }, { lead, at }: Arrival) =>
      context.view.sort === 'newest' &&
      matchesView(lead, context.view, at, context.viewerId) &&
      !context.arrivals.some((held) => held.id === lead.id),
    changesLead: ({ context }, { id, patch }: { id: string; patch: LeadPatch }) => {
      const row = context.rows.find((candidate) => candidate.id === id);
      return row !== undefined && !(id in context.unsaved) && patchChanges(row, patch);
    },
  },
  actions: {
    reportFailure,
    /** Asks the router for the address of a view; the router answers with `view.set`. */
    navigate: (_, _navigation: InboxNavigation) => {},
    // Arrivals held for the old view's load are dropped: the new view's load is asked after them and sees them.
    adoptView: assign((_, view: InboxView) => ({ view, searchDraft: view.search, arrivals: [] })),
    typeSearch: assign({ searchDraft: (_, text: string) => text }),
    scheduleSearch: raise(searchChange, { id: 'searchDebounce', delay: 'searchDebounce' }),
    cancelSearch: cancel('searchDebounce'),
    commitSearch: raise(searchChange),
    answerExport: sendTo(
      (_, replyTo: AnyActorRef) => replyTo,
      ({ context }): ExportStart => ({ type: 'export.start', view: controlsView(context) }),
    ),
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
    viewerId: input.viewerId ?? null,
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
    // The file holds what the controls show: a search still waiting for the pause is applied first.
    'export.request': {
      actions: ['cancelSearch', 'commitSearch', { type: 'answerExport', params: ({ event }) => event.replyTo }],
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
            // A search still waiting for its pause is dropped with the text it was typed in.
            'view.set': {
              guard: { type: 'changesView', params: ({ event }) => event.view },
              target: '.fetching',
              actions: ['cancelSearch', { type: 'adoptView', params: ({ event }) => event.view }],
            },
            'view.change': {
              guard: { type: 'offersView', params: ({ context, event }) => withView(context, event.change) },
              actions: { type: 'navigate', params: ({ context, event }) => navigationTo(context, event.change) },
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
