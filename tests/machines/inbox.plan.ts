import { createActor, fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import { inboxMachine, type InboxNavigation, type LeadPage } from '../../machines/inbox/inbox.machine';
import { defaultView, type InboxView } from '../../machines/inbox/inbox-view';
import type { Lead } from '../../machines/inbox/lead';
import type { LeadStatus } from '../../machines/inbox/lead-status';
import { leadWith, sampleLead } from '../support/lead-fixtures';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  foldHistory,
  payload,
  same,
  sentTo,
  type MachineSpec,
  type SpecStep,
  reportsFailuresOf,
} from '../support/machine-spec';

const lead = sampleLead;
const spam = leadWith({ id: '00000000-0000-4000-8000-000000000003', firstName: 'Bot', spam: true });
const arrival = leadWith({ id: '00000000-0000-4000-8000-000000000002', firstName: 'Grace', yearlySavings: 60_000 });
const contacted = leadWith({ status: 'contacted', firstResponseAt: '2026-11-21T17:35:00.000Z' });
const arrivedAt = Date.parse('2026-11-21T17:33:00Z');
// A request newer than every row of a loaded page: the one a page's query can have missed.
const laterArrival = leadWith({ id: '00000000-0000-4000-8000-000000000004', createdAt: '2026-11-21T17:40:00.000Z' });
const fullPage = Array.from({ length: 50 }, (_, index) =>
  leadWith({ id: `00000000-0000-4000-8000-1000000000${String(index).padStart(2, '0')}`, firstName: `Lead ${index}` }),
);

// docs/admin.md "Live arrivals", "Find" and "Pipeline": 50 rows a page; search, filter and
// page are the URL (a choice asks the router for the address, and the router answers at once with the view it
// went to: the plan's `router`); a new lead that belongs to the view appears at the top of page 1 and the total grows; a
// lead is overdue once more than 10 minutes have passed since its request (created_at + 10 minutes); status
// changes are optimistic and roll back with a clear message; a dropped connection pauses live updates and
// the reconnection fetches the view again so no lead is missed.
const rowsPerPage = 50;
const replyWindowMs = 10 * 60 * 1000;

type Context = SnapshotFrom<typeof inboxMachine>['context'];
const context = (step: SpecStep): Context => (step.snapshot as SnapshotFrom<typeof inboxMachine>).context;
const before = (step: SpecStep): Context | undefined =>
  (step.previous as SnapshotFrom<typeof inboxMachine> | undefined)?.context;
const rowOf = (rows: readonly Lead[], id: string) => rows.find((row) => row.id === id);
const lastPageOf = (total: number) => Math.max(1, Math.ceil(total / rowsPerPage)) - 1;

/** The member of staff the plan's inbox is opened for. */
const viewer = '00000000-0000-4000-8000-00000000ad01';

/** The plan's own reading of the view's rules (docs/admin.md "Find", spam apart and repeats apart). */
function belongs(candidate: Lead, view: InboxView, at: number) {
  if (candidate.spam !== (view.status === 'spam')) return false;
  // A person's second request is listed under `Repeats` only; every other filter lists first requests.
  if ((candidate.repeatOf !== null) !== (view.status === 'repeats')) return false;
  if (!['all', 'spam', 'repeats'].includes(view.status) && candidate.status !== view.status) return false;
  const overdue = candidate.status === 'new' && at > Date.parse(candidate.createdAt) + replyWindowMs;
  if (view.overdue && !overdue) return false;
  // The savings filter keeps leads whose estimate saves at least that much a year (none: left out).
  if (view.minSavings > 0 && (candidate.yearlySavings === null || candidate.yearlySavings < view.minSavings))
    return false;
  // The language filter keeps leads sent from the site in that language.
  if (view.language !== null && candidate.locale !== view.language) return false;
  // Mine keeps the leads the member of staff looking owns; Unassigned those nobody owns.
  if (view.owner === 'mine' && candidate.ownerId !== viewer) return false;
  if (view.owner === 'unassigned' && candidate.ownerId !== null) return false;
  const term = view.search.trim().toLowerCase();
  const fields = [candidate.firstName, candidate.lastName, candidate.email, candidate.phone, candidate.business];
  return term === '' || fields.some((field) => field.toLowerCase().includes(term));
}

