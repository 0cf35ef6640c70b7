import { defaultView } from '../../machines/inbox/inbox-view';
import { leadExportMachine } from '../../machines/lead-export/lead-export.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: leadExportMachine,
  events: [
    { type: 'export.start', view: { ...defaultView, status: 'new' } },
    { type: 'xstate.done.actor.exportLeads', output: { rows: 3, fileName: 'leads-2026-11-21.csv' } },
    { type: 'xstate.error.actor.exportLeads', error: new Error('Failed to fetch') },
  ],
};
