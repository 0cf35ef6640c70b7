import type { LeadCall } from '../../machines/lead-calls/lead-call';
import { leadCallsMachine } from '../../machines/lead-calls/lead-calls.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  invokeFailed,
  reportsFailuresOf,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

const call: LeadCall = {
  id: 'report-1',
  at: '2026-11-28T10:00:00.000Z',
  durationSeconds: 90,
  endedReason: 'customer-ended-call',
  summary: 'Wants a demo next week.',
  outcome: { followUp: true, monthlyCallVolume: 400, nextStep: 'A demo next week', questions: ['What does it cost?'] },
  transcript: [{ speaker: 'visitor', seconds: 3.2, text: 'What does it cost?' }],
};

const loaded = { type: 'xstate.done.actor.loadCalls', output: [call] };
const failed = invokeFailed('loadCalls', 'permission denied for table voice_call_reports');
const failedSilently = invokeFailed('loadCalls', '');

// docs/voice.md "On the lead": the panel reads the lead's calls when it opens and shows each; a read that fails
// says why (the server's words when it gave any) with Retry, which reads again; the failure is reported.
const context = (step: SpecStep) =>
  step.snapshot.context as { calls: LeadCall[]; loadFailure: { reason: string | null } | null };

export const spec: MachineSpec = {
  flow: 'lead calls',
  always: [
    reportsFailuresOf('loadCalls'),
    {
      requirement: "the lead's calls are read for that lead, once each time the panel opens or Retry is pressed",
      check: (step) => {
        const reads = effectsNamed(step.effects, 'loadCalls');
        const expected = step.snapshot.matches('loading') && step.previous?.matches('loading') !== true;
        return expected
          ? same(
              reads.map((read) => read.input),
              [{ leadId: 'lead-1' }],
            )
          : reads.length === 0;
      },
    },
    {
      requirement: 'the calls read are shown, and no failure with them',
      check: (step) =>
        step.event.type !== loaded.type ||
        (step.snapshot.matches('shown') && same(context(step).calls, [call]) && context(step).loadFailure === null),
    },
    {
      // The find box sits over the shown transcripts; what it holds is what was typed last.
      requirement: 'the find box over the transcripts holds what was typed last, empty until then',
      check: (step) => {
        const typed = step.events.filter((event) => event.type === 'transcript.find').at(-1);
        const find = (step.snapshot.context as { find: string }).find;
        return find === (typed ? (typed as unknown as { text: string }).text : '');
      },
    },
    {
      requirement: "a failed read shows the server's reason (none when it gave none) and offers Retry",
      check: (step) =>
        !step.event.type.startsWith('xstate.error.actor.loadCalls') ||
        (step.snapshot.matches('failed') && context(step).loadFailure?.reason === failureReason(step)),
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: leadCallsMachine,
  input: { leadId: 'lead-1' },
  spec,
  events: [loaded, failed, failedSilently, { type: 'calls.retry' }, { type: 'transcript.find', text: 'COST' }],
  scenarios: [
    [failed, { type: 'calls.retry' }, loaded],
    [loaded, { type: 'transcript.find', text: 'COST' }],
  ],
};