/** The leads as the server last had them: loaded, arrived, saved or changed by another admin. */
const serverRows = (step: SpecStep) =>
  foldHistory<Record<string, Lead>>(step, {}, (rows, event) => {
    const keep = (...leads: Lead[]) => ({ ...rows, ...Object.fromEntries(leads.map((row) => [row.id, row])) });
    if (event.type === 'xstate.done.actor.loadPage') return keep(...payload<{ output: LeadPage }>(event).output.rows);
    if (['lead.inserted', 'lead.updated', 'lead.saved'].includes(event.type))
      return keep(payload<{ lead: Lead }>(event).lead);
    return rows;
  });

/** The leads whose change was sent and not yet answered, before this step. */
function pendingBefore(step: SpecStep) {
  let ids: string[] = [];
  step.history.slice(0, -1).forEach(({ event, effects }) => {
    if (event.type === 'lead.saved') ids = ids.filter((id) => id !== payload<{ lead: Lead }>(event).lead.id);
    if (event.type === 'lead.refused') ids = ids.filter((id) => id !== payload<{ id: string }>(event).id);
    effects
      .filter((effect) => effect.kind === 'sent' && effect.name === 'leadWriter')
      .forEach((effect) => ids.push((effect.input as { id: string }).id));
  });
  return ids;
}

const saves = (step: SpecStep) => sentTo(step.effects, 'leadWriter');
const loads = (step: SpecStep) => effectsNamed(step.effects, 'loadPage').map((effect) => effect.input);
const urls = (step: SpecStep) => effectsNamed(step.effects, 'navigate').map((effect) => effect.input);

/** Who asks for an export's view (the dashboard), and the answers it got. */
const exportAnswers: EventObject[] = [];
const exporter = createActor(fromCallback<EventObject>(({ receive }) => receive((event) => exportAnswers.push(event))));
exporter.start();
const exportRequest = { type: 'export.request', replyTo: exporter };

/** What the address should get: the view, replacing the entry only when it narrows or widens a search already made. */
function written(from: InboxView, to: InboxView) {
  const searched = from.search.trim() !== '' && to.search.trim() !== '';
  return [{ view: to, replace: searched && same({ ...from, search: '' }, { ...to, search: '' }) }];
}

/**
 * The view the person chose by this step, from the spec's rules for each control: the controls as shown (the search
 * box as typed) from page 1, or the page they turned to.
 */
function chosenView(step: SpecStep, prior: Context): InboxView | null {
  if (step.event.type !== 'view.change') return null;
  const change = payload<{ change: Partial<InboxView> }>(step.event).change;
  // A page turns the list on screen, whatever is typed in the box.
  if (change.page !== undefined) return { ...prior.view, page: change.page };
  const typed = { ...prior.view, search: prior.searchDraft, ...change };
  // Spam and repeats are never overdue (the overdue count leaves them out): choosing one of the two turns the other off.
  const deadlineFree = (status: InboxView['status'] | undefined) => status === 'spam' || status === 'repeats';
  const chosen =
    deadlineFree(change.status) || (deadlineFree(typed.status) && typed.overdue && change.overdue !== true)
      ? { ...typed, overdue: false }
      : change.overdue === true && deadlineFree(typed.status)
        ? { ...typed, status: 'all' as const }
        : typed;
  // Choosing what is already shown changes nothing, the page included.
  if (same(trimmed(chosen), trimmed(prior.view))) return prior.view;
  return { ...chosen, page: 0 };
}

const trimmed = (view: InboxView) => ({ ...view, search: view.search.trim() });
const turnsPage = (step: SpecStep) =>
  step.event.type === 'view.change' && 'page' in payload<{ change: Partial<InboxView> }>(step.event).change;
const choosesFilter = (step: SpecStep) => step.event.type === 'view.change' && !turnsPage(step);
const listStates = ['list.page.showing', 'list.page.empty'];
const wasListing = (step: SpecStep) => listStates.some((state) => step.previous?.matches(state as never) ?? false);
const fetching = (step: SpecStep) => step.snapshot.matches('list.page.fetching' as never);
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message !== '' ? error.message : fallback;

