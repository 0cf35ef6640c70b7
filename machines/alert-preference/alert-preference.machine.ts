import { assign, fromPromise, setup } from 'xstate';
import { failureFrom, type Failure } from '../shared/error-message';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';

/** What an admin receives: every new lead (and escalations), escalations only, or nothing. */
export type AlertReceive = 'all' | 'escalations' | 'none';

export const alertReceiveChoices: readonly AlertReceive[] = ['all', 'escalations', 'none'];

/**
 * An admin's stored choice, the time zone their alerts are written in, and whether they take new leads in turn
 * ("Taking new leads"). No row yet means every new lead, and no leads taken.
 */
export type AlertPreference = { receive: AlertReceive; timeZone: string; takingLeads: boolean };

/** A switch of "Taking new leads", saved with this browser's time zone (a first row takes it). */
export type TakingLeadsChoice = { takingLeads: boolean; timeZone: string };

/** What the screen loads: the admin's own preference and the escalation minute it describes. */
export type AlertPreferenceRecord = { preference: AlertPreference; escalateAfterMinutes: number };

export type AlertPreferenceEvent =
  | { type: 'preference.choose'; receive: AlertReceive }
  | { type: 'taking.choose'; takingLeads: boolean }
  | { type: 'preference.retry' };

type AlertPreferenceContext = {
  /** This browser's time zone: saved with each choice, so the alerts' times are the admin's own. */
  timeZone: string;
  record: AlertPreferenceRecord | null;
  /** What the admin picked last; shown at once and put back to the stored choice if saving fails. */
  choice: AlertReceive;
  /** "Taking new leads" as last switched; shown at once and put back to the stored state if saving fails. */
  takingLeads: boolean;
  saved: boolean;
  /** The last load's or save's failure (the screen words it); null once one succeeds or another choice is picked. */
  failure: Failure | null;
};

/**
 * The admin's own alert preference on the Alerts screen: loaded, then saved the moment another choice is picked or
 * "Taking new leads" is switched.
 * A failed save says why and shows the stored choice again; a failed load offers Retry.
 */
export const alertPreferenceMachine = setup({
  types: {
    context: {} as AlertPreferenceContext,
    events: {} as AlertPreferenceEvent,
    input: {} as { timeZone: string },
  },
  actors: {
    loadPreference: fromPromise<AlertPreferenceRecord, void>(notProvided('loadPreference')),
    savePreference: fromPromise<AlertPreference, Omit<AlertPreference, 'takingLeads'>>(notProvided('savePreference')),
    saveTakingLeads: fromPromise<AlertPreference, TakingLeadsChoice>(notProvided('saveTakingLeads')),
  },
  actions: { reportFailure },
  guards: {
    isAnotherChoice: ({ context }, receive: AlertReceive) => receive !== context.choice,
    isAnotherTaking: ({ context }, takingLeads: boolean) => takingLeads !== context.takingLeads,
  },
}).createMachine({
  id: 'alertPreference',
  context: ({ input }) => ({
    timeZone: input.timeZone,
    record: null,
    choice: 'all',
    takingLeads: false,
    saved: false,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPreference',
        src: 'loadPreference',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            record: event.output,
            choice: event.output.preference.receive,
            takingLeads: event.output.preference.takingLeads,
            failure: null,
          })),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => failureFrom(event.error) }),
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    failed: {
      on: { 'preference.retry': 'loading' },
    },
    ready: {
      on: {
        'preference.choose': {
          guard: { type: 'isAnotherChoice', params: ({ event }) => event.receive },
          target: 'saving',
          actions: assign({ choice: ({ event }) => event.receive, saved: false, failure: null }),
        },
        'taking.choose': {
          guard: { type: 'isAnotherTaking', params: ({ event }) => event.takingLeads },
          target: 'savingTaking',
          actions: assign({ takingLeads: ({ event }) => event.takingLeads, saved: false, failure: null }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePreference',
        src: 'savePreference',
        input: ({ context }) => ({ receive: context.choice, timeZone: context.timeZone }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            record: context.record && { ...context.record, preference: event.output },
            choice: event.output.receive,
            takingLeads: event.output.takingLeads,
            saved: true,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            choice: context.record?.preference.receive ?? 'all',
            failure: failureFrom(event.error),
          })),
        },
      },
    },
    savingTaking: {
      tags: ['busy'],
      invoke: {
        id: 'saveTakingLeads',
        src: 'saveTakingLeads',
        input: ({ context }) => ({ takingLeads: context.takingLeads, timeZone: context.timeZone }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            record: context.record && { ...context.record, preference: event.output },
            choice: event.output.receive,
            takingLeads: event.output.takingLeads,
            saved: true,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            takingLeads: context.record?.preference.takingLeads ?? false,
            failure: failureFrom(event.error),
          })),
        },
      },
    },
  },
});
