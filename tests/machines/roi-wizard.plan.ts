import { roiWizardMachine, type RoiNavigation } from '../../machines/roi-wizard/roi-wizard.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, foldHistory, payload, same, type MachineSpec, type SpecStep } from '../support/machine-spec';
import { rangeEdges } from '../support/range-edges';

// Step 1 to 2 (Continue), 2 to 3 (Calculate Savings), Back one step. Inputs are clamped when
// the field loses focus — calls 1,000–20,000, AHT 2–30 minutes, wage 8–120 $/hr; non-numeric text falls back
// to the minimum. The step and the committed inputs live in the URL, and the page says why a
// committed value differs from what was typed. The wizard takes both from the address: its choices ask the router for
// one, and the router answers at once with where it went (the plan's `router`).
type Field = 'calls' | 'aht' | 'wage';
type Inputs = Record<Field, number>;
type Note = { adjustment: 'raisedToMin' | 'loweredToMax' | 'notANumber'; value: number };
type Model = {
  inputs: Inputs;
  drafts: Record<Field, string | null>;
  notes: Record<Field, Note | null>;
};
const fields: Field[] = ['calls', 'aht', 'wage'];
const limits: Record<Field, { min: number; max: number }> = {
  calls: { min: 1000, max: 20_000 },
  aht: { min: 2, max: 30 },
  wage: { min: 8, max: 120 },
};
/** The smallest step each box takes: a limit moved by this much changes what a commit keeps. */
const nudges: Record<Field, number> = { calls: 1, aht: 0.1, wage: 1 };
const none = { calls: null, aht: null, wage: null };
const opening: Model = { inputs: { calls: 2000, aht: 4, wage: 22 }, drafts: none, notes: none };

const clamp = (field: Field, value: number) =>
  Number.isFinite(value) ? Math.min(limits[field].max, Math.max(limits[field].min, value)) : limits[field].min;

function commit(model: Model, field: Field): Model {
  const draft = model.drafts[field];
  if (draft === null) return model;
  const typed = /^\d+(\.\d*)?$/.test(draft) ? Number(draft) : NaN;
  const value = clamp(field, typed);
  const adjustment = Number.isNaN(typed)
    ? 'notANumber'
    : value > typed
      ? 'raisedToMin'
      : value < typed
        ? 'loweredToMax'
        : null;
  return {
    inputs: { ...model.inputs, [field]: value },
    drafts: { ...model.drafts, [field]: null },
    notes: { ...model.notes, [field]: adjustment === null ? null : { adjustment, value } },
  };
}

const editable = ['callVolume', 'costAssumptions'];
const urlStep: Record<string, string> = { callVolume: 'volume', costAssumptions: 'costs', results: 'results' };
const stateOfStep: Record<string, string> = { volume: 'callVolume', costs: 'costAssumptions', results: 'results' };
const followsAddress = (step: SpecStep) => step.event.type === 'address.set';

const visitor = (step: SpecStep) =>
  foldHistory(step, opening, (model, event, before) => {
    const inStep = editable.some((state) => before?.matches(state as never) ?? false);
    if (event.type === 'address.set') {
      // A field the address gives another number loses what was typed in it, and a note that explained another number.
      const { inputs } = payload<{ inputs: Inputs }>(event);
      return fields.reduce<Model>((next, field) => {
        const value = clamp(field, inputs[field]);
        return {
          inputs: { ...next.inputs, [field]: value },
          drafts: { ...next.drafts, [field]: value === model.inputs[field] ? next.drafts[field] : null },
          notes: { ...next.notes, [field]: next.notes[field]?.value === value ? next.notes[field] : null },
        };
      }, model);
    }
    if (!inStep) return model;
    if (event.type === 'field.type') {
      const { field, text } = payload<{ field: Field; text: string }>(event);
      return {
        ...model,
        drafts: { ...model.drafts, [field]: text },
        notes: { ...model.notes, [field]: null },
      };
    }
    if (event.type === 'field.slide') {
      const { field, value } = payload<{ field: Field; value: number }>(event);
      return {
        inputs: { ...model.inputs, [field]: clamp(field, value) },
        drafts: { ...model.drafts, [field]: null },
        notes: { ...model.notes, [field]: null },
      };
    }
    if (event.type === 'field.commit') return commit(model, payload<{ field: Field }>(event).field);
    if (event.type === 'wizard.next' || event.type === 'wizard.back') return fields.reduce(commit, model);
    return model;
  });

const stepNow = (step: SpecStep) => Object.keys(urlStep).find((state) => step.snapshot.matches(state as never)) ?? '';

