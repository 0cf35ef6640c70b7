import { meetingHoursMachine } from '../../machines/meeting-hours/meeting-hours.machine';
import type { MeetingHoursRecord, MeetingRange } from '../../machines/meeting-hours/meeting-hours-rules';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  foldHistory,
  invokeFailed,
  payload,
  reportsFailuresOf,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// A staff member's own meeting settings: their name for prospects, their time zone (this browser's until they save
// one), their weekly hours in it and their calendar's secret iCal address, saved together. A save is sent only
// when every field is right (a name, each range ending after it starts, no two ranges of a day overlapping, an
// address that is a web address or none); otherwise each problem is shown and nothing is sent. A saved form shows
// what the server stored, with "Saved."; a failed save keeps what was typed and says why; a failed load offers Retry.
const browserZone = 'Europe/Paris';
type Form = { displayName: string; timeZone: string; hours: MeetingRange[]; calendarUrl: string };

const newcomer: MeetingHoursRecord = { isHost: false, displayName: 'ada', timeZone: null, hours: [], calendar: null };
const host: MeetingHoursRecord = {
  isHost: true,
  displayName: 'Ada',
  timeZone: 'Europe/Berlin',
  hours: [{ weekday: 1, starts: '09:00', ends: '17:00' }],
  calendar: {
    url: 'https://calendar.example/ada.ics',
    fetchedAt: '2026-11-30T08:00:00Z',
    attemptedAt: '2026-11-30T08:00:00Z',
    lastError: null,
    busyCount: 3,
  },
};
const stored: MeetingHoursRecord = { ...host, displayName: 'Ada Lovelace', calendar: null };
const newAddress = {
  url: 'https://calendar.example/new.ics',
  fetchedAt: null,
  attemptedAt: null,
  lastError: null,
  busyCount: 0,
};
const storedPending: MeetingHoursRecord = { ...host, calendar: newAddress };
const fetchedNow = {
  ...newAddress,
  fetchedAt: '2026-11-30T09:00:01Z',
  attemptedAt: '2026-11-30T09:00:01Z',
  busyCount: 2,
};

const loadedNew = { type: 'xstate.done.actor.loadMeetingHours', output: newcomer };
const loadedHost = { type: 'xstate.done.actor.loadMeetingHours', output: host };
const loadFailed = invokeFailed('loadMeetingHours', 'permission denied');
const retry = { type: 'load.retry' };
const change = (field: string, value: string) => ({ type: 'form.change', field, value });
const add = (weekday: number) => ({ type: 'hours.add', weekday });
const setTime = (index: number, field: 'starts' | 'ends', value: string) => ({
  type: 'hours.change',
  index,
  field,
  value,
});
const remove = (index: number) => ({ type: 'hours.remove', index });
const save = { type: 'form.save' };
const saved = { type: 'xstate.done.actor.saveMeetingHours', output: stored };
const savedPending = { type: 'xstate.done.actor.saveMeetingHours', output: storedPending };
const lookAgain = { type: 'xstate.after.calendarCheckMs.meetingHours.ready.waitingForFetch' };
const checkedFetched = { type: 'xstate.done.actor.checkCalendar', output: { ...newcomer, calendar: fetchedNow } };
const checkedPending = { type: 'xstate.done.actor.checkCalendar', output: { ...newcomer, calendar: newAddress } };
const checkFailed = invokeFailed('checkCalendar', 'Failed to fetch');
const saveFailed = invokeFailed('saveMeetingHours', 'Unknown time zone: Mars/Olympus');
const silentSaveFailure = invokeFailed('saveMeetingHours', '');

type Context = {
  form: Form;
  showProblems: boolean;
  saved: boolean;
  failure: { reason: string | null } | null;
  record: MeetingHoursRecord | null;
  calendarChecks: number;
};
const contextOf = (step: SpecStep) => step.snapshot.context as Context;

