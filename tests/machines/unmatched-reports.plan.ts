import {
  unmatchedReportsMachine,
  type UnmatchedReport,
} from '../../machines/unmatched-reports/unmatched-reports.machine';
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

const kept: UnmatchedReport = {
  id: 'unmatched-1',
  receivedAt: '2026-11-28T10:00:00.000Z',
  providerCallId: 'provider-1',
  claimedCallId: 'not-a-call',
  durationSeconds: 42,
  endedReason: 'customer-ended-call',
  summary: 'Asked about prices.',
};

const loaded = { type: 'xstate.done.actor.loadReports', output: [kept] };
const failed = invokeFailed('loadReports', 'permission denied for table unmatched_voice_call_reports');
const failedSilently = invokeFailed('loadReports', '');

// docs/voice.md: the Voice Pages screen lists the reports kept aside when it opens; a read that fails says why (the
// server's words when it gave any) with Retry, which reads again; the failure is reported.
const context = (step: SpecStep) =>
  step.snapshot.context as { reports: UnmatchedReport[]; loadFailure: { reason: string | null } | null };

export const spec: MachineSpec = {
  flow: 'unmatched reports',
  always: [
    reportsFailuresOf('loadReports'),
    {
      requirement: 'the reports kept aside are read once when the screen opens and once for each Retry',
      check: (step) => {
        const reads = effectsNamed(step.effects, 'loadReports');
        const expected = step.snapshot.matches('loading') && step.previous?.matches('loading') !== true;
        return reads.length === (expected ? 1 : 0);
      },
    },
    {
      requirement: 'the reports read are listed, and no failure with them',
      check: (step) =>
        step.event.type !== loaded.type ||
        (step.snapshot.matches('shown') && same(context(step).reports, [kept]) && context(step).loadFailure === null),
    },
    {
      requirement: "a failed read shows the server's reason (none when it gave none) and offers Retry",
      check: (step) =>
        !step.event.type.startsWith('xstate.error.actor.loadReports') ||
        (step.snapshot.matches('failed') && context(step).loadFailure?.reason === failureReason(step)),
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: unmatchedReportsMachine,
  spec,
  events: [loaded, failed, failedSilently, { type: 'reports.retry' }],
  scenarios: [[failed, { type: 'reports.retry' }, loaded]],
};
