import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';

export type DemoFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  business: string;
};

export type DemoFormField = keyof DemoFormValues;

export type DemoFormEvent =
  { type: 'form.change'; field: DemoFormField; value: string } | { type: 'form.submit' } | { type: 'form.focus' };

export const emptyDemoForm: DemoFormValues = { firstName: '', lastName: '', email: '', phone: '', business: '' };

/** Every field is required (spec §5); the browser checks the email and tel formats before submit. */
export const isDemoFormComplete = (values: DemoFormValues): boolean =>
  Object.values(values).every((value) => value.trim() !== '');

/** How long 'Sent!' and the thank-you message stay before the form clears (spec §9). */
export const successResetMs = 3000;

/**
 * The landing page's demo request. A failed send keeps what the visitor typed so a retry is one
 * click; a successful one thanks them, then clears the form for the next visitor. Touching the form
 * warms up the sending, so the send itself is quick.
 */
export const demoFormMachine = setup({
  types: {
    context: {} as { values: DemoFormValues },
    events: {} as DemoFormEvent,
  },
  actors: {
    submitDemoRequest: fromPromise<void, DemoFormValues>(notProvided('submitDemoRequest')),
  },
  actions: {
    updateField: assign({
      values: ({ context, event }) =>
        event.type === 'form.change' ? { ...context.values, [event.field]: event.value } : context.values,
    }),
    clearForm: assign({ values: emptyDemoForm }),
    /** Gets the sending ready (the app fetches supabase-js) while the visitor is still typing. */
    warmUp: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isComplete: ({ context }) => isDemoFormComplete(context.values),
  },
  delays: { successReset: successResetMs },
}).createMachine({
  id: 'demoForm',
  context: { values: emptyDemoForm },
  on: { 'form.focus': { actions: 'warmUp' } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'form.change': { actions: 'updateField' },
        'form.submit': { guard: 'isComplete', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy', 'locked'],
      invoke: {
        id: 'submitDemoRequest',
        src: 'submitDemoRequest',
        input: ({ context }) => context.values,
        onDone: { target: 'success' },
        onError: {
          target: 'failure',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    success: {
      tags: ['locked'],
      after: { successReset: { target: 'idle', actions: 'clearForm' } },
    },
    failure: {
      on: {
        'form.change': { actions: 'updateField' },
        'form.submit': { guard: 'isComplete', target: 'submitting' },
      },
    },
  },
});
