import { teamSettingsMachine } from '../../machines/team-settings/team-settings.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  failureReason,
  payload,
  reportsFailuresOf,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Written from docs/admin.md "Team settings": an admin turns two-step sign-in on or off and sets the idle minutes
// (a whole number from 5 to 480, said in these words when it is not); Save stores both; a refused save says why and
// keeps what was typed.
const problem = 'Idle minutes must be a whole number from 5 to 480.';
const stored = { twoStepRequired: true, idleMinutes: 30 };
const savedOff = { twoStepRequired: false, idleMinutes: 45 };

type Context = {
  stored: { twoStepRequired: boolean; idleMinutes: number } | null;
  twoStepRequired: boolean;
  idleMinutesText: string;
  problem: string | null;
  failure: { reason: string | null } | null;
  saved: boolean;
};
const context = (step: SpecStep) => step.snapshot.context as Context;
const before = (step: SpecStep) => (step.previous?.context ?? step.snapshot.context) as Context;

/** The typed minutes, read by the rule the screen states (not the machine's own helper). */
const wholeMinutesInRange = (text: string) => /^\s*\d+\s*$/.test(text) && Number(text) >= 5 && Number(text) <= 480;

export const spec: MachineSpec = {
  flow: 'team settings',
  always: [
    reportsFailuresOf('loadSettings', 'saveSettings'),
    {
      requirement: 'Save sends both settings as shown, only when the idle minutes are a whole number from 5 to 480',
      check: (step) => {
        const saves = effectsNamed(step.effects, 'saveSettings').map((effect) => effect.input);
        if (step.event.type !== 'settings.save' || !step.previous?.matches('editing')) return saves.length === 0;
        const shown = before(step);
        if (!wholeMinutesInRange(shown.idleMinutesText)) return saves.length === 0;
        return same(saves, [
          { twoStepRequired: shown.twoStepRequired, idleMinutes: Number(shown.idleMinutesText.trim()) },
        ]);
      },
    },
    {
      requirement: 'a value out of range is refused in clear words and nothing typed is lost',
      check: (step) => {
        if (step.event.type !== 'settings.save' || !step.previous?.matches('editing')) return true;
        const shown = before(step);
        if (wholeMinutesInRange(shown.idleMinutesText)) return context(step).problem === null;
        return (
          context(step).problem === problem &&
          context(step).idleMinutesText === shown.idleMinutesText &&
          context(step).twoStepRequired === shown.twoStepRequired
        );
      },
    },
    {
      requirement: 'a change clears the problem and the Saved note',
      check: (step) =>
        !['settings.twoStep', 'settings.idleMinutes'].includes(step.event.type) ||
        !step.previous?.matches('editing') ||
        (context(step).saved === false && (step.event.type === 'settings.twoStep' || context(step).problem === null)),
    },
  ],
  states: {
    loading: [{ requirement: 'the screen shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
    saving: [{ requirement: 'the form shows it is saving', check: (step) => step.snapshot.hasTag('busy') }],
    editing: [
      {
        requirement: 'loaded or saved settings are shown as the database holds them; a save says Saved',
        check: (step) => {
          if (!step.event.type.startsWith('xstate.done.actor.')) return true;
          const settings = payload<{ output: typeof stored }>(step.event).output;
          return (
            same(context(step).stored, settings) &&
            context(step).twoStepRequired === settings.twoStepRequired &&
            context(step).idleMinutesText === String(settings.idleMinutes) &&
            context(step).saved === (step.event.type === 'xstate.done.actor.saveSettings')
          );
        },
      },
      {
        requirement: 'a refused save says why and keeps what was typed',
        check: (step) =>
          step.event.type !== 'xstate.error.actor.saveSettings' ||
          (same(context(step).failure, { reason: failureReason(step) }) &&
            context(step).idleMinutesText === before(step).idleMinutesText &&
            context(step).twoStepRequired === before(step).twoStepRequired),
      },
    ],
    failed: [
      {
        requirement: 'a failed load says why and offers Retry',
        check: (step) =>
          !entered(step, 'failed') ||
          (same(context(step).failure, { reason: failureReason(step) }) &&
            step.snapshot.can({ type: 'settings.retry' })),
      },
    ],
  },
};

const loaded = { type: 'xstate.done.actor.loadSettings', output: stored };
const turnOff = { type: 'settings.twoStep', required: false };
const typeFortyFive = { type: 'settings.idleMinutes', text: '45' };
const typeFour = { type: 'settings.idleMinutes', text: '4' };
const save = { type: 'settings.save' };
const saved = { type: 'xstate.done.actor.saveSettings', output: savedOff };
const refused = {
  type: 'xstate.error.actor.saveSettings',
  error: new Error('Only admins may change the team settings'),
};

export const plan: MachinePathPlan = {
  machine: teamSettingsMachine,
  spec,
  events: [
    loaded,
    { type: 'xstate.error.actor.loadSettings', error: new Error('Failed to fetch') },
    { type: 'settings.retry' },
    turnOff,
    typeFortyFive,
    typeFour,
    { type: 'settings.idleMinutes', text: 'ten' },
    save,
    saved,
    refused,
  ],
  // The screen's stories: a change saved; a bad value refused, corrected and saved; a refused save keeps the values.
  scenarios: [
    [loaded, turnOff, typeFortyFive, save, saved],
    [loaded, typeFour, save, typeFortyFive, save, saved],
    [loaded, turnOff, save, refused, save],
  ],
};
