import {
  inboxFiguresMachine,
  type Figures,
  type FiguresRequest,
} from '../../machines/inbox-figures/inbox-figures.machine';
import { defaultView, type InboxView } from '../../machines/inbox/inbox-view';
import { leadWith, sampleLead } from '../support/lead-fixtures';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  foldHistory,
  payload,
  same,
  type MachineSpec,
  type SpecStep,
  reportsFailuresOf,
} from '../support/machine-spec';

const figures: Figures = {
  counts: {
    all: 12,
    new: 3,
    contacted: 4,
    qualified: 2,
    won: 2,
    lost: 1,
    overdue: 1,
    unanswered: 3,
    spam: 2,
    repeats: 1,
  },
  unanswered: 3,
  stats: { answeredWithin: 7, judged: 9, medianSeconds: 260 },
  byOwner: [
    { ownerEmail: 'ada@staff.example', answered: 5, medianSeconds: 240 },
    { ownerEmail: null, answered: 2, medianSeconds: 900 },
  ],
};

const input = { view: defaultView, days: 7 };
const opening: FiguresRequest = { search: '', minSavings: 0, language: null, owner: 'anyone', days: 7 };
/** The address names a view: the dashboard passes it on. */
const viewSet = (change: Partial<InboxView>) => ({ type: 'view.set', view: { ...defaultView, ...change } });

const loaded = { type: 'xstate.done.actor.loadFigures', output: figures };
const failed = {
  type: 'xstate.error.actor.loadFigures',
  error: new Error('permission denied for function lead_counts'),
};
const arrived = { type: 'lead.inserted', lead: sampleLead, at: Date.parse('2026-11-21T17:32:22Z') };
const updated = { type: 'lead.updated', lead: leadWith({ status: 'contacted' }) };
const settled = { type: 'xstate.after.settle.inboxFigures.counting.settling' };

// docs/admin.md "Figures stay true": the counts beside the filters, the unanswered
// count in the tab title and the KPI for 7 days / 30 days / all time reload after any live change (250 ms
// after the first change of a burst, once more if a change came during a load), after a reconnection, for
// a new search or period, and every minute. The counts follow the savings and language filters as the list does (a
// new threshold or language counts again), and the owner filter (Mine, Unassigned) too; the status, Overdue only,
// the order and the page count nothing new.
const asked = (step: SpecStep) =>
  foldHistory<FiguresRequest>(step, opening, (request, event) => {
    if (event.type === 'view.set') {
      const { view } = payload<{ view: InboxView }>(event);
      return {
        ...request,
        search: view.search.trim(),
        minSavings: view.minSavings,
        language: view.language,
        owner: view.owner,
      };
    }
    if (event.type === 'figures.period')
      return { ...request, days: payload<{ days: FiguresRequest['days'] }>(event).days };
    return request;
  });

// An erasure changes the counts like an arrival or a change does (docs/admin.md: an erased lead leaves every count).
const isLiveChange = (type: string) => type === 'lead.inserted' || type === 'lead.updated' || type === 'lead.erased';

/** True when a live change arrived since the load now answering was asked for. */
function changedDuringLoad(step: SpecStep) {
  let changed = false;
  step.history.slice(0, -1).forEach(({ event, effects }) => {
    if (effectsNamed(effects, 'loadFigures').length > 0) changed = false;
    if (isLiveChange(event.type)) changed = true;
  });
  return changed;
}

