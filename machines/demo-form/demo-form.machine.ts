import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { businessCaseOf, type BusinessCase } from '../growth/business-case';
import { notProvided } from '../not-provided';
import { sameInputs, type RoiInputs } from '../roi-wizard/roi-inputs';
import { failureOf, reportFailure } from '../failure-report';
import { isDemoFormSendable, type DemoFormField, type DemoFormValues } from './demo-form-rules';

/**
 * What one attempt sends. `requestId` stays the same across retries of the same values, so the database
 * stores a retried request once; `honeypot` and `fillMs` let it flag a bot's request as spam. `businessCase`
 * is the ROI estimate the visitor brought from the calculator, unless they left it out.
 */
export type DemoRequest = {
  values: DemoFormValues;
  requestId: string;
  honeypot: string;
  fillMs: number;
  businessCase: BusinessCase | null;
};

/**
 * `requestId` is a fresh id the page offers with every submit; the machine takes it only when the values
 * changed since the last attempt. `at` is when the visitor submitted, on the clock of the form's `openedAt`.
 */
export type DemoFormEvent =
  | { type: 'form.change'; field: DemoFormField; value: string }
  | { type: 'form.submit'; requestId: string; at: number; honeypot: string }
  | { type: 'form.focus' }
  | { type: 'case.offer'; inputs: RoiInputs | null }
  | { type: 'case.leaveOut' }
  | { type: 'case.include' };

/** Why a send failed, as the visitor is told: too many requests from them, a field the database refused, or anything else. */
export type DemoFormFailure = 'rateLimited' | 'refused' | 'unavailable';

/** Thrown by the binding when the server refuses the request for its rate limits (HTTP 429). */
export class DemoRequestRateLimitedError extends Error {
  override name = 'DemoRequestRateLimitedError';
}

/** Thrown by the binding when the database refuses one field's value (one of its check constraints). */
export class DemoFieldRefusedError extends Error {
  override name = 'DemoFieldRefusedError';
  constructor(
    readonly field: DemoFormField,
    message: string,
  ) {
    super(message);
  }
}

export const emptyDemoForm: DemoFormValues = { firstName: '', lastName: '', email: '', phone: '', business: '' };

/** How long 'Sent!' and the thank-you message stay before the form clears. */
export const successResetMs = 3000;

type DemoFormContext = {
  values: DemoFormValues;
  /** The id of the values last sent; null until the first attempt and after any change. */
  requestId: string | null;
  /** When the form first rendered, on the clock of the submit events' `at`. */
  openedAt: number;
  honeypot: string;
  fillMs: number;
  failure: DemoFormFailure | null;
  /** The field the database refused on the last send, until the visitor changes it. */
  refusedField: DemoFormField | null;
  /** The ROI calculator's inputs the page's address brought along, if any. */
  offeredCase: RoiInputs | null;
  /** Whether the visitor lets the estimate go with the request (the form says it will, and offers to leave it out). */
  shareCase: boolean;
  /** Whether the visitor has put the focus in the form yet. */
  started: boolean;
};

/** The estimate a submit would send now: the offered one, priced by the calculator's model, unless left out. */
export const sharedCase = (context: Pick<DemoFormContext, 'offeredCase' | 'shareCase'>): BusinessCase | null =>
  context.offeredCase && context.shareCase ? businessCaseOf(context.offeredCase) : null;

/**
 * The landing page's demo request. A failed send keeps what the visitor typed so a retry is one
 * click, and sends it under the same request id; a successful one thanks them, then clears the form
 * for the next visitor. A submit while one is being sent is ignored, so a double click sends once.
 * Touching the form warms up the sending, so the send itself is quick. The first touch and a successful send are
 * reported to the site's funnel. An ROI estimate the address brought along goes with the request unless the
 * visitor leaves it out.
 */
