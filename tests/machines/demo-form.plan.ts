import {
  DemoFieldRefusedError,
  demoFormMachine,
  DemoRequestRateLimitedError,
  type DemoRequest,
} from '../../machines/demo-form/demo-form.machine';
import type { DemoFormValues } from '../../machines/demo-form/demo-form-rules';
import { computeRoi } from '../../machines/roi-wizard/roi-model';
import type { RoiInputs } from '../../machines/roi-wizard/roi-inputs';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachinePathPlan, SampleEvent } from '../support/machine-paths';
import { effectsNamed, entered, foldHistory, same, type MachineSpec, type SpecStep } from '../support/machine-spec';

const openedAt = 1000;
const submittedAt = 9000;

// Written from the form's rules (its states, validation, messages and timing, the request id and the spam signals:
// docs/landing-page.md), not from the machine: `visitorModel` is what the visitor sees, folded from the path's events.
const blank: DemoFormValues = { firstName: '', lastName: '', email: '', phone: '', business: '' };
const open = ['idle', 'failure'];

// The ROI calculator's Book a Demo brings its inputs; the form shares the estimate unless left out.
const offered: RoiInputs = { calls: 2000, aht: 4, wage: 22 };

type VisitorModel = {
  values: DemoFormValues;
  sentId: string | null;
  changedSinceSent: boolean;
  attemptId: string;
  offered: RoiInputs | null;
  share: boolean;
};

function visitorModel(step: SpecStep): VisitorModel {
  const start: VisitorModel = {
    values: blank,
    sentId: null,
    changedSinceSent: false,
    attemptId: '',
    offered: null,
    share: true,
  };
  return foldHistory(step, start, (model, event, before, after) => {
    const wasOpen = open.some((state) => before?.matches(state as never) ?? false);
    if (event.type === 'form.change' && wasOpen) {
      const { field, value } = event as unknown as { field: keyof DemoFormValues; value: string };
      return { ...model, values: { ...model.values, [field]: value }, changedSinceSent: true };
    }
    if (event.type === 'case.offer' && wasOpen) {
      const { inputs } = event as unknown as { inputs: RoiInputs | null };
      if (same(inputs, model.offered)) return model;
      return { ...model, offered: inputs, share: true, changedSinceSent: true };
    }
    if ((event.type === 'case.leaveOut' || event.type === 'case.include') && wasOpen) {
      return { ...model, share: event.type === 'case.include', changedSinceSent: true };
    }
    if (event.type === 'form.submit' && wasOpen && after.matches('submitting')) {
      const { requestId } = event as unknown as { requestId: string };
      const attemptId = model.sentId !== null && !model.changedSinceSent ? model.sentId : requestId;
      return { ...model, sentId: attemptId, attemptId, changedSinceSent: false };
    }
    if (event.type.startsWith('xstate.after.') && before?.matches('success')) {
      return { ...model, values: blank, sentId: null, changedSinceSent: false, attemptId: '' };
    }
    return model;
  });
}

const complete = (values: DemoFormValues) => Object.values(values).every((value) => value.trim() !== '');
const errorOf = (step: SpecStep) => (step.event as unknown as { error: unknown }).error;

