import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { typingValue, type NumberAdjustment } from '../pricing/number-input';
import {
  clampInputs,
  clampValue,
  commitText,
  defaultRoiInputs,
  roiFields,
  sameInputs,
  type RoiField,
  type RoiInputs,
} from './roi-inputs';

/** The wizard's steps as the URL names them (`?step=`). */
export type RoiStep = 'volume' | 'costs' | 'results';

type PerField<T> = Record<RoiField, T>;

export type RoiWizardContext = {
  /** Committed inputs: always inside their ranges, and what the URL and the results show. */
  inputs: RoiInputs;
  /** Text of a field being typed in, until it loses focus. */
  drafts: PerField<string | null>;
  /** Why a committed value differs from what was typed, until the field is edited again. */
  adjustments: PerField<NumberAdjustment | null>;
};

export type RoiWizardEvent =
  | { type: 'field.type'; field: RoiField; text: string }
  | { type: 'field.slide'; field: RoiField; value: number }
  | { type: 'field.commit'; field: RoiField }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.showVolume'; inputs: RoiInputs }
  | { type: 'wizard.showCosts'; inputs: RoiInputs }
  | { type: 'wizard.showResults'; inputs: RoiInputs };

/** The events that open a step with given inputs, one per step (the address bar drives them). */
export type RoiShowEvent = Extract<RoiWizardEvent, { inputs: RoiInputs }>;

const showEventOfStep = {
  volume: 'wizard.showVolume',
  costs: 'wizard.showCosts',
  results: 'wizard.showResults',
} as const satisfies Record<RoiStep, RoiShowEvent['type']>;

/** The event that makes the wizard show `step` with `inputs`. */
export const showStep = (step: RoiStep, inputs: RoiInputs): RoiShowEvent => ({ type: showEventOfStep[step], inputs });

const isShowEvent = (event: RoiWizardEvent): event is RoiShowEvent => 'inputs' in event;

const noDrafts: PerField<string | null> = { calls: null, aht: null, wage: null };
const noAdjustments: PerField<NumberAdjustment | null> = { calls: null, aht: null, wage: null };

function commitDrafts(context: RoiWizardContext, fields: readonly RoiField[]): Partial<RoiWizardContext> {
  const inputs = { ...context.inputs };
  const drafts = { ...context.drafts };
  const adjustments = { ...context.adjustments };
  for (const field of fields) {
    const draft = drafts[field];
    if (draft === null) continue;
    const { value, adjustment } = commitText(field, draft);
    inputs[field] = value;
    adjustments[field] = adjustment;
    drafts[field] = null;
  }
  return { inputs, drafts, adjustments };
}

/**
 * The public ROI calculator: three steps as states, the inputs in context. Typing keeps the text
 * as a draft; leaving the field (or the step) commits it, clamped into range. `writeUrl` mirrors
 * the committed inputs and the step into the address bar, and the `wizard.show*` events follow
 * the address bar when it changes for another reason (browser Back, a link to /roi).
 */
