import { leadVoicePageMachine } from '../../machines/lead-voice-page/lead-voice-page.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { samplePage } from '../support/voice-page-fixture';

const leadId = '00000000-0000-4000-8000-0000000000aa';

const linkedPage = { ...samplePage, submissionId: leadId };

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
