import { assign, fromPromise, raise, setup } from 'xstate';
import { reasonOf } from '../shared/error-message';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';
import type { AlertLogData } from './delivery-log';

export type AlertLogEvent =
  { type: 'log.refresh' } | { type: 'log.retry' } | { type: 'test.send' } | { type: 'test.dismiss' };

type AlertLogContext = {
  data: AlertLogData | null;
  /** The server's reason the last read failed (null: it gave none, or the read did not fail). */
  loadReason: string | null;
  /** The server's reason the last test alert was refused, the same way. */
  testReason: string | null;
};

/** How often the open screen reads the log and the channels' health again. */
export const logRefreshMs = 5_000;

/**
 * The Alerts screen's delivery log and channel health, read again every 5 s while it is open (and at once after
 * Refresh or a test alert), beside "Send test alert". The rows stay on screen while they are read again; a failed
 * read says why and offers Retry.
 */
export const alertLogMachine = setup({
  types: {
    context: {} as AlertLogContext,
    events: {} as AlertLogEvent,
  },
  actors: {
    loadLog: fromPromise<AlertLogData, void>(notProvided('loadLog')),
    sendTestAlert: fromPromise<void, void>(notProvided('sendTestAlert')),
  },
  actions: { reportFailure },
  delays: { logRefresh: logRefreshMs },
}).createMachine({
  id: 'alertLog',
  type: 'parallel',
  context: { data: null, loadReason: null, testReason: null },
  states: {
    log: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadLog',
            src: 'loadLog',
            onDone: { target: 'showing', actions: assign({ data: ({ event }) => event.output, loadReason: null }) },
            onError: {
              target: 'failed',
              actions: [
                assign({ loadReason: ({ event }) => reasonOf(event.error) }),
                { type: 'reportFailure', params: failureOf },
              ],
            },
          },
        },
        showing: {
          after: { logRefresh: 'loading' },
          on: { 'log.refresh': 'loading' },
        },
        failed: {
          on: { 'log.retry': 'loading', 'log.refresh': 'loading' },
        },
      },
    },
    test: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'test.send': 'sending' },
        },
        sending: {
          tags: ['sendingTest'],
          invoke: {
            id: 'sendTestAlert',
            src: 'sendTestAlert',
            onDone: { target: 'sent', actions: raise({ type: 'log.refresh' }) },
            onError: {
              target: 'failed',
              actions: assign({ testReason: ({ event }) => reasonOf(event.error) }),
            },
          },
        },
        sent: {
          on: { 'test.send': 'sending', 'test.dismiss': 'idle' },
        },
        failed: {
          exit: assign({ testReason: null }),
          on: { 'test.send': 'sending', 'test.dismiss': 'idle' },
        },
      },
    },
  },
});