export const roiWizardMachine = setup({
  types: {
    context: {} as RoiWizardContext,
    events: {} as RoiWizardEvent,
  },
  actions: {
    typeDraft: assign(({ context, event }) => {
      assertEvent(event, 'field.type');
      return {
        drafts: { ...context.drafts, [event.field]: event.text },
        adjustments: { ...context.adjustments, [event.field]: null },
      };
    }),
    slideTo: assign(({ context, event }) => {
      assertEvent(event, 'field.slide');
      return {
        inputs: { ...context.inputs, [event.field]: clampValue(event.field, event.value) },
        drafts: { ...context.drafts, [event.field]: null },
        adjustments: { ...context.adjustments, [event.field]: null },
      };
    }),
    commitField: assign(({ context, event }) => {
      assertEvent(event, 'field.commit');
      return commitDrafts(context, [event.field]);
    }),
    commitAll: assign(({ context }) => commitDrafts(context, roiFields)),
    restore: assign(({ event }) => {
      assertEvent(event, ['wizard.showVolume', 'wizard.showCosts', 'wizard.showResults']);
      return { inputs: clampInputs(event.inputs), drafts: noDrafts, adjustments: noAdjustments };
    }),
    writeUrl: (_, _params: { step: RoiStep }) => {},
    /** Tells the site's funnel that the visitor reached the results with Calculate Savings, and for how many calls. */
    reportResults: (_, _inputs: RoiInputs) => {},
  },
  guards: {
    changesInputs: ({ context, event }) => isShowEvent(event) && !sameInputs(context.inputs, clampInputs(event.inputs)),
  },
}).createMachine({
  id: 'roiWizard',
  context: { inputs: defaultRoiInputs, drafts: noDrafts, adjustments: noAdjustments },
  initial: 'callVolume',
  states: {
    callVolume: {
      entry: { type: 'writeUrl', params: { step: 'volume' } },
      on: {
        'field.type': { actions: 'typeDraft' },
        'field.slide': { actions: ['slideTo', { type: 'writeUrl', params: { step: 'volume' } }] },
        'field.commit': { actions: ['commitField', { type: 'writeUrl', params: { step: 'volume' } }] },
        'wizard.next': { target: 'costAssumptions', actions: 'commitAll' },
        'wizard.showVolume': { guard: 'changesInputs', actions: 'restore' },
        'wizard.showCosts': { target: 'costAssumptions', actions: 'restore' },
        'wizard.showResults': { target: 'results', actions: 'restore' },
      },
    },
    costAssumptions: {
      entry: { type: 'writeUrl', params: { step: 'costs' } },
      on: {
        'field.type': { actions: 'typeDraft' },
        'field.slide': { actions: ['slideTo', { type: 'writeUrl', params: { step: 'costs' } }] },
        'field.commit': { actions: ['commitField', { type: 'writeUrl', params: { step: 'costs' } }] },
        'wizard.back': { target: 'callVolume', actions: 'commitAll' },
        'wizard.next': {
          target: 'results',
          actions: ['commitAll', { type: 'reportResults', params: ({ context }) => context.inputs }],
        },
        'wizard.showVolume': { target: 'callVolume', actions: 'restore' },
        'wizard.showCosts': { guard: 'changesInputs', actions: 'restore' },
        'wizard.showResults': { target: 'results', actions: 'restore' },
      },
    },
    results: {
      entry: { type: 'writeUrl', params: { step: 'results' } },
      on: {
        'wizard.back': { target: 'costAssumptions' },
        'wizard.showVolume': { target: 'callVolume', actions: 'restore' },
        'wizard.showCosts': { target: 'costAssumptions', actions: 'restore' },
        'wizard.showResults': { guard: 'changesInputs', actions: 'restore' },
      },
    },
  },
});

export type RoiWizardSnapshot = SnapshotFrom<typeof roiWizardMachine>;
export type RoiWizardActor = ActorRefFrom<typeof roiWizardMachine>;

const stateOfStep = { volume: 'callVolume', costs: 'costAssumptions', results: 'results' } as const;

/** The step a snapshot is on. */
export function roiStep(snapshot: RoiWizardSnapshot): RoiStep {
  if (snapshot.matches('results')) return 'results';
  if (snapshot.matches('costAssumptions')) return 'costs';
  return 'volume';
}

/** A wizard opened straight at a step with given inputs, as a shared or reloaded URL asks. */
export const roiWizardSnapshotAt = (step: RoiStep, inputs: RoiInputs): RoiWizardSnapshot =>
  roiWizardMachine.resolveState({
    value: stateOfStep[step],
    context: { inputs: clampInputs(inputs), drafts: noDrafts, adjustments: noAdjustments },
  });

/** The text a field's box shows: the draft while typing, else the committed value. */
export const fieldText = (context: RoiWizardContext, field: RoiField): string =>
  context.drafts[field] ?? String(context.inputs[field]);

/** The number a field holds right now (its slider's position): non-numeric drafts count as 0. */
export const fieldValue = (context: RoiWizardContext, field: RoiField): number => {
  const draft = context.drafts[field];
  return draft === null ? context.inputs[field] : typingValue(draft);
};