/** The spec's own form: a loaded or saved record as the form opens it, then every edit the person made. */
const formOfRecord = (record: MeetingHoursRecord): Form => ({
  displayName: record.displayName,
  timeZone: record.timeZone ?? browserZone,
  hours: record.hours,
  calendarUrl: record.calendar?.url ?? '',
});
const typedForm = (step: SpecStep) =>
  foldHistory<Form | null>(step, null, (form, event, before) => {
    const type = event.type;
    if (type === 'xstate.done.actor.loadMeetingHours' || type === 'xstate.done.actor.saveMeetingHours') {
      return formOfRecord(payload<{ output: MeetingHoursRecord }>(event).output);
    }
    if (!form || !before?.matches('ready')) return form;
    if (type === 'form.change') {
      const { field, value } = payload<{ field: keyof Form; value: string }>(event);
      return { ...form, [field]: value };
    }
    if (type === 'hours.add') {
      const { weekday } = payload<{ weekday: number }>(event);
      const hours = [...form.hours, { weekday, starts: '09:00', ends: '17:00' }];
      return { ...form, hours: hours.sort((a, b) => a.weekday - b.weekday) };
    }
    if (type === 'hours.change') {
      const { index, field, value } = payload<{ index: number; field: 'starts' | 'ends'; value: string }>(event);
      return { ...form, hours: form.hours.map((range, at) => (at === index ? { ...range, [field]: value } : range)) };
    }
    if (type === 'hours.remove') {
      const { index } = payload<{ index: number }>(event);
      return { ...form, hours: form.hours.filter((_, at) => at !== index) };
    }
    return form;
  });

/** Whether the spec calls the form savable. */
function savable(form: Form): boolean {
  const overlap = form.hours.some((a, i) =>
    form.hours.some((b, j) => i !== j && a.weekday === b.weekday && a.starts < b.ends && b.starts < a.ends),
  );
  return (
    form.displayName.trim() !== '' &&
    form.hours.every((range) => range.starts < range.ends) &&
    !overlap &&
    (form.calendarUrl === '' || /^https?:\/\/\S+$/.test(form.calendarUrl))
  );
}

