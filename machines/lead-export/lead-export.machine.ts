import { assign, fromPromise, setup } from 'xstate';
import type { InboxView } from '../inbox/inbox-view';
import { messageOf } from '../shared/error-message';
import { notProvided } from '../not-provided';

/** What a finished export reports: how many rows went into which file. */
export type ExportResult = { rows: number; fileName: string };

export type LeadExportEvent = { type: 'export.start'; view: InboxView };

type LeadExportContext = { result: ExportResult | null; error: string | null };

/**
 * `Export CSV`: every row of the current search and filter, all pages, downloaded as one file.
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
  context: { result: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.start': 'exporting' },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportLeads',
        src: 'exportLeads',
        input: ({ event }) => event.view,
        onDone: { target: 'idle', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'idle',
          actions: assign({ result: null, error: ({ event }) => messageOf(event.error, 'Could not export.') }),
        },
      },
    },
  },
});
