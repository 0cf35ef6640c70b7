import { assign, fromPromise, setup } from 'xstate';
import { failureFrom, type Failure } from '../shared/error-message';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';
import {
  formOf,
  hasProblems,
  meetingHoursProblems,
  newRange,
  type MeetingHoursField,
  type MeetingHoursForm,
  type MeetingHoursRecord,
  type MeetingRange,
} from './meeting-hours-rules';

export type MeetingHoursEvent =
  | { type: 'form.change'; field: MeetingHoursField; value: string }
  | { type: 'hours.add'; weekday: number }
  | { type: 'hours.change'; index: number; field: 'starts' | 'ends'; value: string }
  | { type: 'hours.remove'; index: number }
  | { type: 'form.save' }
  | { type: 'load.retry' };

type MeetingHoursContext = {
  /** The zone a staff member who never saved starts in: this browser's. */
  browserZone: string;
  record: MeetingHoursRecord | null;
  form: MeetingHoursForm;
  /** Problems show once a save was asked for, so a half-typed field is not called wrong while it is typed. */
  showProblems: boolean;
  saved: boolean;
  failure: Failure | null;
  /** How many times the screen has looked again for the first fetch of a new calendar address. */
  calendarChecks: number;
};

/** How long the screen waits before looking again for a new address's first fetch, and how many times it looks. */
export const calendarCheck = { everyMs: 3000, times: 5 };

const emptyForm: MeetingHoursForm = { displayName: '', timeZone: '', hours: [], calendarUrl: '' };

/** Where a new range of a day goes: after that day's last range, so the list stays in day order. */
function withRangeAdded(hours: readonly MeetingRange[], weekday: number): MeetingRange[] {
  const after = hours.findLastIndex((range) => range.weekday <= weekday);
  return [...hours.slice(0, after + 1), newRange(weekday), ...hours.slice(after + 1)];
}

/**
 * A staff member's own meeting settings: the name prospects see, their time zone, their weekly hours in it and
 * their calendar's secret iCal address. Loaded, edited, saved in one go; a save with problems says what is wrong
 * beside each field and sends nothing; a failed save keeps what was typed and says why. A new calendar address the
 * server has not tried yet is looked at again every few seconds, a few times, so its first fetch shows without a reload.
 */
export const meetingHoursMachine = setup({
  types: {
    context: {} as MeetingHoursContext,
    events: {} as MeetingHoursEvent,
    input: {} as { browserZone: string },
  },
  actors: {
    loadMeetingHours: fromPromise<MeetingHoursRecord, void>(notProvided('loadMeetingHours')),
    saveMeetingHours: fromPromise<MeetingHoursRecord, MeetingHoursForm>(notProvided('saveMeetingHours')),
  },
  actions: { reportFailure },
  guards: {
    isFormValid: ({ context }) => !hasProblems(meetingHoursProblems(context.form)),
    // A saved address the server has not tried yet: the fetch runs at once, so its outcome is worth a look.
    awaitsFirstFetch: ({ context }) =>
      context.record?.calendar != null &&
      context.record.calendar.attemptedAt === null &&
      context.calendarChecks < calendarCheck.times,
  },
  delays: { calendarCheckMs: calendarCheck.everyMs },
}).createMachine({
  id: 'meetingHours',
  context: ({ input }) => ({
    browserZone: input.browserZone,
    record: null,
    form: emptyForm,
    showProblems: false,
    saved: false,
    failure: null,
    calendarChecks: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMeetingHours',
        src: 'loadMeetingHours',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            record: event.output,
            form: formOf(event.output, context.browserZone),
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
      on: { 'load.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'awaitsFirstFetch', target: 'waitingForFetch' } },
        waitingForFetch: { after: { calendarCheckMs: 'checkingFetch' } },
        // Only the calendar's status is taken from the answer: what the person is typing stays.
        checkingFetch: {
          invoke: {
            id: 'checkCalendar',
            src: 'loadMeetingHours',
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                record: context.record && { ...context.record, calendar: event.output.calendar },
                calendarChecks: context.calendarChecks + 1,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign({ calendarChecks: ({ context }) => context.calendarChecks + 1 }),
            },
          },
        },
      },
      on: {
        'form.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
            saved: false,
          }),
        },
        'hours.add': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              hours: withRangeAdded(context.form.hours, event.weekday),
            }),
            saved: false,
          }),
        },
        'hours.change': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              hours: context.form.hours.map((range, index) =>
                index === event.index ? { ...range, [event.field]: event.value } : range,
              ),
            }),
            saved: false,
          }),
        },
        'hours.remove': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              hours: context.form.hours.filter((_, index) => index !== event.index),
            }),
            saved: false,
          }),
        },
        'form.save': [
          { guard: 'isFormValid', target: 'saving', actions: assign({ failure: null, saved: false }) },
          { actions: assign({ showProblems: true, saved: false }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveMeetingHours',
        src: 'saveMeetingHours',
        input: ({ context }) => context.form,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            record: event.output,
            form: formOf(event.output, context.browserZone),
            showProblems: false,
            saved: true,
            calendarChecks: 0,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign({ failure: ({ event }) => failureFrom(event.error) }),
        },
      },
    },
  },
});
