import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { typingValue, type NumberAdjustment } from '../pricing/number-input';
import {
  clampInputs,
  clampValue,
  commitText,
  defaultRoiInputs,
  roiFields,
  type RoiField,
  type RoiInputs,
} from './roi-inputs';

/** The wizard's steps as the URL names them (`?step=`). */
export type RoiStep = 'volume' | 'costs' | 'results';

type PerField<T> = Record<RoiField, T>;

/** Why a field holds another number than was typed, and the number it explains. */
export type FieldNote = { adjustment: NumberAdjustment; value: number };

export type RoiWizardContext = {
  /** The inputs the address holds: always inside their ranges, and what the results show. */
  inputs: RoiInputs;
  /** Text of a field being typed in, until it loses focus. */
  drafts: PerField<string | null>;
  /** Why a committed value differs from what was typed, while the field holds that value and is not edited again. */
  notes: PerField<FieldNote | null>;
};

/** Where the wizard stands in the address bar: the step and the committed inputs. */
export type RoiAddress = { step: RoiStep; inputs: RoiInputs };

export type RoiWizardEvent =
  | { type: 'field.type'; field: RoiField; text: string }
  | { type: 'field.slide'; field: RoiField; value: number }
  | { type: 'field.commit'; field: RoiField }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  /** The address names a step and inputs: every navigation to /roi (the wizard's own, a link, Back, Forward). */
  | ({ type: 'address.set' } & RoiAddress);

/** How the wizard asks for an address: a new step is a new history entry, an edited input replaces the entry. */
export type RoiNavigation = RoiAddress & { replace: boolean };

const noDrafts: PerField<string | null> = { calls: null, aht: null, wage: null };
const noNotes: PerField<FieldNote | null> = { calls: null, aht: null, wage: null };

/** The inputs with the drafts of `fields` committed (clamped into range), and the notes saying why. */
function committed(context: RoiWizardContext, fields: readonly RoiField[]): Omit<RoiWizardContext, 'drafts'> {
  const inputs = { ...context.inputs };
  const notes = { ...context.notes };
  for (const field of fields) {
    const draft = context.drafts[field];
    if (draft === null) continue;
    const { value, adjustment } = commitText(field, draft);
    inputs[field] = value;
    notes[field] = adjustment === null ? null : { adjustment, value };
  }
  return { inputs, notes };
}

/** Asks for another step's address, a new history entry, with the drafts of `fields` committed. */
const navigateTo = (step: RoiStep, fields: readonly RoiField[] = roiFields) =>
  ({
    type: 'navigate',
    params: ({ context }: { context: RoiWizardContext }): RoiNavigation => ({
      step,
      inputs: committed(context, fields).inputs,
      replace: false,
    }),
  }) as const;

/** Asks for the address with a slider's number in its field, replacing the entry. */
const slideTo = (step: RoiStep) =>
  ({
    type: 'navigate',
    params: ({ context, event }: { context: RoiWizardContext; event: RoiWizardEvent }): RoiNavigation => {
      assertEvent(event, 'field.slide');
      return {
        step,
        inputs: { ...context.inputs, [event.field]: clampValue(event.field, event.value) },
        replace: true,
      };
    },
  }) as const;

/** Asks for the address with a field's draft committed, replacing the entry. */
const commitTo = (step: RoiStep) =>
  ({
    type: 'navigate',
    params: ({ context, event }: { context: RoiWizardContext; event: RoiWizardEvent }): RoiNavigation => {
      assertEvent(event, 'field.commit');
      return { step, inputs: committed(context, [event.field]).inputs, replace: true };
    },
  }) as const;

/** The address's inputs; a field that now holds another number loses its text and a note that explained another. */
function followAddress(context: RoiWizardContext, address: RoiInputs): RoiWizardContext {
  const inputs = clampInputs(address);
  const drafts = { ...context.drafts };
  const notes = { ...context.notes };
  for (const field of roiFields) {
    if (inputs[field] !== context.inputs[field]) drafts[field] = null;
    if (notes[field]?.value !== inputs[field]) notes[field] = null;
  }
  return { inputs, drafts, notes };
}