export const spec: MachineSpec = {
  flow: 'inbox figures',
  always: [
    reportsFailuresOf('loadFigures'),
    {
      requirement:
        'the figures are asked for the search as typed (trimmed), the savings filter and the chosen period, once per load',
      check: (step) => {
        const loads = effectsNamed(step.effects, 'loadFigures');
        if (!step.snapshot.matches('counting.loading')) return loads.length === 0;
        return loads.length <= 1 && loads.every((load) => same(load.input, asked(step)));
      },
    },
    {
      requirement:
        'a new search, savings, language or owner filter, a new period and a reconnection load the figures again at once; another status, order or page does not',
      check: (step) => {
        const { type } = step.event;
        if (type === 'live.reconnected') return effectsNamed(step.effects, 'loadFigures').length === 1;
        if (type !== 'view.set' && type !== 'figures.period') return true;
        const before = step.history.length > 1 ? asked({ ...step, history: step.history.slice(0, -1) }) : opening;
        const changes = !same(before, asked(step));
        return effectsNamed(step.effects, 'loadFigures').length === (changes ? 1 : 0);
      },
    },
    {
      requirement: 'Retry loads the figures at once',
      check: (step) =>
        step.event.type !== 'figures.retry' ||
        step.previous?.matches('counting.failed') !== true ||
        effectsNamed(step.effects, 'loadFigures').length === 1,
    },
    {
      requirement: 'a live change while the figures are shown waits for the burst to settle before loading',
      check: (step) =>
        !isLiveChange(step.event.type) ||
        step.previous?.matches('counting.loading') === true ||
        step.snapshot.matches('counting.settling'),
    },
    {
      requirement: 'figures that answer a load a live change overtook are loaded once more',
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.loadFigures') return true;
        const next = changedDuringLoad(step) ? 'counting.settling' : 'counting.shown';
        return (
          step.snapshot.matches(next) &&
          same(step.snapshot.context.figures, payload<{ output: Figures }>(step.event).output)
        );
      },
    },
    {
      requirement: "a failed load keeps the server's reason (none without a message)",
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.loadFigures') return true;
        return (
          step.snapshot.matches('counting.failed') &&
          same(step.snapshot.context.failure, { reason: failureReason(step) })
        );
      },
    },
  ],
  states: {
    'counting.loading': [{ requirement: 'the figures show they are loading', check: (s) => s.snapshot.hasTag('busy') }],
    'counting.shown': [
      { requirement: 'shown figures have no error', check: (s) => s.snapshot.context.failure === null },
    ],
  },
  timers: [
    {
      requirement: 'a burst of live changes reloads the figures 250 ms after its first',
      from: 'counting.settling',
      to: 'counting.loading',
      ms: 250,
    },
    {
      requirement: 'the figures reload every minute while the page is open',
      from: 'counting.shown',
      to: 'counting.loading',
      ms: 60_000,
    },
    {
      requirement: 'failed figures are tried again every minute',
      from: 'counting.failed',
      to: 'counting.loading',
      ms: 60_000,
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: inboxFiguresMachine,
  input,
  spec,
  events: [
    loaded,
    failed,
    { type: 'xstate.error.actor.loadFigures', error: new Error('') },
    viewSet({ search: 'ada' }),
    viewSet({ minSavings: 50_000 }),
    viewSet({ language: 'es' }),
    viewSet({ owner: 'mine' }),
    viewSet({ status: 'won' }),
    { type: 'figures.period', days: 30 },
    { type: 'figures.retry' },
    arrived,
    updated,
    { type: 'lead.erased', id: '00000000-0000-4000-8000-000000000001' },
    { type: 'live.reconnected' },
  ],
  // The spec's stories whatever the machine accepts: a change during a load, then the reload that follows it
  // shows its figures; a blank search is the search already shown; failed figures come back by themselves, on
  // Retry, and after a live change.
  scenarios: [
    [arrived, loaded, settled, loaded],
    [updated, loaded, settled, loaded],
    [viewSet({ search: '   ' })],
    // Each counted filter of the view, then one the counts ignore: a machine that ignored a counted one is caught.
    [
      loaded,
      viewSet({ minSavings: 50_000 }),
      loaded,
      viewSet({ minSavings: 50_000, language: 'es' }),
      loaded,
      viewSet({ minSavings: 50_000, language: 'es', search: 'ada' }),
      loaded,
      viewSet({ minSavings: 50_000, language: 'es', search: 'ada', owner: 'unassigned' }),
    ],
    [loaded, viewSet({ status: 'won' })],
    [failed, { type: 'xstate.after.refresh.inboxFigures.counting.failed' }, loaded],
    [failed, { type: 'figures.retry' }, loaded],
    [failed, arrived, settled, loaded],
  ],
};