export const spec: MachineSpec = {
  flow: 'inbox',
  always: [
    reportsFailuresOf('loadPage'),
    {
      requirement: 'the list shows it is loading exactly while a page is fetched',
      check: (step) => step.snapshot.hasTag('busy') === fetching(step),
    },
    {
      requirement: 'each page is asked for once, for the view on screen',
      check: (step) => {
        const asked = loads(step);
        const arriving = fetching(step) && !step.previous?.matches('list.page.fetching' as never);
        if (arriving && asked.length !== 1) return false;
        return asked.length <= 1 && asked.every((view) => same(view, context(step).view));
      },
    },
    {
      requirement:
        'Next, Previous, First and Last turn pages of 50 rows (only to a page that exists) and go in the URL as a new entry',
      check: (step) => {
        const prior = before(step);
        if (!prior || !turnsPage(step)) return true;
        const view = chosenView(step, prior);
        if (view === null) return false;
        const exists = view.page >= 0 && view.page <= lastPageOf(prior.total);
        if (!exists || same(trimmed(view), trimmed(prior.view)))
          return same(context(step).view, prior.view) && urls(step).length === 0 && loads(step).length === 0;
        return fetching(step) && same(context(step).view, view) && same(urls(step), [{ view, replace: false }]);
      },
    },
    {
      requirement:
        'a filter (status, overdue, least savings), the order or a finished search starts again at page 1 with the text as typed and goes in the URL (a search refined in place replaces its history entry)',
      check: (step) => {
        const prior = before(step);
        if (!prior || !choosesFilter(step)) return true;
        const view = chosenView(step, prior);
        if (view === null) return false;
        const changes = !same(trimmed(view), trimmed(prior.view));
        if (!changes)
          return same(context(step).view, prior.view) && urls(step).length === 0 && loads(step).length === 0;
        return (
          fetching(step) &&
          same(context(step).view, view) &&
          same(urls(step), written(prior.view, view)) &&
          same(loads(step), [view])
        );
      },
    },
    {
      requirement: 'typing in Search loads nothing until the pause',
      check: (step) => {
        const prior = before(step);
        if (step.event.type !== 'search.input' || !prior) return true;
        return (
          context(step).searchDraft === payload<{ text: string }>(step.event).text &&
          same(context(step).view, prior.view) &&
          loads(step).length === 0 &&
          urls(step).length === 0
        );
      },
    },
    {
      requirement: 'a reload, a shared link or Back shows the view in the address, without asking for it again',
      check: (step) => {
        const prior = before(step);
        if (step.event.type !== 'view.set' || !prior) return true;
        const view = payload<{ view: InboxView }>(step.event).view;
        if (urls(step).length > 0) return false;
        if (same(view, prior.view)) return loads(step).length === 0;
        return fetching(step) && same(context(step).view, view) && context(step).searchDraft === view.search;
      },
    },
    {
      requirement: "a failed load keeps the server's reason (none without one) and Retry loads again",
      check: (step) => {
        if (step.event.type === 'page.retry') return fetching(step);
        if (step.event.type !== 'xstate.error.actor.loadPage') return true;
        const reason = messageOf(payload<{ error: unknown }>(step.event).error, '') || null;
        return step.snapshot.matches('list.page.failed' as never) && same(context(step).loadFailure, { reason });
      },
    },
    {
      requirement:
        'a new lead that belongs to the view (status, spam, search, least savings, Overdue only once past created_at + 10 minutes) appears at the top of page 1, newest first, and the total grows; on a later page or sorted by savings the list stays until Refresh and the total still grows, once',
      check: (step) => {
        const prior = before(step);
        if (step.event.type !== 'lead.inserted' || !prior || !wasListing(step)) return true;
        const { lead: newLead, at } = payload<{ lead: Lead; at: number }>(step.event);
        const { rows, total } = context(step);
        const counts =
          belongs(newLead, prior.view, at) &&
          !rowOf(prior.rows, newLead.id) &&
          !(prior as { countedOffScreen?: string[] }).countedOffScreen?.includes(newLead.id);
        const appears = counts && prior.view.page === 0 && prior.view.sort === 'newest';
        if (!appears) return same(rows, prior.rows) && total === prior.total + (counts ? 1 : 0);
        return same(rows, [newLead, ...prior.rows].slice(0, rowsPerPage)) && total === prior.total + 1;
      },
    },
    {
      requirement: 'a lead that arrives while page 1 loads is not missed',
      check: (step) => {
        const prior = before(step);
        if (step.event.type !== 'xstate.done.actor.loadPage' || !prior || prior.view.page !== 0) return true;
        // Sorted by savings, the answer is the list: arrivals are not put on top of it.
        if (prior.view.sort !== 'newest')
          return same(context(step).rows, payload<{ output: LeadPage }>(step.event).output.rows);
        const page = payload<{ output: LeadPage }>(step.event).output;
        const asked = step.history.findLastIndex(({ effects }) => effectsNamed(effects, 'loadPage').length > 0);
        const newest = page.rows[0] ? Date.parse(page.rows[0].createdAt) : -Infinity;
        const missed = new Map(
          step.history
            .slice(asked + 1, -1)
            .map(({ event }) => event)
            .filter((event) => event.type === 'lead.inserted')
            .map((event) => payload<{ lead: Lead; at: number }>(event))
            .filter(({ lead: held, at }) => belongs(held, prior.view, at) && Date.parse(held.createdAt) > newest)
            .filter(({ lead: held }) => !rowOf(page.rows, held.id))
            .map(({ lead: held }) => [held.id, held]),
        );
        const { rows, total } = context(step);
        return [...missed.keys()].every((id) => rowOf(rows, id)) && total === page.total + missed.size;
      },
    },
    {
      requirement: 'a later page shows the rows loaded for it; what arrives meanwhile waits for page 1',
      check: (step) => {
        const prior = before(step);
        if (step.event.type !== 'xstate.done.actor.loadPage' || !prior || prior.view.page === 0) return true;
        const page = payload<{ output: LeadPage }>(step.event).output;
        return same(context(step).rows, page.rows) && context(step).total === page.total;
      },
    },
    {
      requirement: 'a page shows at most 50 rows, each lead once',
      check: (step) => {
        const ids = context(step).rows.map((row) => row.id);
        return ids.length <= rowsPerPage && new Set(ids).size === ids.length;
      },
    },
    {
      requirement: 'nothing is listed before the first page arrives',
      check: (step) => {
        if (step.events.some((event) => event.type === 'xstate.done.actor.loadPage')) return true;
        return context(step).rows.length === 0 && context(step).total === 0;
      },
    },
    {
      requirement:
        'a status change (or Not spam) shows at once and is saved once; a lead waits for its answer before another',
      check: (step) => {
        const prior = before(step);
        const sent = saves(step);
        if (!prior || (step.event.type !== 'lead.setStatus' && step.event.type !== 'lead.notSpam'))
          return sent.length === 0;
        const { id } = payload<{ id: string }>(step.event);
        const patch =
          step.event.type === 'lead.setStatus'
            ? { status: payload<{ status: LeadStatus }>(step.event).status }
            : { spam: false };
        const row = rowOf(prior.rows, id);
        const changes =
          row !== undefined && Object.entries(patch).some(([key, value]) => row[key as keyof Lead] !== value);
        if (!changes || pendingBefore(step).includes(id))
          return sent.length === 0 && same(context(step).rows, prior.rows);
        return (
          same(rowOf(context(step).rows, id), { ...row, ...patch }) && same(sent, [{ type: 'lead.save', id, patch }])
        );
      },
    },
    {
      requirement: "a refused status change rolls back and keeps the lead and the server's reason",
      check: (step) => {
        if (step.event.type !== 'lead.refused' || !pendingBefore(step).includes(payload<{ id: string }>(step.event).id))
          return true;
        const { id, reason } = payload<{ id: string; reason: string | null }>(step.event);
        const server = serverRows(step)[id];
        if (!server) return false;
        return same(rowOf(context(step).rows, id), server) && same(context(step).notice, { lead: server, reason });
      },
    },
    {
      requirement: "a saved change shows the server's row, with the first response it stamped",
      check: (step) => {
        if (step.event.type !== 'lead.saved') return true;
        const saved = payload<{ lead: Lead }>(step.event).lead;
        const shown = rowOf(context(step).rows, saved.id);
        return shown === undefined || same(shown, saved);
      },
    },
    {
      requirement:
        "another admin's change replaces the row where it is; one being saved stays as chosen until answered",
      check: (step) => {
        const prior = before(step);
        if (step.event.type !== 'lead.updated' || !prior) return true;
        const updated = payload<{ lead: Lead }>(step.event).lead;
        const expected = pendingBefore(step).includes(updated.id)
          ? prior.rows
          : prior.rows.map((row) => (row.id === updated.id ? updated : row));
        return same(context(step).rows, expected) && context(step).total === prior.total;
      },
    },
    {
      requirement:
        'a lead another admin erased leaves the list at once, and the page on screen is read again for its total',
      check: (step) => {
        const prior = before(step);
        if (step.event.type !== 'lead.erased' || !prior) return true;
        const id = payload<{ id: string }>(step.event).id;
        const wasShown = prior.rows.some((row) => row.id === id);
        return (
          rowOf(context(step).rows, id) === undefined &&
          context(step).total === (wasShown ? Math.max(0, prior.total - 1) : prior.total) &&
          fetching(step) &&
          same(loads(step), [prior.view])
        );
      },
    },
    {
      requirement:
        'after a dropped connection the page on screen is fetched again (a reader on page 3 stays on page 3), so no lead is missed',
      check: (step) => {
        if (step.event.type !== 'live.reconnected' || !before(step)) return true;
        return (
          fetching(step) && same(loads(step), [before(step)?.view]) && same(context(step).view, before(step)?.view)
        );
      },
    },
    {
      requirement:
        'Export CSV gets the view the controls show, a search still waiting for its pause included, and that search is applied first',
      check: (step) => {
        const prior = before(step);
        if (step.event.type !== 'export.request' || !prior) return true;
        const shown = { ...prior.view, search: prior.searchDraft, page: 0 };
        const answered = same(exportAnswers.at(-1), { type: 'export.start', view: shown });
        if (prior.searchDraft.trim() === prior.view.search.trim()) return answered && urls(step).length === 0;
        return answered && same(urls(step), written(prior.view, shown)) && same(context(step).view, shown);
      },
    },
    {
      requirement: 'a dismissed message goes away',
      check: (step) => step.event.type !== 'notice.dismiss' || context(step).notice === null,
    },
  ],
  states: {
    'list.page.showing': [
      {
        requirement: 'First page and Previous work only past page 1, Next and Last page only before the last page',
        check: (step) => {
          const { view, total } = context(step);
          const can = (page: number) => step.snapshot.can({ type: 'view.change', change: { page } } as never);
          const later = view.page > 0;
          const earlier = view.page < lastPageOf(total);
          return (
            can(0) === later &&
            can(view.page - 1) === later &&
            can(view.page + 1) === earlier &&
            can(lastPageOf(total)) === earlier
          );
        },
      },
    ],
  },
};