/**
 * The public ROI calculator: three steps as states, the inputs in context. Typing keeps the text
 * as a draft; leaving the field (or the step) commits it, clamped into range. The address bar holds
 * the step and the committed inputs, and the wizard takes both only from it: a choice asks for an address
 * (`navigate`), and `address.set`, which the page sends for every navigation to /roi, moves the wizard there.
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
        notes: { ...context.notes, [event.field]: null },
      };
    }),
    // The slider's number reaches the field through the address; what was typed and its note go now.
    forgetField: assign(({ context }, field: RoiField) => ({
      drafts: { ...context.drafts, [field]: null },
      notes: { ...context.notes, [field]: null },
    })),
    commitField: assign(({ context, event }) => {
      assertEvent(event, 'field.commit');
      return { notes: committed(context, [event.field]).notes, drafts: { ...context.drafts, [event.field]: null } };
    }),
    commitAll: assign(({ context }) => ({ notes: committed(context, roiFields).notes, drafts: noDrafts })),
    follow: assign(({ context }, inputs: RoiInputs) => followAddress(context, inputs)),
    /** Asks the router for the address of a step and inputs; the router answers with `address.set`. */
    navigate: (_, _navigation: RoiNavigation) => {},
    /** Tells the site's funnel that the visitor reached the results with Calculate Savings, and for how many calls. */
    reportResults: (_, _inputs: RoiInputs) => {},
  },
  guards: {
    names: (_, { step, wanted }: { step: RoiStep; wanted: RoiStep }) => step === wanted,
  },
}).createMachine({
  id: 'roiWizard',
  context: { inputs: defaultRoiInputs, drafts: noDrafts, notes: noNotes },
  initial: 'callVolume',
  on: {
    'address.set': [
      {
        guard: { type: 'names', params: ({ event }) => ({ step: event.step, wanted: 'costs' }) },
        target: '.costAssumptions',
        actions: { type: 'follow', params: ({ event }) => event.inputs },
      },
      {
        guard: { type: 'names', params: ({ event }) => ({ step: event.step, wanted: 'results' }) },
        target: '.results',
        actions: { type: 'follow', params: ({ event }) => event.inputs },
      },
      { target: '.callVolume', actions: { type: 'follow', params: ({ event }) => event.inputs } },
    ],
  },
  states: {
    callVolume: {
      on: {
        'field.type': { actions: 'typeDraft' },
        'field.slide': { actions: [slideTo('volume'), { type: 'forgetField', params: ({ event }) => event.field }] },
        'field.commit': { actions: [commitTo('volume'), 'commitField'] },
        'wizard.next': { actions: [navigateTo('costs'), 'commitAll'] },
      },
    },
    costAssumptions: {
      on: {
        'field.type': { actions: 'typeDraft' },
        'field.slide': { actions: [slideTo('costs'), { type: 'forgetField', params: ({ event }) => event.field }] },
        'field.commit': { actions: [commitTo('costs'), 'commitField'] },
        'wizard.back': { actions: [navigateTo('volume'), 'commitAll'] },
        'wizard.next': {
          actions: [
            { type: 'reportResults', params: ({ context }) => committed(context, roiFields).inputs },
            navigateTo('results'),
            'commitAll',
          ],
        },
      },
    },
    results: {
      // The results have no fields: leaving them commits nothing.
      on: { 'wizard.back': { actions: navigateTo('costs', []) } },
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
    context: { inputs: clampInputs(inputs), drafts: noDrafts, notes: noNotes },
  });

/** The text a field's box shows: the draft while typing, else the committed value. */
export const fieldText = (context: RoiWizardContext, field: RoiField): string =>
  context.drafts[field] ?? String(context.inputs[field]);

/** The number a field holds right now (its slider's position): non-numeric drafts count as 0. */
export const fieldValue = (context: RoiWizardContext, field: RoiField): number => {
  const draft = context.drafts[field];
  return draft === null ? context.inputs[field] : typingValue(draft);
};
