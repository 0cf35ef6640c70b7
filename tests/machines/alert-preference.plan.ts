import {
  alertPreferenceMachine,
  type AlertPreference,
  type AlertPreferenceRecord,
  type AlertReceive,
} from '../../machines/alert-preference/alert-preference.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  foldHistory,
  invokeFailed,
  payload,
  same,
  reportsFailuresOf,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// The Alerts screen's own choice: each admin picks what they receive (every new lead, escalations only,
// nothing); it is saved at once, for the signed-in admin, with this browser's time zone; a failed save says why
// and shows the stored choice again; a failed load says why and offers Retry.
const browserZone = 'Europe/Paris';
const stored: AlertPreferenceRecord = { preference: { receive: 'all', timeZone: 'UTC' }, escalateAfterMinutes: 7 };
const loaded = { type: 'xstate.done.actor.loadPreference', output: stored };
const loadFailed = invokeFailed('loadPreference', 'permission denied');
const choose = (receive: AlertReceive) => ({ type: 'preference.choose', receive });
const savedAs = (preference: AlertPreference) => ({ type: 'xstate.done.actor.savePreference', output: preference });
const saveFailed = invokeFailed('savePreference', 'Failed to fetch');
const silentSaveFailure = invokeFailed('savePreference', '');

type Context = {
  choice: AlertReceive;
  saved: boolean;
  failure: { reason: string | null } | null;
  record: AlertPreferenceRecord | null;
};
const contextOf = (step: SpecStep) => step.snapshot.context as Context;

/** The stored choice after the path so far: what was loaded, then what each successful save returned. */
const storedChoice = (step: SpecStep) =>
  foldHistory<AlertReceive | null>(step, null, (choice, event) => {
    if (event.type === 'xstate.done.actor.loadPreference') {
      return payload<{ output: AlertPreferenceRecord }>(event).output.preference.receive;
    }
    if (event.type === 'xstate.done.actor.savePreference')
      return payload<{ output: AlertPreference }>(event).output.receive;
    return choice;
  });

export const spec: MachineSpec = {
  flow: 'alert preference',
  always: [
    reportsFailuresOf('loadPreference'),
    {
      requirement: "the admin's choice is read once when the screen opens and again on Retry only",
      check: (step) => {
        const loads = effectsNamed(step.effects, 'loadPreference').length;
        const opening = step.event.type === 'xstate.init';
        const retry = step.event.type === 'preference.retry' && step.previous?.matches('failed') === true;
        return loads === (opening || retry ? 1 : 0);
      },
    },
    {
      requirement:
        "picking another choice saves it at once with this browser's time zone; the same choice saves nothing",
      check: (step) => {
        const saves = effectsNamed(step.effects, 'savePreference');
        if (step.event.type !== 'preference.choose' || !step.previous?.matches('ready')) return saves.length === 0;
        const { receive } = payload<{ receive: AlertReceive }>(step.event);
        if (receive === (step.previous.context as Context).choice) return saves.length === 0;
        return saves.length === 1 && same(saves[0]?.input, { receive, timeZone: browserZone });
      },
    },
    {
      requirement: 'a saved choice is shown as the server stored it, with "Saved."',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.savePreference' ||
        (step.snapshot.matches('ready') &&
          contextOf(step).choice === payload<{ output: AlertPreference }>(step.event).output.receive &&
          contextOf(step).saved),
    },
    {
      requirement: "a failed save keeps the server's reason (none without a message) and shows the stored choice",
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.savePreference') return true;
        return (
          step.snapshot.matches('ready') &&
          same(contextOf(step).failure, { reason: failureReason(step) }) &&
          contextOf(step).choice === storedChoice(step)
        );
      },
    },
    {
      requirement: 'a failed load says why and offers Retry',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.loadPreference' ||
        (step.snapshot.matches('failed') &&
          same(contextOf(step).failure, { reason: 'permission denied' }) &&
          step.snapshot.can({ type: 'preference.retry' })),
    },
  ],
  states: {
    loading: [{ requirement: 'the card shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
    ready: [
      {
        requirement: "'Saved.' shows only once the choice last picked is saved",
        check: (step) => {
          const last = foldHistory<string | null>(step, null, (type, event) =>
            event.type === 'preference.choose' || event.type.endsWith('.actor.savePreference') ? event.type : type,
          );
          return contextOf(step).saved === (last === 'xstate.done.actor.savePreference');
        },
      },
      {
        requirement: 'the choice shown is the stored one unless a save is under way',
        check: (step) => contextOf(step).choice === storedChoice(step),
      },
    ],
    saving: [
      {
        requirement: 'while saving, the new choice is shown, busy, and another pick waits',
        check: (step) =>
          step.snapshot.hasTag('busy') &&
          !step.snapshot.can({ type: 'preference.choose', receive: 'none' }) &&
          !step.snapshot.can({ type: 'preference.choose', receive: 'all' }),
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: alertPreferenceMachine,
  input: { timeZone: browserZone },
  spec,
  events: [
    loaded,
    loadFailed,
    { type: 'preference.retry' },
    choose('all'),
    choose('escalations'),
    choose('none'),
    savedAs({ receive: 'escalations', timeZone: browserZone }),
    saveFailed,
    silentSaveFailure,
  ],
  scenarios: [
    [loaded, choose('none'), savedAs({ receive: 'none', timeZone: browserZone }), choose('escalations'), saveFailed],
    [loadFailed, { type: 'preference.retry' }, loaded, choose('all')],
  ],
};
