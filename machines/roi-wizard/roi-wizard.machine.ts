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

export type RoiWizardContext = {
  /** Committed inputs: always inside their ranges, and what the URL and the results show. */
  inputs: RoiInputs;
  /** Text of a field being typed in, until it loses focus. */
  drafts: PerField<string | null>;
  /** Why a committed value differs from what was typed, until the field is edited again. */
  adjustments: PerField<NumberAdjustment | null>;
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

/** How the wizard changes the address: a new step is a new history entry, an edited input replaces the entry. */
export type RoiNavigation = RoiAddress & { replace: boolean };

/** The wizard's write of the address: its step and committed inputs, replacing the entry for an edit within a step. */
const writeAddress = (step: RoiStep, replace: boolean) =>
  ({
    type: 'writeUrl',
    params: ({ context }: { context: RoiWizardContext }): RoiNavigation => ({ step, inputs: context.inputs, replace }),
  }) as const;

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

/** The text of a field the address gives another number is no longer what the field holds: it goes, with its note. */
function followAddress(context: RoiWizardContext, address: RoiInputs): Partial<RoiWizardContext> {
  const inputs = clampInputs(address);
  const drafts = { ...context.drafts };
  const adjustments = { ...context.adjustments };
  for (const field of roiFields) {
    if (inputs[field] === context.inputs[field]) continue;
    drafts[field] = null;
    adjustments[field] = null;
  }
  return { inputs, drafts, adjustments };
}

/**
 * The public ROI calculator: three steps as states, the inputs in context. Typing keeps the text
 * as a draft; leaving the field (or the step) commits it, clamped into range. The address bar holds
 * the step and the committed inputs: the wizard changes it through `writeUrl` only, and follows it
 * through `address.set`, which the page sends for every navigation to /roi, the wizard's own
 * included (that one names what the wizard already shows, so following it changes nothing).
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
    follow: assign(({ context }, inputs: RoiInputs) => followAddress(context, inputs)),
    /** Puts the step and the committed inputs into the address bar. */
    writeUrl: (_, _navigation: RoiNavigation) => {},
    /** Tells the site's funnel that the visitor reached the results with Calculate Savings, and for how many calls. */
    reportResults: (_, _inputs: RoiInputs) => {},
  },
  guards: {
    names: (_, { step, wanted }: { step: RoiStep; wanted: RoiStep }) => step === wanted,
  },
}).createMachine({
  id: 'roiWizard',
  context: { inputs: defaultRoiInputs, drafts: noDrafts, adjustments: noAdjustments },
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
        'field.slide': {
          actions: ['slideTo', writeAddress('volume', true)],
        },
        'field.commit': {
          actions: ['commitField', writeAddress('volume', true)],
        },
        'wizard.next': {
          target: 'costAssumptions',
          actions: ['commitAll', writeAddress('costs', false)],
        },
      },
    },
    costAssumptions: {
      on: {
        'field.type': { actions: 'typeDraft' },
        'field.slide': {
          actions: ['slideTo', writeAddress('costs', true)],
        },
        'field.commit': {
          actions: ['commitField', writeAddress('costs', true)],
        },
        'wizard.back': {
          target: 'callVolume',
          actions: ['commitAll', writeAddress('volume', false)],
        },
        'wizard.next': {
          target: 'results',
          actions: [
            'commitAll',
            { type: 'reportResults', params: ({ context }) => context.inputs },
            writeAddress('results', false),
          ],
        },
      },
    },
    results: {
      on: {
        'wizard.back': {
          target: 'costAssumptions',
          actions: writeAddress('costs', false),
        },
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
