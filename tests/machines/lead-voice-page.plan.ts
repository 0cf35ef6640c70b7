import { leadVoicePageMachine } from '../../machines/lead-voice-page/lead-voice-page.machine';
import type { VoicePage } from '../../machines/voice-pages/voice-pages.machine';
import type { MachinePathPlan } from '../support/machine-paths';

const leadId = '00000000-0000-4000-8000-0000000000aa';

const linkedPage: VoicePage = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'acme-dental',
  name: 'Dana',
  assistantId: null,
  submissionId: leadId,
  maxCallSeconds: 300,
  createdAt: '2026-11-22T21:00:00.000Z',
  openedCount: 1,
  conversationCount: 1,
  talkSeconds: 192,
  lastOpenedAt: '2026-11-22T21:05:00.000Z',
  lastActivityAt: '2026-11-22T21:08:12.000Z',
};

export const plan: MachinePathPlan = {
  machine: leadVoicePageMachine,
  input: { lead: { id: leadId, firstName: 'Dana', lastName: 'Reyes', business: 'Acme Dental' } },
  events: [
    { type: 'xstate.done.actor.loadPages', output: [linkedPage] },
    { type: 'xstate.done.actor.loadPages', output: [{ ...linkedPage, submissionId: null }] },
    { type: 'xstate.error.actor.loadPages', error: new Error('Failed to fetch') },
    { type: 'pages.retry' },
    { type: 'page.create' },
    { type: 'xstate.done.actor.pageForm', output: { saved: true } },
    { type: 'xstate.done.actor.pageForm', output: { saved: false } },
    { type: 'link.copy', id: linkedPage.id, url: 'https://example.com/ai-phone-caller/acme-dental' },
  ],
};