// Few, distinct samples: every extra value multiplies the contexts the graph walk visits.
export const plan: MachinePathPlan = {
  machine: inboxMachine,
  input: { view: defaultView, viewerId: viewer },
  spec,
  router: { action: 'navigate', answer: ({ view }: InboxNavigation) => ({ type: 'view.set', view }) },
  // Rows, view and pending saves combine into more contexts than a walk can visit. The key
  // keeps what the guards read, and varies the independent parts (typing, saving, held
  // arrivals) one at a time from a first page on screen instead of in every combination.
  // The savings order and filter are tried on a list with no other filter: they read no other part of the view.
  filterEvents: (snapshot, event) => {
    const change = event.type === 'view.change' ? (event as unknown as { change: Partial<InboxView> }).change : {};
    if (!('sort' in change || 'minSavings' in change || 'language' in change || 'owner' in change)) return true;
    const { view } = (snapshot as SnapshotFrom<typeof inboxMachine>).context;
    return (
      !view.overdue &&
      view.status === 'all' &&
      view.sort === 'newest' &&
      view.minSavings === 0 &&
      view.language === null &&
      view.owner === 'anyone'
    );
  },
  stateKey: (snapshot) => {
    const { view, searchDraft, rows, unsaved, arrivals } = (snapshot as SnapshotFrom<typeof inboxMachine>).context;
    const value = snapshot.value as { list: { page: string } };
    const list = value.list.page;
    const core = {
      list,
      laterPage: view.page > 0,
      rows: rows.length > 0,
      spam: rows.some((row) => row.spam),
      // An arrival joins an `Overdue only` list by the clock, so that view is walked on its own; a list sorted by
      // savings never takes arrivals on top, so it is walked on its own too.
      overdue: view.overdue,
      savings: view.sort === 'savings' ? 'sorted' : view.minSavings > 0 ? 'filtered' : 'none',
      language: view.language !== null,
      owner: view.owner,
    };
    if (list !== 'showing' || view.page > 0) return { ...core, held: arrivals.length > 0 };
    return {
      ...core,
      typing: searchDraft !== view.search,
      saving: Object.keys(unsaved).length > 0,
    };
  },
  events: [
    // 120 rows make three pages, so first/previous/next/last all have somewhere to go.
    { type: 'xstate.done.actor.loadPage', output: { rows: [lead, spam], total: 120 } },
    { type: 'xstate.done.actor.loadPage', output: { rows: [], total: 0 } },
    { type: 'xstate.error.actor.loadPage', error: new Error('permission denied for table contact_submissions') },
    // Pages 1 to 3 of 120 rows: First, Previous, Next and Last name one of them.
    { type: 'view.change', change: { page: 0 } },
    { type: 'view.change', change: { page: 1 } },
    { type: 'view.change', change: { page: 2 } },
    { type: 'page.refresh' },
    { type: 'page.retry' },
    { type: 'view.set', view: { ...defaultView, status: 'new' } },
    { type: 'search.input', text: 'ada' },
    // The pause in typing: the box's text as a change of view.
    { type: 'view.change', change: { search: 'ada' } },
    { type: 'view.change', change: { status: 'spam' } },
    { type: 'view.change', change: { status: 'repeats' } },
    { type: 'view.change', change: { overdue: true } },
    { type: 'view.change', change: { minSavings: 50_000 } },
    { type: 'view.change', change: { language: 'es' } },
    { type: 'view.change', change: { owner: 'mine' } },
    { type: 'view.change', change: { sort: 'savings' } },
    exportRequest,
    { type: 'lead.inserted', lead: arrival, at: arrivedAt },
    // A request whose estimate saves less than the savings filter's $50,000.
    {
      type: 'lead.inserted',
      lead: { ...arrival, id: '00000000-0000-4000-8000-000000000009', yearlySavings: 20_000 },
      at: arrivedAt,
    },
    // A request sent from the Spanish site.
    {
      type: 'lead.inserted',
      lead: { ...arrival, id: '00000000-0000-4000-8000-00000000000a', locale: 'es' },
      at: arrivedAt,
    },
    // A request the round-robin gave to the member of staff looking: it belongs under `Mine`.
    {
      type: 'lead.inserted',
      lead: {
        ...arrival,
        id: '00000000-0000-4000-8000-00000000000c',
        ownerId: viewer,
        ownerEmail: 'admin@example.com',
      },
      at: arrivedAt,
    },
    // The same person asking again: a repeat of the lead on screen, listed under `Repeats` only.
    {
      type: 'lead.inserted',
      lead: { ...arrival, id: '00000000-0000-4000-8000-00000000000b', repeatOf: lead.id },
      at: arrivedAt,
    },
    // The same request one second past its 10-minute deadline: it belongs under `Overdue only`.
    { type: 'lead.inserted', lead: arrival, at: Date.parse(arrival.createdAt) + replyWindowMs + 1000 },
    { type: 'lead.updated', lead: contacted },
    { type: 'lead.setStatus', id: lead.id, status: 'contacted' },
    { type: 'lead.notSpam', id: spam.id },
    { type: 'lead.saved', lead: contacted },
    { type: 'lead.refused', id: lead.id, reason: 'new row violates row-level security policy' },
    { type: 'notice.dismiss' },
    { type: 'live.reconnected' },
    { type: 'lead.erased', id: lead.id },
  ],
  // The spec's stories whatever the machine accepts (the stateKey walk keeps one of each kind): a failure with no
  // message, Retry, a first lead in an empty inbox, a refused and a saved change, a change of view mid-load, a lead
  // changed again once its change is answered, a status chosen that the lead already has, two changes answered
  // out of order, another admin's change during a save, two missed requests (one delivered twice) and a full first page,
  // a request that arrives while a later page loads, and a search refined, then cleared.
  scenarios: [
    [
      { type: 'xstate.error.actor.loadPage', error: new Error('') },
      { type: 'page.retry' },
      { type: 'xstate.done.actor.loadPage', output: { rows: [], total: 0 } },
      { type: 'lead.inserted', lead: arrival, at: arrivedAt },
    ],
    [
      { type: 'xstate.done.actor.loadPage', output: { rows: [lead, spam], total: 120 } },
      { type: 'lead.setStatus', id: lead.id, status: 'contacted' },
      { type: 'lead.refused', id: lead.id, reason: 'new row violates row-level security policy' },
      { type: 'lead.notSpam', id: spam.id },
      { type: 'lead.saved', lead: { ...spam, spam: false } },
      { type: 'notice.dismiss' },
      { type: 'lead.setStatus', id: lead.id, status: 'qualified' },
      { type: 'lead.setStatus', id: spam.id, status: 'won' },
    ],
    [
      { type: 'xstate.done.actor.loadPage', output: { rows: [lead, spam], total: 120 } },
      { type: 'lead.setStatus', id: lead.id, status: 'new' },
      { type: 'lead.notSpam', id: lead.id },
      { type: 'lead.setStatus', id: lead.id, status: 'contacted' },
      { type: 'lead.notSpam', id: spam.id },
      { type: 'lead.saved', lead: { ...spam, spam: false } },
      { type: 'lead.refused', id: lead.id, reason: 'new row violates row-level security policy' },
    ],
    [
      { type: 'xstate.done.actor.loadPage', output: { rows: [lead, spam], total: 120 } },
      { type: 'lead.setStatus', id: lead.id, status: 'contacted' },
      { type: 'lead.updated', lead: { ...contacted, status: 'qualified' } },
      { type: 'lead.refused', id: lead.id, reason: 'new row violates row-level security policy' },
    ],
    [
      { type: 'lead.inserted', lead: laterArrival, at: arrivedAt },
      { type: 'lead.inserted', lead: laterArrival, at: arrivedAt },
      { type: 'lead.inserted', lead: { ...laterArrival, id: arrival.id, firstName: 'Grace' }, at: arrivedAt },
      { type: 'xstate.done.actor.loadPage', output: { rows: fullPage, total: 120 } },
    ],
    [
      { type: 'xstate.done.actor.loadPage', output: { rows: [lead, spam], total: 120 } },
      { type: 'view.change', change: { page: 1 } },
      { type: 'lead.inserted', lead: laterArrival, at: arrivedAt },
      { type: 'xstate.done.actor.loadPage', output: { rows: [lead, spam], total: 120 } },
    ],
    [
      { type: 'view.change', change: { status: 'spam' } },
      { type: 'view.set', view: { ...defaultView, status: 'new' } },
      { type: 'xstate.done.actor.loadPage', output: { rows: [lead], total: 1 } },
    ],
    // A search refined after its pause replaces its history entry; cleared, it adds one again.
    [
      { type: 'search.input', text: 'ada' },
      { type: 'view.change', change: { search: 'ada' } },
      { type: 'search.input', text: 'ada lovelace' },
      { type: 'view.change', change: { search: 'ada lovelace' } },
      { type: 'search.input', text: '' },
      { type: 'view.change', change: { search: '' } },
    ],
    // Export CSV while a search waits for its pause: the search is applied and the export gets it.
    [{ type: 'search.input', text: 'grace' }, exportRequest],
    // Past the last page, or before the first: nothing to turn to.
    [
      { type: 'xstate.done.actor.loadPage', output: { rows: [lead, spam], total: 120 } },
      { type: 'view.change', change: { page: 3 } },
      { type: 'view.change', change: { page: -1 } },
    ],
  ],
};
