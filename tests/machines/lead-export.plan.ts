import { defaultView, type InboxView } from '../../machines/inbox/inbox-view';
import { leadExportMachine } from '../../machines/lead-export/lead-export.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, entered, payload, same, type MachineSpec } from '../support/machine-spec';

// docs/admin.md "Export CSV": `Export CSV` downloads every row of the current search and
// filter (all pages) as leads-YYYY-MM-DD.csv; one export at a time; a failure says why.
const exportedView = (view: InboxView) => ({ search: view.search, status: view.status, overdue: view.overdue });
const exportNew = { type: 'export.start', view: { ...defaultView, status: 'new' } };
const exported = { type: 'xstate.done.actor.exportLeads', output: { rows: 3, fileName: 'leads-2026-11-21.csv' } };
const offline = { type: 'xstate.error.actor.exportLeads', error: new Error('Failed to fetch') };
/** A failure whose error says nothing (supabase-js can reject with an empty message). */
const silentFailure = { type: 'xstate.error.actor.exportLeads', error: new Error('') };

export const spec: MachineSpec = {
  flow: 'lead export',
  always: [
    {
      requirement: 'Export CSV starts an export when none runs',
      check: (step) =>
        step.event.type !== 'export.start' || step.previous?.hasTag('busy') === true || step.snapshot.hasTag('busy'),
    },
    {
      requirement: 'nothing is reported before the first export ends',
      check: (step) =>
        step.events.some(
          (event) => event.type.startsWith('xstate.done.actor') || event.type.startsWith('xstate.error'),
        ) ||
        (step.snapshot.context.result === null && step.snapshot.context.failure === null),
    },
    {
      requirement: 'the line under the button names the search and filters of the export it reports',
      check: (step) => {
        // The view of the last click that started an export: a click during an export starts nothing.
        const starts = step.history.filter(
          ({ event, snapshot }, index) =>
            event.type === 'export.start' &&
            snapshot.matches('exporting') &&
            step.history[index - 1]?.snapshot.matches('exporting') !== true,
        );
        const last = starts.at(-1);
        return same(step.snapshot.context.view, last ? payload<{ view: InboxView }>(last.event).view : null);
      },
    },
    {
      requirement: 'Export CSV asks for every row of the search and filter on screen, once per click',
      check: (step) => {
        const asked = effectsNamed(step.effects, 'exportLeads');
        if (step.event.type !== 'export.start' || !step.previous?.matches('idle')) return asked.length === 0;
        const view = payload<{ view: InboxView }>(step.event).view;
        const input = asked[0]?.input as InboxView | undefined;
        return asked.length === 1 && input !== undefined && same(exportedView(input), exportedView(view));
      },
    },
    {
      requirement: 'a finished export reports its rows and the file leads-YYYY-MM-DD.csv, and clears the last error',
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.exportLeads') return true;
        const { result, failure } = step.snapshot.context as { result: { fileName: string } | null; failure: unknown };
        return (
          step.snapshot.matches('idle') &&
          same(result, payload<{ output: unknown }>(step.event).output) &&
          /^leads-\d{4}-\d{2}-\d{2}\.csv$/.test(result?.fileName ?? '') &&
          failure === null
        );
      },
    },
    {
      requirement:
        "a failed export says why (the server's reason, or none when the error has no message) and the button works again",
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.exportLeads') return true;
        const { error } = payload<{ error: unknown }>(step.event);
        const reason = error instanceof Error && error.message !== '' ? error.message : null;
        const { result, failure } = step.snapshot.context as { result: unknown; failure: unknown };
        return step.snapshot.matches('idle') && result === null && same(failure, { reason });
      },
    },
  ],
  states: {
    idle: [{ requirement: 'Export CSV is enabled when no export runs', check: (s) => !s.snapshot.hasTag('busy') }],
    exporting: [
      {
        requirement: 'the button shows the export is under way and a second click starts nothing',
        check: (step) =>
          step.snapshot.hasTag('busy') && (entered(step, 'exporting') || step.event.type !== 'export.start'),
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: leadExportMachine,
  spec,
  events: [exportNew, exported, offline, silentFailure],
  // Whatever the machine accepts: a click exports, then a failure after a success says why.
  scenarios: [[exportNew, exported, exportNew, offline]],
};
