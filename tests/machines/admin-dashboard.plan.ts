import { adminDashboardMachine, type Submission } from '../../machines/admin-dashboard/admin-dashboard.machine';
import type { MachinePathPlan } from '../support/machine-paths';

const submission: Submission = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  business: 'Dental practice, 3 locations',
  createdAt: '2026-11-21T17:32:21.88+00:00',
};

export const plan: MachinePathPlan = {
  machine: adminDashboardMachine,
  events: [
    // 120 rows make three pages, so first/previous/next/last all have somewhere to go.
    { type: 'xstate.done.actor.loadPage', output: { rows: [submission], total: 120 } },
    { type: 'xstate.done.actor.loadPage', output: { rows: [], total: 0 } },
    { type: 'xstate.error.actor.loadPage', error: new Error('permission denied for table contact_submissions') },
    { type: 'page.first' },
    { type: 'page.previous' },
    { type: 'page.next' },
    { type: 'page.last' },
    { type: 'page.refresh' },
    { type: 'page.retry' },
  ],
};
