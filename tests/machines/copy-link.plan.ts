import { copyLinkMachine } from '../../machines/copy-link/copy-link.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: copyLinkMachine,
  events: [
    { type: 'link.copy', id: 'page-1', url: 'https://example.com/ai-phone-caller/acme-dental' },
    { type: 'xstate.done.actor.writeClipboard' },
    { type: 'xstate.error.actor.writeClipboard', error: new Error('Write permission denied.') },
  ],
};
