import { sessionMachine, type SessionUser } from '../../machines/session/session.machine';
import type { MachinePathPlan } from '../support/machine-paths';

const admin: SessionUser = { id: 'u-1', email: 'admin@example.com', role: 'admin' };
const refreshed: SessionUser = { ...admin, email: 'renamed@example.com' };

export const plan: MachinePathPlan = {
  machine: sessionMachine,
  events: [
    { type: 'auth.signedIn', user: admin },
    { type: 'auth.signedIn', user: refreshed },
    { type: 'auth.signedOut' },
    { type: 'session.signOut' },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: new Error('Network down') },
  ],
};
