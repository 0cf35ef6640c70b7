import { assign, fromPromise, setup } from 'xstate';
import type { InboxView } from '../inbox/inbox-view';
import { reasonOf } from '../shared/error-message';
import { notProvided } from '../not-provided';

/** What a finished export reports: how many rows went into which file. */
export type ExportResult = { rows: number; fileName: string };

export type LeadExportEvent = { type: 'export.start'; view: InboxView };

/**
 * `view` is what the last export asked for: the line under the button says what the file holds. `failure` is set when
 * the last export failed, with the server's reason if it gave one.
 */
type LeadExportContext = {
  result: ExportResult | null;
  failure: { reason: string | null } | null;
  view: InboxView | null;
};

/**
 * `Export CSV`: every row of the search and filters the controls show, all pages, downloaded as one file.
 * One export at a time; a failure says why and the button tries again.
 */
export const leadExportMachine = setup({
  types: {
    context: {} as LeadExportContext,
    events: {} as LeadExportEvent,
  },
  actors: {
    exportLeads: fromPromise<ExportResult, InboxView>(notProvided('exportLeads')),
  },
}).createMachine({
  id: 'leadExport',
  context: { result: null, failure: null, view: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.start': { target: 'exporting', actions: assign({ view: ({ event }) => event.view }) } },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportLeads',
        src: 'exportLeads',
        input: ({ event }) => event.view,
        onDone: { target: 'idle', actions: assign({ result: ({ event }) => event.output, failure: null }) },
        onError: {
          target: 'idle',
          actions: assign({ result: null, failure: ({ event }) => ({ reason: reasonOf(event.error) }) }),
        },
      },
    },
  },
});
