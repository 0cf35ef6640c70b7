import { adminDashboardMachine, type Submission } from '../../machines/admin-dashboard/admin-dashboard.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  foldHistory,
  payload,
  same,
  wasIn,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

const submission: Submission = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  business: 'Dental practice, 3 locations',
  createdAt: '2026-11-21T17:32:21.88+00:00',
};

// Spec §4 and §7: a loading spinner, then the error message in a red panel, 'No submissions yet', or the
// list with its total. docs/admin.md: 50 rows a page; a page turn keeps the rows on screen while busy.
const pageSize = 50;
type Page = { rows: Submission[]; total: number };
const lastPage = (total: number) => Math.max(1, Math.ceil(total / pageSize)) - 1;

/** The page the admin asked for and the last page the server answered. */
const viewed = (step: SpecStep) =>
  foldHistory(step, { page: 0, loaded: { rows: [], total: 0 } as Page }, (view, event, before) => {
    if (event.type === 'xstate.done.actor.loadPage')
      return { ...view, loaded: payload<{ output: Page }>(event).output };
    if (!before?.matches('list') && !(before?.matches('empty') && event.type === 'page.refresh')) return view;
    const last = lastPage(view.loaded.total);
    const moves: Record<string, number> = {
      'page.first': view.page > 0 ? 0 : view.page,
      'page.previous': view.page > 0 ? view.page - 1 : view.page,
      'page.next': view.page < last ? view.page + 1 : view.page,
      'page.last': view.page < last ? last : view.page,
      'page.refresh': before.matches('empty') ? 0 : view.page,
    };
    return { ...view, page: moves[event.type] ?? view.page };
  });

const errorText = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { message?: unknown }).message === 'string' &&
  (error as { message: string }).message !== ''
    ? (error as { message: string }).message
    : 'Could not load the submissions.';

export const spec: MachineSpec = {
  flow: 'admin dashboard',
  always: [
    {
      requirement: 'each page is asked for once, 50 rows at a time, at the page the admin turned to',
      check: (step) => {
        const asked = effectsNamed(step.effects, 'loadPage');
        if (!entered(step, 'fetching') && !(step.event.type === 'xstate.init')) return asked.length === 0;
        return asked.length === 1 && same(asked[0]?.input, { page: viewed(step).page, pageSize });
      },
    },
    {
      requirement: 'the first, previous, next and last buttons go where they say and no further',
      check: (step) => step.snapshot.context.page === viewed(step).page,
    },
    {
      requirement: 'Retry after an error, and Refresh of an empty list, load the first view again with a spinner',
      check: (step) =>
        !(
          (step.event.type === 'page.retry' && wasIn(step, 'error')) ||
          (step.event.type === 'page.refresh' && wasIn(step, 'empty'))
        ) || step.snapshot.matches('fetching.firstLoad'),
    },
    {
      requirement: 'a page turn or a refresh asks the server again',
      check: (step) =>
        !wasIn(step, 'list') ||
        !step.event.type.startsWith('page.') ||
        step.snapshot.matches('fetching.turning') ===
          (step.snapshot.context.page !== step.previous?.context.page || step.event.type === 'page.refresh'),
    },
  ],
  states: {
    'fetching.firstLoad': [
      { requirement: 'a loading spinner shows while the first page loads', check: (s) => s.snapshot.hasTag('busy') },
    ],
    'fetching.turning': [
      {
        requirement: 'a page turn keeps the current rows on screen while busy',
        check: (s) => s.snapshot.hasTag('busy') && same(s.snapshot.context.rows, s.previous?.context.rows),
      },
    ],
    list: [
      {
        requirement: 'the list shows the rows and the total the server sent',
        check: (s) =>
          !s.snapshot.hasTag('busy') &&
          same({ rows: s.snapshot.context.rows, total: s.snapshot.context.total }, viewed(s).loaded) &&
          s.snapshot.context.total > 0 &&
          s.snapshot.context.error === null,
      },
    ],
    empty: [
      {
        requirement: "no rows show 'No submissions yet'",
        check: (s) => !s.snapshot.hasTag('busy') && s.snapshot.context.total === 0 && s.snapshot.context.error === null,
      },
    ],
    error: [
      {
        requirement: 'a failed load shows its error message in a red panel',
        check: (step) =>
          !step.snapshot.hasTag('busy') &&
          (!entered(step, 'error') ||
            step.snapshot.context.error === errorText(payload<{ error: unknown }>(step.event).error)),
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: adminDashboardMachine,
  spec,
  events: [
    // 120 rows make three pages, so first/previous/next/last all have somewhere to go.
    { type: 'xstate.done.actor.loadPage', output: { rows: [submission], total: 120 } },
    { type: 'xstate.done.actor.loadPage', output: { rows: [], total: 0 } },
    { type: 'xstate.error.actor.loadPage', error: new Error('permission denied for table contact_submissions') },
    // PostgREST errors arrive as plain objects; anything without a message gets a sentence.
    { type: 'xstate.error.actor.loadPage', error: { message: 'JWT expired' } },
    { type: 'xstate.error.actor.loadPage', error: 'socket hang up' },
    { type: 'page.first' },
    { type: 'page.previous' },
    { type: 'page.next' },
    { type: 'page.last' },
    { type: 'page.refresh' },
    { type: 'page.retry' },
  ],
  // A full page, then every button and a refresh; a failed load, then Retry; an empty list, then Refresh.
  scenarios: [
    [
      { type: 'xstate.done.actor.loadPage', output: { rows: [submission], total: 120 } },
      { type: 'page.next' },
      { type: 'xstate.done.actor.loadPage', output: { rows: [submission], total: 120 } },
      { type: 'page.last' },
      { type: 'xstate.done.actor.loadPage', output: { rows: [submission], total: 120 } },
      { type: 'page.previous' },
      { type: 'xstate.done.actor.loadPage', output: { rows: [submission], total: 120 } },
      { type: 'page.first' },
      { type: 'xstate.done.actor.loadPage', output: { rows: [submission], total: 120 } },
      { type: 'page.refresh' },
    ],
    [{ type: 'xstate.error.actor.loadPage', error: new Error('permission denied') }, { type: 'page.retry' }],
    [{ type: 'xstate.done.actor.loadPage', output: { rows: [], total: 0 } }, { type: 'page.refresh' }],
  ],
};