export const demoFormMachine = setup({
  types: {
    context: {} as DemoFormContext,
    events: {} as DemoFormEvent,
    input: {} as { openedAt: number; offeredCase?: RoiInputs | null },
  },
  actors: {
    submitDemoRequest: fromPromise<void, DemoRequest>(notProvided('submitDemoRequest')),
  },
  actions: {
    updateField: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return { ...context.values, [event.field]: event.value };
      },
    }),
    forgetRequestId: assign({ requestId: null }),
    /** Keeps what the form holds for the tab, so a language switch (a new page) loses nothing typed. */
    keepDraft: (_, _values: DemoFormValues) => {},
    startAttempt: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      return {
        requestId: context.requestId ?? event.requestId,
        honeypot: event.honeypot,
        fillMs: Math.max(0, Math.round(event.at - context.openedAt)),
        failure: null,
        refusedField: null,
      };
    }),
    recordFailure: assign((_, params: { error: unknown }) => {
      const { error } = params;
      if (error instanceof DemoFieldRefusedError) return { failure: 'refused' as const, refusedField: error.field };
      return {
        failure: error instanceof DemoRequestRateLimitedError ? ('rateLimited' as const) : ('unavailable' as const),
      };
    }),
    /** Changing the refused field is the visitor's answer to the refusal; its mark goes. */
    forgetRefusal: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return event.field === context.refusedField ? { refusedField: null } : {};
    }),
    clearForm: assign({ values: emptyDemoForm, requestId: null, failure: null, refusedField: null }),
    /** Gets the sending ready (the app fetches supabase-js) while the visitor is still typing. */
    warmUp: () => {},
    markStarted: assign({ started: true }),
    /** Tells the site's funnel that the visitor started the form (first focus) or sent it. */
    reportStarted: () => {},
    reportSent: () => {},
    offerCase: assign({
      offeredCase: (_, inputs: RoiInputs | null) => inputs,
      shareCase: true,
    }),
    leaveCaseOut: assign({ shareCase: false }),
    includeCase: assign({ shareCase: true }),
    reportFailure,
  },
  guards: {
    isSendable: ({ context }) => isDemoFormSendable(context.values),
    isFirstFocus: ({ context }) => !context.started,
    changesCase: ({ context }, inputs: RoiInputs | null) =>
      inputs === null || context.offeredCase === null
        ? inputs !== context.offeredCase
        : !sameInputs(inputs, context.offeredCase),
  },
  delays: { successReset: successResetMs },
}).createMachine({
  id: 'demoForm',
  context: ({ input }) => ({
    values: emptyDemoForm,
    requestId: null,
    openedAt: input.openedAt,
    honeypot: '',
    fillMs: 0,
    failure: null,
    refusedField: null,
    offeredCase: input.offeredCase ?? null,
    shareCase: true,
    started: false,
  }),
  on: {
    'form.focus': [
      { guard: 'isFirstFocus', actions: ['warmUp', 'markStarted', 'reportStarted'] },
      { actions: 'warmUp' },
    ],
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'form.change': { actions: ['updateField', { type: 'keepDraft', params: ({ context }) => context.values }] },
        'case.offer': {
          guard: { type: 'changesCase', params: ({ event }) => event.inputs },
          actions: { type: 'offerCase', params: ({ event }) => event.inputs },
        },
        'case.leaveOut': { actions: 'leaveCaseOut' },
        'case.include': { actions: 'includeCase' },
        'form.submit': { guard: 'isSendable', target: 'submitting', actions: 'startAttempt' },
      },
    },
    submitting: {
      tags: ['busy', 'locked'],
      invoke: {
        id: 'submitDemoRequest',
        src: 'submitDemoRequest',
        input: ({ context }) => {
          // startAttempt, on every way in, has set it; this narrows the type.
          if (context.requestId === null) throw new Error('submitting without a request id');
          const { values, requestId, honeypot, fillMs } = context;
          return { values, requestId, honeypot, fillMs, businessCase: sharedCase(context) };
        },
        onDone: { target: 'success', actions: ['reportSent', { type: 'keepDraft', params: () => emptyDemoForm }] },
        onError: {
          target: 'failure',
          actions: [
            { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    success: {
      tags: ['locked'],
      after: { successReset: { target: 'idle', actions: 'clearForm' } },
    },
    failure: {
      on: {
        'form.change': {
          actions: [
            'updateField',
            'forgetRequestId',
            'forgetRefusal',
            { type: 'keepDraft', params: ({ context }) => context.values },
          ],
        },
        // What a request carries is part of its values: a retry with another estimate is another request.
        'case.offer': {
          guard: { type: 'changesCase', params: ({ event }) => event.inputs },
          actions: [{ type: 'offerCase', params: ({ event }) => event.inputs }, 'forgetRequestId'],
        },
        'case.leaveOut': { actions: ['leaveCaseOut', 'forgetRequestId'] },
        'case.include': { actions: ['includeCase', 'forgetRequestId'] },
        'form.submit': { guard: 'isSendable', target: 'submitting', actions: 'startAttempt' },
      },
    },
  },
});