export const spec: MachineSpec = {
  flow: 'demo form',
  always: [
    {
      requirement: 'the form shows what the visitor typed until it clears after Sent!',
      check: (step) => same(step.snapshot.context.values, visitorModel(step).values),
    },
    {
      requirement: 'focusing the form warms up the sending',
      check: (step) => step.event.type !== 'form.focus' || effectsNamed(step.effects, 'warmUp').length === 1,
    },
    {
      requirement: "the visitor's first focus in the form tells the funnel the form was started, once",
      check: (step) => {
        const reported = step.allEffects.filter((effect) => effect.name === 'reportStarted').length;
        return reported === (step.events.some((event) => event.type === 'form.focus') ? 1 : 0);
      },
    },
    {
      requirement: 'each successful send tells the funnel the form was submitted, and nothing else does',
      check: (step) =>
        effectsNamed(step.effects, 'reportSent').length ===
        (step.event.type === 'xstate.done.actor.submitDemoRequest' && step.previous?.matches('submitting') ? 1 : 0),
    },
    {
      requirement: 'the form offers the estimate the address brought, shared unless the visitor left it out',
      check: (step) =>
        same(step.snapshot.context.offeredCase, visitorModel(step).offered) &&
        step.snapshot.context.shareCase === visitorModel(step).share,
    },
    {
      requirement: 'a submit with any field blank sends nothing (all five fields are required)',
      check: (step) =>
        step.event.type !== 'form.submit' ||
        !open.some((state) => step.previous?.matches(state as never)) ||
        step.snapshot.matches('submitting') === complete(step.previous?.context.values as DemoFormValues),
    },
    {
      requirement:
        'what the visitor types is kept for the tab as they type it (a language switch loses nothing), and forgotten once sent',
      check: (step) => {
        const kept = effectsNamed(step.effects, 'keepDraft').map((effect) => effect.input);
        if (step.event.type === 'form.change' && !step.snapshot.hasTag('locked')) {
          return same(kept, [step.snapshot.context.values]);
        }
        if (step.event.type === 'xstate.done.actor.submitDemoRequest') return same(kept, [blank]);
        return kept.length === 0;
      },
    },
  ],
  states: {
    idle: [
      { requirement: 'the Send button is enabled while the form is open', check: (s) => !s.snapshot.hasTag('locked') },
      { requirement: 'no error message shows before a failed send', check: (s) => s.snapshot.context.failure === null },
    ],
    submitting: [
      {
        requirement: "the button reads 'Sending...' and is disabled while sending",
        check: (s) => s.snapshot.hasTag('busy') && s.snapshot.hasTag('locked'),
      },
      {
        requirement:
          'a submit sends the typed values once, with the request id, honeypot, fill time and the ROI estimate unless left out',
        check: (step) => {
          const sent = effectsNamed(step.effects, 'submitDemoRequest');
          if (!entered(step, 'submitting')) return sent.length === 0;
          const model = visitorModel(step);
          const expected: DemoRequest = {
            values: model.values,
            requestId: model.attemptId,
            honeypot: '',
            fillMs: submittedAt - openedAt,
            // The estimate the calculator showed: its model's yearly savings, in whole dollars.
            businessCase:
              model.offered && model.share
                ? { ...model.offered, yearlySavings: Math.round(computeRoi(model.offered).netYearly) }
                : null,
          };
          return sent.length === 1 && same(sent[0]?.input, expected);
        },
      },
      {
        requirement: 'the error message goes away when the visitor tries again',
        check: (s) => s.snapshot.context.failure === null,
      },
    ],
    success: [
      {
        requirement: "the button reads 'Sent!' and stays disabled until the form clears",
        check: (s) => s.snapshot.hasTag('locked') && !s.snapshot.hasTag('busy'),
      },
    ],
    failure: [
      {
        requirement: 'after a failed send the Send button is enabled for a retry',
        check: (s) => !s.snapshot.hasTag('locked') && !s.snapshot.hasTag('busy'),
      },
      {
        requirement:
          "a refused request (429) says 'Too many requests', a field the database refused is marked, any other failure says 'Something went wrong'",
        check: (step) => {
          if (!entered(step, 'failure')) return true;
          const error = errorOf(step);
          const { failure, refusedField } = step.snapshot.context;
          if (error instanceof DemoFieldRefusedError) return failure === 'refused' && refusedField === error.field;
          return (
            failure === (error instanceof DemoRequestRateLimitedError ? 'rateLimited' : 'unavailable') &&
            refusedField === null
          );
        },
      },
      {
        requirement: 'the refused field stays marked until the visitor changes it',
        check: (step) =>
          step.event.type !== 'form.change' ||
          step.previous?.context.refusedField == null ||
          step.snapshot.context.refusedField ===
            ((step.event as unknown as { field: string }).field === step.previous.context.refusedField
              ? null
              : step.previous.context.refusedField),
      },
      {
        requirement: 'a failed send is reported with its error',
        check: (step) => {
          if (!entered(step, 'failure')) return true;
          const logged = effectsNamed(step.effects, 'reportFailure');
          return logged.length === 1 && same(logged[0]?.input, { error: errorOf(step) });
        },
      },
    ],
  },
  timers: [
    {
      requirement: 'the form clears 3000 ms after Sent!',
      from: 'success',
      to: 'idle',
      ms: 3000,
      then: (step) => same(step.snapshot.context.values, blank) && step.snapshot.context.failure === null,
    },
  ],
};

