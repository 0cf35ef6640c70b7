import { vapiSessionMachine } from '../../machines/vapi-session/vapi-session.machine';
import type { MachinePathPlan } from '../support/machine-paths';

// Payloads in the shapes research/vapi-web.md §1 and §4 observed.
const joinFailed = {
  type: 'daily-call-join-error',
  stage: 'daily-call-join',
  error: { message: 'Failed to load call object bundle' },
};
const autoplayBlocked = { type: 'audio-start-failed', error: { message: 'play() failed' } };
const ejected = { type: 'daily-error', error: { type: 'ejected', msg: 'Participant ejected' } };

export const plan: MachinePathPlan = {
  machine: vapiSessionMachine,
  events: [
    { type: 'session.prepare' },
    { type: 'session.start', request: { kind: 'start', target: { assistantId: 'asst-1' } } },
    { type: 'session.stop' },
    // Unmuting covers the transitions without doubling every path by a `muted` flag; muting is proved in
    // tests/unit/vapi-session.machine.test.ts.
    { type: 'session.setMuted', muted: false },
    { type: 'sdk.loaded' },
    { type: 'sdk.loadFailed', error: 'Failed to fetch dynamically imported module' },
    { type: 'sdk.error', payload: joinFailed },
    { type: 'sdk.error', payload: autoplayBlocked },
    { type: 'sdk.error', payload: ejected },
    { type: 'sdk.startFailed', payload: { stage: 'unknown', error: 'Failed to fetch' } },
    { type: 'sdk.cameraError', payload: { error: { type: 'permissions', blockedBy: 'user' } } },
    { type: 'sdk.progress', progress: { stage: 'daily-call-object-creation', status: 'completed' } },
    { type: 'sdk.callStart' },
    { type: 'sdk.speech', speaking: true },
    { type: 'sdk.volume', level: 0.4 },
    // A transcript: a status-update would add an `endedReason` dimension to every later state.
    {
      type: 'sdk.message',
      message: { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' },
    },
    { type: 'sdk.callEnd' },
    { type: 'xstate.done.actor.startSdk', output: { id: 'call-1', webCallUrl: 'https://example.daily.co/room' } },
    { type: 'xstate.done.actor.startSdk', output: null },
    { type: 'xstate.error.actor.startSdk', error: new Error('Assistant or Squad or Workflow must be provided.') },
    { type: 'xstate.done.actor.stopSdk' },
    { type: 'xstate.error.actor.stopSdk', error: new Error('destroy failed') },
  ],
  // One held error proves a start holds them; a second would only multiply the paths.
  filterEvents: (snapshot, event) => !(event.type === 'sdk.error' && snapshot.context.burst.length > 0),
};