export const spec: MachineSpec = {
  flow: 'ROI calculator',
  always: [
    {
      requirement:
        'a field keeps what was typed until it loses focus, then the number clamped to its range (calls 1,000–20,000, AHT 2–30, wage 8–120; non-numeric → the minimum), saying why it changed',
      check: (step) => same(step.snapshot.context, visitor(step)),
    },
    {
      requirement: 'Continue goes from step 1 to 2 and Calculate Savings from 2 to 3; Back moves one step',
      check: (step) => {
        const moves: Record<string, Record<string, string>> = {
          'wizard.next': { callVolume: 'costAssumptions', costAssumptions: 'results' },
          'wizard.back': { costAssumptions: 'callVolume', results: 'costAssumptions' },
        };
        const from = Object.keys(urlStep).find((state) => step.previous?.matches(state as never));
        const to = moves[step.event.type]?.[from ?? ''];
        return to === undefined || step.snapshot.matches(to as never);
      },
    },
    {
      // The funnel counts a visitor who reached the results, with the monthly calls they entered.
      requirement: 'Calculate Savings tells the funnel the results were reached, once, with the committed inputs',
      check: (step) => {
        const reported = effectsNamed(step.effects, 'reportResults').map((effect) => effect.input);
        const calculated =
          step.event.type === 'wizard.next' &&
          (step.previous?.matches('costAssumptions') ?? false) &&
          step.snapshot.matches('results');
        return calculated ? same(reported, [step.snapshot.context.inputs]) : reported.length === 0;
      },
    },
    {
      requirement: 'a link or the browser Back opens the step its address names',
      check: (step) =>
        !followsAddress(step) ||
        step.snapshot.matches(stateOfStep[payload<{ step: string }>(step.event).step] as never),
    },
    {
      // Following the address never asks for one: the router's answers to the wizard's own asks arrive as addresses too.
      requirement:
        'the address bar shows the step and the committed inputs: a new step is a new history entry, an edit replaces it',
      check: (step) => {
        const written = effectsNamed(step.effects, 'navigate').map((effect) => effect.input);
        const moved = stepNow(step) !== Object.keys(urlStep).find((s) => step.previous?.matches(s as never));
        const edited = ['field.slide', 'field.commit'].includes(step.event.type);
        // Opening the page writes nothing either: the router itself writes the address its search is read as.
        if (!step.previous || followsAddress(step) || (!moved && !edited)) return written.length === 0;
        const address = { step: urlStep[stepNow(step)], inputs: step.snapshot.context.inputs, replace: !moved };
        return same(written, [address]);
      },
    },
  ],
};

// Few, distinct samples: every extra value multiplies the contexts the graph walk visits.
const shared = { calls: 8_000, aht: 6, wage: 30 };

export const plan: MachinePathPlan = {
  machine: roiWizardMachine,
  spec,
  router: {
    action: 'navigate',
    answer: ({ step, inputs }: RoiNavigation) => ({ type: 'address.set', step, inputs }),
  },
  events: [
    { type: 'field.type', field: 'calls', text: 'abc' },
    { type: 'field.type', field: 'wage', text: '500' },
    { type: 'field.commit', field: 'calls' },
    { type: 'field.commit', field: 'wage' },
    { type: 'field.slide', field: 'aht', value: 7.5 },
    { type: 'wizard.next' },
    { type: 'wizard.back' },
    { type: 'address.set', step: 'volume', inputs: shared },
    { type: 'address.set', step: 'costs', inputs: shared },
    { type: 'address.set', step: 'results', inputs: { ...shared, calls: 50 } },
  ],
  // Continue, Calculate Savings, Back, Back; a link to each step.
  scenarios: [
    [{ type: 'wizard.next' }, { type: 'wizard.next' }, { type: 'wizard.back' }, { type: 'wizard.back' }],
    // A link to the step already shown, with other inputs: a step that ignored it would never be walked into it.
    [{ type: 'wizard.next' }, { type: 'address.set', step: 'costs', inputs: shared }],
    [{ type: 'wizard.next' }, { type: 'wizard.next' }, { type: 'address.set', step: 'results', inputs: shared }],
    [
      { type: 'address.set', step: 'results', inputs: shared },
      { type: 'address.set', step: 'costs', inputs: shared },
      { type: 'address.set', step: 'volume', inputs: shared },
    ],
    // The wizard's own write heard back: a draft in another field and the note of a clamped one stay.
    [
      { type: 'field.type', field: 'calls', text: 'abc' },
      { type: 'field.commit', field: 'calls' },
      { type: 'field.type', field: 'wage', text: '500' },
      { type: 'address.set', step: 'volume', inputs: { calls: 1000, aht: 4, wage: 22 } },
    ],
    // Each box typed and committed, then slid, just below, at and just above both ends of its range.
    ...fields.map((field) =>
      rangeEdges(limits[field], nudges[field]).flatMap((value) => [
        { type: 'field.type', field, text: String(Number(value.toFixed(1))) },
        { type: 'field.commit', field },
        { type: 'field.slide', field, value },
      ]),
    ),
  ],
};
