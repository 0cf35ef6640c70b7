import { loginMachine } from '../../machines/login/login.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: loginMachine,
  events: [
    { type: 'field.change', field: 'email', value: 'admin@example.com' },
    { type: 'field.change', field: 'password', value: 'local-admin-password' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.signIn' },
    { type: 'xstate.error.actor.signIn', error: new Error('Invalid login credentials') },
  ],
};
