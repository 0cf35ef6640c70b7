import { auditTrailMachine } from '../../machines/audit-trail/audit-trail.machine';
import type { AuditPage, AuditView } from '../../machines/audit-trail/audit-view';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  failureReason,
  lastDone,
  payload,
  reportsFailuresOf,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Written from docs/admin.md "Audit trail": the screen shows the rows of the filters in the address (action, person,
// days, page), newest first; the router owns the address; an empty view and a failed load say so; Export CSV writes
// every row of the filters (all pages) once at a time, and a failed export says why and leaves the rows shown.
const everything: AuditView = { action: null, person: '', from: null, to: null, page: 0 };
const exportsByAda: AuditView = {
  action: 'leads_exported',
  person: 'ada@',
  from: '2026-11-01',
  to: '2026-11-30',
  page: 0,
};
const secondPage: AuditView = { ...everything, page: 1 };

const page: AuditPage = {
  entries: [
    {
      id: 2,
      occurredAt: '2026-11-28T10:00:00Z',
      action: 'leads_exported',
      actorEmail: 'ada@example.com',
      targetEmail: null,
      details: { rows: 3 },
    },
  ],
  total: 51,
};
const nothing: AuditPage = { entries: [], total: 0 };

type Context = {
  view: AuditView;
  page: AuditPage | null;
  failure: { reason: string | null } | null;
  exported: { rows: number; fileName: string } | null;
  exportFailure: { reason: string | null } | null;
};
const context = (step: SpecStep) => step.snapshot.context as Context;
const before = (step: SpecStep) => (step.previous?.context ?? step.snapshot.context) as Context;

/**
 * The view the address holds after the path so far: the input, then every `view.set` the router passed on (a link,
 * Back) and every address the screen asked for (the router answers those at once).
 */
const addressView = (step: SpecStep): AuditView =>
  step.history.reduce<AuditView>((view, { event, effects }) => {
    const asked = effectsNamed(effects, 'navigate').at(-1);
    if (asked) return asked.input as AuditView;
    return event.type === 'view.set' ? payload<{ view: AuditView }>(event).view : view;
  }, everything);

export const spec: MachineSpec = {
  flow: 'audit trail',
  always: [
    reportsFailuresOf('loadPage', 'exportTrail'),
    {
      requirement: 'the rows are always those of the filters and page in the address',
      check: (step) => same(context(step).view, addressView(step)),
    },
    {
      requirement: 'a new address loads its rows, once',
      check: (step) => {
        const loads = effectsNamed(step.effects, 'loadPage').map((effect) => effect.input);
        const asked =
          !same(addressView(step), before(step).view) ||
          (step.event.type === 'trail.retry' && step.previous?.matches('failed'));
        if (step.event.type === 'xstate.init') return same(loads, [everything]);
        return asked ? same(loads, [addressView(step)]) : loads.length === 0;
      },
    },
    {
      requirement: 'choosing filters or a page only writes them into the address, and only when they are new',
      check: (step) => {
        const written = effectsNamed(step.effects, 'navigate').map((effect) => effect.input);
        if (step.event.type !== 'view.choose') return written.length === 0;
        const chosen = payload<{ view: AuditView }>(step.event).view;
        return same(written, same(chosen, before(step).view) ? [] : [chosen]);
      },
    },
    {
      requirement: 'Export CSV exports every row of the filters on screen, once per click while none runs',
      check: (step) => {
        const exports = effectsNamed(step.effects, 'exportTrail').map((effect) => effect.input);
        const starts = step.event.type === 'trail.export' && step.previous?.matches({ shown: 'ready' }) === true;
        return same(exports, starts ? [addressView(step)] : []);
      },
    },
    {
      requirement: 'a finished export says how many rows went into which file',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.exportTrail' ||
        (same(context(step).exported, payload<{ output: unknown }>(step.event).output) &&
          context(step).exportFailure === null),
    },
    {
      requirement: "a failed export says why (the server's words, none without) and keeps the rows on screen",
      check: (step) =>
        step.event.type !== 'xstate.error.actor.exportTrail' ||
        (same(context(step).exportFailure, { reason: failureReason(step) }) &&
          context(step).exported === null &&
          step.snapshot.matches('shown')),
    },
  ],
  states: {
    loading: [{ requirement: 'the screen shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
    shown: [
      {
        requirement: 'rows found are shown as the last load returned them, with how many there are',
        check: (step) =>
          same(context(step).page, lastDone<AuditPage>(step, 'loadPage')) && context(step).failure === null,
      },
    ],
    'shown.exporting': [
      {
        requirement: 'the button shows the export is under way',
        check: (step) => step.snapshot.hasTag('exporting'),
      },
    ],
    empty: [
      {
        requirement: 'filters that match nothing say so',
        check: (step) => !entered(step, 'empty') || same(context(step).page, nothing),
      },
    ],
    failed: [
      {
        requirement: "a failed load keeps the server's reason and offers Retry",
        check: (step) =>
          !entered(step, 'failed') ||
          (same(context(step).failure, { reason: failureReason(step) }) && step.snapshot.can({ type: 'trail.retry' })),
      },
    ],
  },
};

const loaded = { type: 'xstate.done.actor.loadPage', output: page };
const exportCsv = { type: 'trail.export' };
const exportedFile = { type: 'xstate.done.actor.exportTrail', output: { rows: 51, fileName: 'audit-2026-11-28.csv' } };
const exportRefused = {
  type: 'xstate.error.actor.exportTrail',
  error: new Error('Only admins may export the audit trail'),
};
const refused = { type: 'xstate.error.actor.loadPage', error: new Error('permission denied for table audit_events') };

export const plan: MachinePathPlan = {
  machine: auditTrailMachine,
  input: { view: everything },
  spec,
  events: [
    loaded,
    { type: 'xstate.done.actor.loadPage', output: nothing },
    refused,
    { type: 'xstate.error.actor.loadPage', error: new Error('') },
    { type: 'view.set', view: exportsByAda },
    { type: 'view.set', view: everything },
    { type: 'view.choose', view: secondPage },
    { type: 'view.choose', view: everything },
    { type: 'trail.retry' },
    exportCsv,
    exportedFile,
    exportRefused,
  ],
  router: { action: 'navigate', answer: (view: AuditView) => ({ type: 'view.set', view }) },
  // The screen's stories: an export, then a refused one; a page chosen loads it; the filters from a link load; a
  // refused load says why and Retry loads; a new address during an export stops it and loads the new rows.
  scenarios: [
    [loaded, exportCsv, exportedFile, exportCsv, exportRefused],
    [loaded, { type: 'view.choose', view: secondPage }, loaded],
    [{ type: 'view.set', view: exportsByAda }, loaded],
    [refused, { type: 'trail.retry' }, loaded],
    [loaded, exportCsv, { type: 'view.set', view: exportsByAda }, loaded],
  ],
};