export const spec: MachineSpec = {
  flow: 'meeting hours',
  always: [
    reportsFailuresOf('loadMeetingHours'),
    {
      requirement:
        'the settings are read when the screen opens, on Retry, and 3000 ms after a new address is shown unfetched',
      check: (step) => {
        const loads = effectsNamed(step.effects, 'loadMeetingHours').length;
        const retrying = step.event.type === 'load.retry' && step.previous?.matches('failed') === true;
        const looking = step.event.type === lookAgain.type;
        return loads === (step.event.type === 'xstate.init' || retrying || looking ? 1 : 0);
      },
    },
    {
      requirement: 'an unfetched new address is looked at again, five times at most, and no longer once tried',
      check: (step) => {
        const pending = contextOf(step).record?.calendar?.attemptedAt === null;
        const looks = step.events.filter((event) => event.type === lookAgain.type).length;
        const sinceSave = foldHistory<number>(step, 0, (count, event) =>
          event.type === 'xstate.done.actor.saveMeetingHours' ? 0 : event.type === lookAgain.type ? count + 1 : count,
        );
        const waiting = step.snapshot.matches({ ready: 'waitingForFetch' } as never);
        if (!step.snapshot.matches('ready' as never) || step.snapshot.matches({ ready: 'checkingFetch' } as never))
          return true;
        return waiting === (pending && sinceSave < 5) && looks >= sinceSave;
      },
    },
    {
      requirement: "a look again takes the calendar's status and keeps what is typed",
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.checkCalendar') return true;
        const { calendar } = payload<{ output: MeetingHoursRecord }>(step.event).output;
        return same(contextOf(step).record?.calendar, calendar) && same(contextOf(step).form, typedForm(step));
      },
    },
    {
      requirement: 'Save sends the form as typed when every field is right, and nothing otherwise',
      check: (step) => {
        const saves = effectsNamed(step.effects, 'saveMeetingHours');
        if (step.event.type !== 'form.save' || !step.previous?.matches('ready')) return saves.length === 0;
        const form = typedForm(step);
        if (!form || !savable(form)) return saves.length === 0 && step.snapshot.matches('ready');
        return saves.length === 1 && same(saves[0]?.input, form) && step.snapshot.hasTag('busy');
      },
    },
    {
      requirement: 'a Save with problems shows them and keeps what was typed',
      check: (step) => {
        if (step.event.type !== 'form.save' || !step.previous?.matches('ready')) return true;
        const form = typedForm(step);
        return !form || savable(form) || (contextOf(step).showProblems && same(contextOf(step).form, form));
      },
    },
    {
      requirement: 'a saved form shows what the server stored, with "Saved."',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.saveMeetingHours' ||
        (step.snapshot.matches('ready') &&
          contextOf(step).saved &&
          !contextOf(step).showProblems &&
          same(contextOf(step).form, formOfRecord(payload<{ output: MeetingHoursRecord }>(step.event).output))),
    },
    {
      requirement: "a failed save keeps what was typed and the server's reason (none without a message)",
      check: (step) =>
        step.event.type !== 'xstate.error.actor.saveMeetingHours' ||
        (step.snapshot.matches('ready') &&
          !contextOf(step).saved &&
          same(contextOf(step).failure, { reason: failureReason(step) }) &&
          same(contextOf(step).form, typedForm(step))),
    },
    {
      requirement: 'a failed load says why and offers Retry',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.loadMeetingHours' ||
        (step.snapshot.matches('failed') &&
          same(contextOf(step).failure, { reason: 'permission denied' }) &&
          step.snapshot.can({ type: 'load.retry' })),
    },
  ],
  timers: [
    {
      requirement: 'a new address not yet fetched is looked at again 3000 ms after it shows',
      from: 'ready.waitingForFetch',
      to: 'ready.checkingFetch',
      ms: 3000,
    },
  ],
  states: {
    loading: [{ requirement: 'the card shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
    ready: [
      {
        requirement: "the form shows what was loaded or saved and every edit since (this browser's zone first)",
        check: (step) => same(contextOf(step).form, typedForm(step)),
      },
      {
        requirement: '"Saved." shows only until the next edit',
        check: (step) =>
          !contextOf(step).saved ||
          foldHistory<boolean>(step, false, (shown, event) =>
            event.type === 'xstate.done.actor.saveMeetingHours'
              ? true
              : ['form.change', 'hours.add', 'hours.change', 'hours.remove', 'form.save'].includes(event.type)
                ? false
                : shown,
          ),
      },
    ],
    saving: [
      {
        requirement: 'while saving, nothing can be edited or saved again',
        check: (step) =>
          step.snapshot.hasTag('busy') &&
          !step.snapshot.can(save as never) &&
          !step.snapshot.can(change('displayName', 'x') as never) &&
          !step.snapshot.can(add(2) as never),
      },
    ],
  },
};

const formOf = (snapshot: { context: unknown }) => (snapshot.context as Context).form;

export const plan: MachinePathPlan = {
  machine: meetingHoursMachine,
  input: { browserZone },
  spec,
  events: [
    loadedNew,
    loadedHost,
    loadFailed,
    retry,
    change('displayName', 'Ada Lovelace'),
    change('displayName', ' '),
    change('timeZone', 'America/New_York'),
    change('calendarUrl', 'https://calendar.example/new.ics'),
    change('calendarUrl', 'calendar.example/new.ics'),
    add(1),
    add(3),
    setTime(0, 'ends', '08:00'),
    remove(0),
    save,
    saved,
    savedPending,
    saveFailed,
    silentSaveFailure,
    lookAgain,
    checkedFetched,
    checkedPending,
    checkFailed,
  ],
  // Up to two ranges: more adds nothing the walk has not seen.
  filterEvents: (snapshot, event) => event.type !== 'hours.add' || formOf(snapshot).hours.length < 2,
  stateKey: (snapshot) => {
    const context = snapshot.context as Context;
    return JSON.stringify([
      snapshot.value,
      context.showProblems,
      context.saved,
      context.failure !== null,
      context.form.hours.length,
      savable(context.form),
      context.calendarChecks,
      context.record?.calendar?.attemptedAt ?? null,
    ]);
  },
  scenarios: [
    [
      loadedNew,
      change('calendarUrl', 'https://calendar.example/new.ics'),
      save,
      savedPending,
      lookAgain,
      checkedFetched,
    ],
    [
      loadedHost,
      change('calendarUrl', 'https://calendar.example/new.ics'),
      save,
      savedPending,
      lookAgain,
      checkFailed,
      lookAgain,
      checkedPending,
      lookAgain,
      checkedPending,
      lookAgain,
      checkedPending,
      lookAgain,
      checkedPending,
    ],
    [loadedNew, add(1), add(1), save, remove(1), save, saved],
    [loadedHost, setTime(0, 'ends', '08:00'), save, setTime(0, 'ends', '12:00'), save, saveFailed],
    [loadedHost, change('calendarUrl', 'calendar.example/new.ics'), save, change('calendarUrl', ''), save, saved],
    [loadFailed, retry, loadedNew, change('displayName', 'Ada Lovelace'), save, silentSaveFailure],
  ],
};
