import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';
import { failureFrom, type Failure } from '../shared/error-message';
import { idleMinutesProblem, readIdleMinutes, type TeamSettings } from './team-settings';

export type TeamSettingsEvent =
  | { type: 'settings.twoStep'; required: boolean }
  | { type: 'settings.idleMinutes'; text: string }
  | { type: 'settings.save' }
  | { type: 'settings.retry' };

export type TeamSettingsContext = {
  /** What the database holds, as last read or saved. */
  stored: TeamSettings | null;
  twoStepRequired: boolean;
  /** The idle minutes as typed: a bad value stays in the box with its problem beside it. */
  idleMinutesText: string;
  /** What is wrong with the typed values, shown until they change. */
  problem: string | null;
  /** The last load's or save's failure; the screen words it. */
  failure: Failure | null;
  /** A save has just succeeded (cleared by the next change). */
  saved: boolean;
};

/**
 * The team settings screen: load the two settings, change them, save. A value the database would refuse is caught
 * here with the same words and nothing is lost; a failed save keeps what was typed and says why.
 */
export const teamSettingsMachine = setup({
  types: { context: {} as TeamSettingsContext, events: {} as TeamSettingsEvent },
  actors: {
    loadSettings: fromPromise<TeamSettings, void>(notProvided('loadSettings')),
    saveSettings: fromPromise<TeamSettings, TeamSettings>(notProvided('saveSettings')),
  },
  actions: {
    reportFailure,
    adopt: assign((_, settings: TeamSettings) => ({
      stored: settings,
      twoStepRequired: settings.twoStepRequired,
      idleMinutesText: String(settings.idleMinutes),
      failure: null,
    })),
    storeError: assign((_, error: unknown) => ({ failure: failureFrom(error) })),
  },
  guards: {
    isValid: ({ context }) => readIdleMinutes(context.idleMinutesText) !== null,
  },
}).createMachine({
  id: 'teamSettings',
  context: {
    stored: null,
    twoStepRequired: true,
    idleMinutesText: '',
    problem: null,
    failure: null,
    saved: false,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: { type: 'adopt', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    failed: { on: { 'settings.retry': 'loading' } },
    editing: {
      on: {
        'settings.twoStep': {
          actions: assign({ twoStepRequired: ({ event }) => event.required, saved: false, failure: null }),
        },
        'settings.idleMinutes': {
          actions: assign({ idleMinutesText: ({ event }) => event.text, problem: null, saved: false, failure: null }),
        },
        'settings.save': [
          { guard: 'isValid', target: 'saving', actions: assign({ problem: null, saved: false, failure: null }) },
          { actions: assign({ problem: idleMinutesProblem, saved: false }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => ({
          twoStepRequired: context.twoStepRequired,
          idleMinutes: readIdleMinutes(context.idleMinutesText) ?? 0,
        }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'adopt', params: ({ event }) => event.output }, assign({ saved: true })],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
  },
});
