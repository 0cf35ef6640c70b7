import { inboxMachine } from '../../machines/inbox/inbox.machine';
import { defaultView } from '../../machines/inbox/inbox-view';
import type { SnapshotFrom } from 'xstate';
import { leadWith, sampleLead } from '../support/lead-fixtures';
import type { MachinePathPlan } from '../support/machine-paths';

const lead = sampleLead;
const spam = leadWith({ id: '00000000-0000-4000-8000-000000000003', firstName: 'Bot', spam: true });
const arrival = leadWith({ id: '00000000-0000-4000-8000-000000000002', firstName: 'Grace' });
const contacted = leadWith({ status: 'contacted', firstResponseAt: '2026-11-21T17:35:00.000Z' });
const arrivedAt = Date.parse('2026-11-21T17:33:00Z');

// Few, distinct samples: every extra value multiplies the contexts the graph walk visits.
export const plan: MachinePathPlan = {
  machine: inboxMachine,
  input: { view: defaultView },
  // Rows, view, connection and pending saves combine into more contexts than a walk can visit. The key
  // keeps what the guards read, and varies the independent parts (connection, typing, saving, held
  // arrivals) one at a time from a first page on screen instead of in every combination.
  stateKey: (snapshot) => {
    const { view, searchDraft, rows, unsaved, arrivals } = (snapshot as SnapshotFrom<typeof inboxMachine>).context;
    const value = snapshot.value as { list: { page: string }; connection: string };
    const list = value.list.page;
    const core = {
      list,
      laterPage: view.page > 0,
      rows: rows.length > 0,
      spam: rows.some((row) => row.spam),
    };
    if (list !== 'showing' || view.page > 0) return { ...core, held: arrivals.length > 0 };
    return {
      ...core,
      connection: value.connection,
      typing: searchDraft !== view.search,
      saving: Object.keys(unsaved).length > 0,
    };
  },
  events: [
    // 120 rows make three pages, so first/previous/next/last all have somewhere to go.
    { type: 'xstate.done.actor.loadPage', output: { rows: [lead, spam], total: 120 } },
    { type: 'xstate.done.actor.loadPage', output: { rows: [], total: 0 } },
    { type: 'xstate.error.actor.loadPage', error: new Error('permission denied for table contact_submissions') },
    { type: 'page.first' },
    { type: 'page.previous' },
    { type: 'page.next' },
    { type: 'page.last' },
    { type: 'page.refresh' },
    { type: 'page.retry' },
    { type: 'view.set', view: { ...defaultView, status: 'new' } },
    { type: 'search.input', text: 'ada' },
    { type: 'search.commit' },
    { type: 'filter.status', status: 'spam' },
    { type: 'filter.overdue', on: true },
    { type: 'lead.inserted', lead: arrival, at: arrivedAt },
    { type: 'lead.updated', lead: contacted },
    { type: 'lead.setStatus', id: lead.id, status: 'contacted' },
    { type: 'lead.notSpam', id: spam.id },
    { type: 'lead.saved', lead: contacted },
    { type: 'lead.refused', id: lead.id, message: 'new row violates row-level security policy' },
    { type: 'notice.dismiss' },
    { type: 'live.connected' },
    { type: 'live.dropped' },
    { type: 'live.reconnected' },
  ],
};
