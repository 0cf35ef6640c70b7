import { demoFormMachine, DemoRequestRateLimitedError } from '../../machines/demo-form/demo-form.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: demoFormMachine,
  input: { openedAt: 1000 },
  events: [
    { type: 'form.change', field: 'firstName', value: 'Ada' },
    { type: 'form.change', field: 'lastName', value: 'Lovelace' },
    { type: 'form.change', field: 'email', value: 'ada@example.com' },
    { type: 'form.change', field: 'phone', value: '+1 555 0100' },
    { type: 'form.change', field: 'business', value: 'A dental clinic with 3 locations' },
    { type: 'form.submit', requestId: 'request-1', at: 9000, honeypot: '' },
    { type: 'form.focus' },
    { type: 'xstate.done.actor.submitDemoRequest' },
    { type: 'xstate.error.actor.submitDemoRequest', error: new Error('insert failed') },
    { type: 'xstate.error.actor.submitDemoRequest', error: new DemoRequestRateLimitedError('Too many requests') },
  ],
};
