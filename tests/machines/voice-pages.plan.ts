import { voicePagesMachine } from '../../machines/voice-pages/voice-pages.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { samplePage } from '../support/voice-page-fixture';

const page = samplePage;

export const plan: MachinePathPlan = {
  machine: voicePagesMachine,
  events: [
    { type: 'xstate.done.actor.loadPages', output: [page] },
    { type: 'xstate.error.actor.loadPages', error: new Error('Only admins may read voice page activity') },
    { type: 'pages.retry' },
    { type: 'pages.refresh' },
    { type: 'page.new' },
    { type: 'page.edit', id: page.id },
    { type: 'page.delete', id: page.id },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.deletePage' },
    { type: 'xstate.error.actor.deletePage', error: new Error('Failed to fetch') },
    { type: 'xstate.done.actor.pageForm', output: { saved: true } },
    { type: 'xstate.done.actor.pageForm', output: { saved: false } },
    { type: 'link.copy', id: page.id, url: 'https://example.com/ai-phone-caller/acme-dental' },
  ],
};