const estimateEvents = new Set(['case.offer', 'case.leaveOut', 'case.include']);

const filled: SampleEvent[] = [
  { type: 'form.change', field: 'firstName', value: 'Ada' },
  { type: 'form.change', field: 'lastName', value: 'Lovelace' },
  { type: 'form.change', field: 'email', value: 'ada@example.com' },
  { type: 'form.change', field: 'phone', value: '+1 555 0100' },
  { type: 'form.change', field: 'business', value: 'A dental clinic with 3 locations' },
];
const submit = { type: 'form.submit', requestId: 'request-1', at: submittedAt, honeypot: '' };
const resubmit = { type: 'form.submit', requestId: 'request-2', at: submittedAt, honeypot: '' };
const sent = { type: 'xstate.done.actor.submitDemoRequest' };
const refused = { type: 'xstate.error.actor.submitDemoRequest', error: new Error('insert failed') };
const cleared = { type: 'xstate.after.successReset.demoForm.success' };
const offer = { type: 'case.offer', inputs: offered };
const leaveOut = { type: 'case.leaveOut' };
const include = { type: 'case.include' };

const blankAndUnstarted = (snapshot: AnyMachineSnapshot) =>
  !snapshot.context.started && Object.values(snapshot.context.values as DemoFormValues).every((value) => value === '');

export const plan: MachinePathPlan = {
  machine: demoFormMachine,
  input: { openedAt },
  spec,
  // The estimate is a dimension of its own: the walk tries its choices on a blank form and after a failed send
  // (so every transition is taken), but does not cross each choice with every way of filling the form, which
  // multiplied the walk fourfold. The scenarios below carry each choice through a send instead. Whether the form
  // was focused yet changes only what the next focus reports, so the key keeps it only on a blank form too.
  stateKey: (snapshot) => {
    const { started, offeredCase, shareCase, ...rest } = snapshot.context as {
      started: boolean;
      offeredCase: unknown;
      shareCase: boolean;
      values: DemoFormValues;
    };
    const blankForm = Object.values(rest.values).every((value) => value === '');
    return {
      value: snapshot.value,
      context: rest,
      started: blankForm ? started : null,
      estimate: blankAndUnstarted(snapshot) ? { offeredCase, shareCase } : null,
    };
  },
  filterEvents: (snapshot, event) =>
    !estimateEvents.has(event.type) || snapshot.matches('failure') || blankAndUnstarted(snapshot),
  // Each choice of the estimate carried through a send, a failure and a retry.
  scenarios: [
    [offer, ...filled, submit, sent, cleared],
    [offer, leaveOut, ...filled, submit, sent],
    [offer, leaveOut, include, ...filled, submit, sent],
    [...filled, submit, refused, offer, resubmit, sent],
    [offer, ...filled, submit, refused, leaveOut, resubmit, refused, include, submit, sent],
    [offer, ...filled, submit, refused, resubmit, sent],
  ],
  events: [
    { type: 'form.change', field: 'firstName', value: 'Ada' },
    { type: 'form.change', field: 'lastName', value: 'Lovelace' },
    { type: 'form.change', field: 'email', value: 'ada@example.com' },
    { type: 'form.change', field: 'phone', value: '+1 555 0100' },
    { type: 'form.change', field: 'business', value: 'A dental clinic with 3 locations' },
    // Only spaces is blank: the form must not send it.
    { type: 'form.change', field: 'business', value: '   ' },
    { type: 'form.submit', requestId: 'request-1', at: submittedAt, honeypot: '' },
    // A second offered id: a retry of unchanged values must not take it.
    { type: 'form.submit', requestId: 'request-2', at: submittedAt, honeypot: '' },
    { type: 'form.focus' },
    { type: 'case.offer', inputs: offered },
    { type: 'case.leaveOut' },
    { type: 'case.include' },
    { type: 'xstate.done.actor.submitDemoRequest' },
    { type: 'xstate.error.actor.submitDemoRequest', error: new Error('insert failed') },
    { type: 'xstate.error.actor.submitDemoRequest', error: new DemoRequestRateLimitedError('Too many requests') },
    { type: 'xstate.error.actor.submitDemoRequest', error: new DemoFieldRefusedError('email', 'email shape') },
  ],
};
