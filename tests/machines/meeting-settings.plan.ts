import { meetingSettingsMachine } from '../../machines/meeting-settings/meeting-settings.machine';
import type { MeetingSettings } from '../../machines/meeting-settings/meeting-settings-rules';
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

// The admins' meeting settings: the meeting length (10–240 minutes), the buffer after a meeting (0–120 minutes),
// the minimum notice (whole hours, 0–168, stored in minutes) and how far ahead one can book (1–90 days), saved
// together. A value outside its bounds is named and nothing is sent; a failed save keeps what was typed and says why.
type Form = { length: string; buffer: string; noticeHours: string; horizon: string };

const defaults: MeetingSettings = { lengthMinutes: 30, bufferMinutes: 0, noticeMinutes: 120, horizonDays: 14 };
const stored: MeetingSettings = { lengthMinutes: 45, bufferMinutes: 15, noticeMinutes: 1440, horizonDays: 21 };

const loaded = { type: 'xstate.done.actor.loadMeetingSettings', output: defaults };
const loadFailed = invokeFailed('loadMeetingSettings', 'permission denied');
const retry = { type: 'settings.retry' };
const change = (field: keyof Form, value: string) => ({ type: 'settings.change', field, value });
const save = { type: 'settings.save' };
const saved = { type: 'xstate.done.actor.saveMeetingSettings', output: stored };
const saveFailed = invokeFailed('saveMeetingSettings', 'new row violates row-level security policy');

type Context = { form: Form; showProblems: boolean; saved: boolean; failure: { reason: string | null } | null };
const contextOf = (step: SpecStep) => step.snapshot.context as Context;

const formOf = (settings: MeetingSettings): Form => ({
  length: String(settings.lengthMinutes),
  buffer: String(settings.bufferMinutes),
  noticeHours: String(settings.noticeMinutes / 60),
  horizon: String(settings.horizonDays),
});

const typedForm = (step: SpecStep) =>
  foldHistory<Form | null>(step, null, (form, event, before) => {
    if (
      event.type === 'xstate.done.actor.loadMeetingSettings' ||
      event.type === 'xstate.done.actor.saveMeetingSettings'
    )
      return formOf(payload<{ output: MeetingSettings }>(event).output);
    if (event.type === 'settings.change' && form && before?.matches('ready')) {
      const { field, value } = payload<{ field: keyof Form; value: string }>(event);
      return { ...form, [field]: value };
    }
    return form;
  });

const within = (text: string, min: number, max: number) => /^\d+$/.test(text) && +text >= min && +text <= max;
const savable = (form: Form) =>
  within(form.length, 10, 240) &&
  within(form.buffer, 0, 120) &&
  within(form.noticeHours, 0, 168) &&
  within(form.horizon, 1, 90);

export const spec: MachineSpec = {
  flow: 'meeting settings',
  always: [
    reportsFailuresOf('loadMeetingSettings'),
    {
      requirement: 'the settings are read once when the card opens and again on Retry only',
      check: (step) => {
        const loads = effectsNamed(step.effects, 'loadMeetingSettings').length;
        const retrying = step.event.type === 'settings.retry' && step.previous?.matches('failed') === true;
        return loads === (step.event.type === 'xstate.init' || retrying ? 1 : 0);
      },
    },
    {
      requirement: 'Save sends the settings in minutes and days when each is within its bounds, and nothing otherwise',
      check: (step) => {
        const saves = effectsNamed(step.effects, 'saveMeetingSettings');
        if (step.event.type !== 'settings.save' || !step.previous?.matches('ready')) return saves.length === 0;
        const form = typedForm(step);
        if (!form || !savable(form)) return saves.length === 0 && contextOf(step).showProblems;
        return (
          saves.length === 1 &&
          same(saves[0]?.input, {
            lengthMinutes: +form.length,
            bufferMinutes: +form.buffer,
            noticeMinutes: +form.noticeHours * 60,
            horizonDays: +form.horizon,
          })
        );
      },
    },
    {
      requirement: 'saved settings show as stored, with "Saved."',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.saveMeetingSettings' ||
        (contextOf(step).saved && same(contextOf(step).form, formOf(stored))),
    },
    {
      requirement: 'a failed save keeps what was typed and says why',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.saveMeetingSettings' ||
        (step.snapshot.matches('ready') &&
          same(contextOf(step).failure, { reason: failureReason(step) }) &&
          same(contextOf(step).form, typedForm(step))),
    },
    {
      requirement: 'a failed load says why and offers Retry',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.loadMeetingSettings' ||
        (step.snapshot.matches('failed') && step.snapshot.can({ type: 'settings.retry' })),
    },
  ],
  states: {
    loading: [{ requirement: 'the card shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
    ready: [
      {
        requirement:
          'the form shows the loaded defaults (30 min, no buffer, 2 h, 14 days) or what was saved, and edits',
        check: (step) => same(contextOf(step).form, typedForm(step)),
      },
    ],
    saving: [
      {
        requirement: 'while saving, nothing can be edited or saved again',
        check: (step) =>
          step.snapshot.hasTag('busy') &&
          !step.snapshot.can(save as never) &&
          !step.snapshot.can(change('length', '1') as never),
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: meetingSettingsMachine,
  spec,
  events: [
    loaded,
    loadFailed,
    retry,
    change('length', '45'),
    change('length', '5'),
    change('buffer', '15'),
    change('noticeHours', '24'),
    change('horizon', '91'),
    change('horizon', 'two weeks'),
    save,
    saved,
    saveFailed,
  ],
  stateKey: (snapshot) => {
    const context = snapshot.context as Context;
    return JSON.stringify([
      snapshot.value,
      context.showProblems,
      context.saved,
      context.failure !== null,
      savable(context.form),
    ]);
  },
  scenarios: [
    [
      loaded,
      change('length', '45'),
      change('buffer', '15'),
      change('noticeHours', '24'),
      change('horizon', '21'),
      save,
      saved,
    ],
    [loaded, change('horizon', '91'), save, change('horizon', '90'), save, saveFailed],
    [loadFailed, retry, loaded, change('length', '5'), save],
  ],
};
