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
// and shows the stored choice again; a failed load says why and offers Retry. "Taking new leads" (off until switched
// on) is saved the moment it is switched, with this browser's time zone, and a failed save shows the stored state.
const browserZone = 'Europe/Paris';
const stored: AlertPreferenceRecord = {
  preference: { receive: 'all', timeZone: 'UTC', takingLeads: false },
  escalateAfterMinutes: 7,
};
const loaded = { type: 'xstate.done.actor.loadPreference', output: stored };
const loadFailed = invokeFailed('loadPreference', 'permission denied');
const choose = (receive: AlertReceive) => ({ type: 'preference.choose', receive });
const savedAs = (preference: AlertPreference) => ({ type: 'xstate.done.actor.savePreference', output: preference });
const saveFailed = invokeFailed('savePreference', 'Failed to fetch');
const silentSaveFailure = invokeFailed('savePreference', '');
const take = (takingLeads: boolean) => ({ type: 'taking.choose', takingLeads });
const takingSavedAs = (preference: AlertPreference) => ({
  type: 'xstate.done.actor.saveTakingLeads',
  output: preference,
});
const takingFailed = invokeFailed('saveTakingLeads', 'Only staff take leads');

type Context = {
  choice: AlertReceive;
  takingLeads: boolean;
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
    // Either save answers with the whole row as the server stored it.
    if (event.type === 'xstate.done.actor.savePreference' || event.type === 'xstate.done.actor.saveTakingLeads')
      return payload<{ output: AlertPreference }>(event).output.receive;
    return choice;
  });

/** "Taking new leads" as stored after the path so far: loaded, then as each successful save returned it. */
const storedTaking = (step: SpecStep) =>
  foldHistory<boolean>(step, false, (taking, event) => {
    if (event.type === 'xstate.done.actor.loadPreference')
      return payload<{ output: AlertPreferenceRecord }>(event).output.preference.takingLeads;
    if (event.type === 'xstate.done.actor.savePreference' || event.type === 'xstate.done.actor.saveTakingLeads')
      return payload<{ output: AlertPreference }>(event).output.takingLeads;
    return taking;
  });

const isSaveAnswer = (type: string) => /\.actor\.(savePreference|saveTakingLeads)$/.test(type);

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
      requirement: "switching Taking new leads saves it at once with this browser's time zone, and nothing else",
      check: (step) => {
        const saves = effectsNamed(step.effects, 'saveTakingLeads');
        if (step.event.type !== 'taking.choose' || !step.previous?.matches('ready')) return saves.length === 0;
        const { takingLeads } = payload<{ takingLeads: boolean }>(step.event);
        if (takingLeads === (step.previous.context as Context).takingLeads) return saves.length === 0;
        return (
          saves.length === 1 &&
          same(saves[0]?.input, { takingLeads, timeZone: browserZone }) &&
          effectsNamed(step.effects, 'savePreference').length === 0
        );
      },
    },
    {
      requirement: 'a failed switch says why and shows Taking new leads as stored',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.saveTakingLeads' ||
        (step.snapshot.matches('ready') &&
          same(contextOf(step).failure, { reason: 'Only staff take leads' }) &&
          contextOf(step).takingLeads === storedTaking(step)),
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
            event.type === 'preference.choose' || event.type === 'taking.choose' || isSaveAnswer(event.type)
              ? event.type
              : type,
          );
          return contextOf(step).saved === (last !== null && last.startsWith('xstate.done.actor.'));
        },
      },
      {
        requirement: 'the choice shown is the stored one unless a save is under way',
        check: (step) => contextOf(step).choice === storedChoice(step),
      },
      {
        requirement: 'Taking new leads shows as stored unless a save is under way',
        check: (step) => contextOf(step).takingLeads === storedTaking(step),
      },
    ],
    saving: [
      {
        requirement: 'while saving, the new choice is shown, busy, and another pick waits',
        check: (step) =>
          step.snapshot.hasTag('busy') &&
          !step.snapshot.can({ type: 'preference.choose', receive: 'none' }) &&
          !step.snapshot.can({ type: 'preference.choose', receive: 'all' }) &&
          !step.snapshot.can({ type: 'taking.choose', takingLeads: !contextOf(step).takingLeads }),
      },
    ],
    savingTaking: [
      {
        requirement: 'while the switch is saved, it shows its new state, busy, and another pick waits',
        check: (step) =>
          step.snapshot.hasTag('busy') &&
          contextOf(step).takingLeads === payload<{ takingLeads: boolean }>(step.event).takingLeads &&
          !step.snapshot.can({ type: 'taking.choose', takingLeads: !contextOf(step).takingLeads }) &&
          !step.snapshot.can({ type: 'preference.choose', receive: 'none' }),
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
    savedAs({ receive: 'escalations', timeZone: browserZone, takingLeads: false }),
    saveFailed,
    silentSaveFailure,
    take(true),
    take(false),
    takingSavedAs({ receive: 'all', timeZone: browserZone, takingLeads: true }),
    takingFailed,
  ],
  scenarios: [
    [
      loaded,
      choose('none'),
      savedAs({ receive: 'none', timeZone: browserZone, takingLeads: false }),
      choose('escalations'),
      saveFailed,
    ],
    [loadFailed, { type: 'preference.retry' }, loaded, choose('all')],
    [
      loaded,
      take(true),
      takingSavedAs({ receive: 'all', timeZone: browserZone, takingLeads: true }),
      take(false),
      takingFailed,
    ],
  ],
};
