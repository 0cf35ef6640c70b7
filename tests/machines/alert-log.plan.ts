import { alertLogMachine } from '../../machines/alert-log/alert-log.machine';
import type { AlertLogData } from '../../machines/alert-log/delivery-log';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  invokeFailed,
  lastDone,
  same,
  reportsFailuresOf,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// The Alerts screen's delivery log (the last 100 messages: sent, retrying with the next try, failed with the
// reason) and each channel's health, kept current while the screen is open (read again every 5 s, at once on
// Refresh and after a test alert), with "Send test alert": one test per click, a failure says why.
const data: AlertLogData = {
  deliveries: [
    {
      id: 'd1',
      kind: 'new_lead',
      channel: 'email',
      recipient: 'admin@example.com',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: '2026-11-24T17:32:09.000Z',
      lastError: 'The email API answered 500',
      sentAt: null,
      createdAt: '2026-11-24T17:32:01.000Z',
      lead: { id: 'l1', name: 'Ada Lovelace' },
    },
  ],
  health: [],
  refusals: [],
};
const loaded = { type: 'xstate.done.actor.loadLog', output: data };
const loadFailed = invokeFailed('loadLog', 'Failed to fetch');
const silentLoadFailure = invokeFailed('loadLog', '');
const tested = { type: 'xstate.done.actor.sendTestAlert', output: undefined };
const testRefused = invokeFailed('sendTestAlert', 'A test alert was just sent');
const silentTestFailure = invokeFailed('sendTestAlert', '');

type Context = { data: AlertLogData | null; loadReason: string | null; testReason: string | null };
const contextOf = (step: SpecStep) => step.snapshot.context as Context;

export const spec: MachineSpec = {
  flow: 'alert log',
  always: [
    reportsFailuresOf('loadLog'),
    {
      requirement: 'the rows last read stay on screen while the log is read again, and after a failed read',
      check: (step) => same(contextOf(step).data, lastDone<AlertLogData>(step, 'loadLog')),
    },
    {
      requirement: 'Refresh reads the log at once; Retry after a failure too',
      check: (step) => {
        const reads = effectsNamed(step.effects, 'loadLog').length;
        if (step.event.type === 'log.refresh' && step.previous?.matches('log.showing')) return reads === 1;
        if (step.event.type === 'log.retry' && step.previous?.matches('log.failed')) return reads === 1;
        if (step.event.type === 'log.refresh' && step.previous?.matches('log.failed')) return reads === 1;
        return true;
      },
    },
    {
      requirement: 'Send test alert sends one test per click, never a second while one is on its way',
      check: (step) => {
        const sends = effectsNamed(step.effects, 'sendTestAlert').length;
        if (step.event.type !== 'test.send') return sends === 0;
        return sends === (step.previous?.matches('test.sending') ? 0 : 1);
      },
    },
    {
      requirement: 'a test alert on its way reads the log again at once, to show its messages',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.sendTestAlert' ||
        (step.snapshot.matches('test.sent') &&
          (step.previous?.matches('log.loading') === true || effectsNamed(step.effects, 'loadLog').length === 1)),
    },
    {
      requirement: "a refused test alert says why (the server's reason, or none without a message)",
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.sendTestAlert') return true;
        return step.snapshot.matches('test.failed') && contextOf(step).testReason === failureReason(step);
      },
    },
    {
      requirement: "Dismiss closes the test alert's notice, queued or refused, and sends nothing",
      check: (step) =>
        step.event.type !== 'test.dismiss' ||
        !(step.previous?.matches('test.sent') || step.previous?.matches('test.failed')) ||
        (step.snapshot.matches('test.idle') && effectsNamed(step.effects, 'sendTestAlert').length === 0),
    },
    {
      requirement: "a failed read says why (the server's reason, or none without a message) and offers Retry",
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.loadLog') return true;
        return (
          step.snapshot.matches('log.failed') &&
          contextOf(step).loadReason === failureReason(step) &&
          step.snapshot.can({ type: 'log.retry' })
        );
      },
    },
  ],
  states: {
    'log.loading': [{ requirement: 'the log shows it is being read', check: (step) => step.snapshot.hasTag('busy') }],
    'log.showing': [
      { requirement: 'a log read without trouble shows no error', check: (s) => contextOf(s).loadReason === null },
    ],
    'test.sending': [
      {
        requirement: 'the button says the test is on its way',
        check: (step) => step.snapshot.hasTag('sendingTest'),
      },
    ],
    'test.idle': [{ requirement: 'no test message is shown', check: (s) => contextOf(s).testReason === null }],
  },
  timers: [
    {
      requirement: 'the open screen reads the log and the channels again every 5 s',
      from: 'log.showing',
      to: 'log.loading',
      ms: 5_000,
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: alertLogMachine,
  spec,
  events: [
    loaded,
    loadFailed,
    silentLoadFailure,
    { type: 'log.refresh' },
    { type: 'log.retry' },
    { type: 'test.send' },
    { type: 'test.dismiss' },
    tested,
    testRefused,
    silentTestFailure,
  ],
  scenarios: [
    [loaded, { type: 'test.send' }, tested, loaded, { type: 'test.send' }, testRefused, { type: 'test.dismiss' }],
    [loaded, { type: 'xstate.after.logRefresh.alertLog.log.showing' }, loadFailed, { type: 'log.retry' }, loaded],
  ],
};
