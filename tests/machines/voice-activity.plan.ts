import { voiceActivityMachine } from '../../machines/voice-activity/voice-activity.machine';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: voiceActivityMachine,
  input: { slug: 'acme-dental' },
  events: [
    { type: 'page.opened' },
    { type: 'conversation.started', at: 1_000 },
    { type: 'conversation.ended', at: 193_000, endedBy: 'visitor' },
    { type: 'xstate.done.actor.writeActivity' },
    { type: 'xstate.error.actor.writeActivity', error: new Error('Failed to fetch') },
  ],
  // The queue grows with every event; one queued write is enough to walk every transition.
  filterEvents: (snapshot, event) => event.type.startsWith('xstate.') || snapshot.context.queue.length <= 1,
};
