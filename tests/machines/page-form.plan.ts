import { pageFormMachine } from '../../machines/page-form/page-form.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: pageFormMachine,
  input: { draft: { slug: 'acme-dental', name: 'Dana', assistantId: '', maxCallSeconds: '300' } },
  events: [
    { type: 'field.change', field: 'slug', value: 'not a slug' },
    { type: 'form.submit' },
    { type: 'form.cancel' },
    { type: 'xstate.done.actor.savePage' },
    { type: 'xstate.error.actor.savePage', error: { kind: 'slugTaken' } },
    { type: 'xstate.error.actor.savePage', error: { kind: 'failed', message: 'Failed to fetch' } },
  ],
};
