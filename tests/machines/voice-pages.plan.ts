import type { VoicePage } from '../../machines/voice-pages/voice-pages.machine';
import { voicePagesMachine } from '../../machines/voice-pages/voice-pages.machine';
import type { MachinePathPlan } from '../support/machine-paths';

const page: VoicePage = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'acme-dental',
  name: 'Dana',
  assistantId: null,
  submissionId: null,
  maxCallSeconds: 300,
  createdAt: '2026-11-22T21:00:00.000Z',
  openedCount: 1,
  conversationCount: 1,
  talkSeconds: 192,
  lastOpenedAt: '2026-11-22T21:05:00.000Z',
  lastActivityAt: '2026-11-22T21:08:12.000Z',
};

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
