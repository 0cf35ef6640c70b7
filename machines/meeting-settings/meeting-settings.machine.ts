import { assign, fromPromise, setup } from 'xstate';
import { failureFrom, type Failure } from '../shared/error-message';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';
import {
  formOfSettings,
  settingsOfForm,
  settingsProblems,
  type MeetingSettings,
  type MeetingSettingsField,
  type MeetingSettingsForm,
} from './meeting-settings-rules';

export type MeetingSettingsEvent =
  | { type: 'settings.change'; field: MeetingSettingsField; value: string }
  | { type: 'settings.save' }
  | { type: 'settings.retry' };

type MeetingSettingsContext = {
  form: MeetingSettingsForm;
  /** Problems show once a save was asked for. */
  showProblems: boolean;
  saved: boolean;
  failure: Failure | null;
};

/**
 * The admins' meeting settings (length, buffer after a meeting, minimum notice, how far ahead one can book):
 * loaded, edited, saved in one go. A save with a value out of bounds says which and sends nothing; a failed save
 * keeps what was typed and says why; a failed load offers Retry.
 */
export const meetingSettingsMachine = setup({
  types: { context: {} as MeetingSettingsContext, events: {} as MeetingSettingsEvent },
  actors: {
    loadMeetingSettings: fromPromise<MeetingSettings, void>(notProvided('loadMeetingSettings')),
    saveMeetingSettings: fromPromise<MeetingSettings, MeetingSettings>(notProvided('saveMeetingSettings')),
  },
  actions: { reportFailure },
  guards: {
    isFormValid: ({ context }) => Object.keys(settingsProblems(context.form)).length === 0,
  },
}).createMachine({
  id: 'meetingSettings',
  context: {
    form: { length: '', buffer: '', noticeHours: '', horizon: '' },
    showProblems: false,
    saved: false,
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMeetingSettings',
        src: 'loadMeetingSettings',
        onDone: {
          target: 'ready',
          actions: assign({ form: ({ event }) => formOfSettings(event.output), failure: null }),
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
      on: { 'settings.retry': 'loading' },
    },
    ready: {
      on: {
        'settings.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
            saved: false,
          }),
        },
        'settings.save': [
          { guard: 'isFormValid', target: 'saving', actions: assign({ failure: null, saved: false }) },
          { actions: assign({ showProblems: true, saved: false }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveMeetingSettings',
        src: 'saveMeetingSettings',
        input: ({ context }) => settingsOfForm(context.form),
        onDone: {
          target: 'ready',
          actions: assign({ form: ({ event }) => formOfSettings(event.output), showProblems: false, saved: true }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => failureFrom(event.error) }) },
      },
    },
  },
});
