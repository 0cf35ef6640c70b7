import { loginMachine, type LoginCredentials } from '../../machines/login/login.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  foldHistory,
  payload,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Email and password are required; submitting shows 'Signing in...'; a failed login
// shows the server's message, otherwise 'Invalid email or password'; what was typed stays.
const typed = (step: SpecStep) =>
  foldHistory<LoginCredentials>(step, { email: '', password: '' }, (credentials, event, before) =>
    event.type === 'field.change' && before?.matches('editing')
      ? { ...credentials, ...{ [payload<{ field: string }>(event).field]: payload<{ value: string }>(event).value } }
      : credentials,
  );

const complete = ({ email, password }: LoginCredentials) => email.trim() !== '' && password !== '';

export const spec: MachineSpec = {
  flow: 'login',
  always: [
    {
      requirement: 'the form keeps what was typed, through a failed sign-in',
      check: (step) => same(step.snapshot.context.credentials, typed(step)),
    },
    {
      requirement: 'email and password are required before signing in',
      check: (step) =>
        step.event.type !== 'form.submit' ||
        !step.previous?.matches('editing') ||
        step.snapshot.matches('submitting') === complete(typed(step)),
    },
    {
      requirement: "a failed sign-in keeps the server's message (none when it is blank or supabase-js's '{}')",
      check: (step) => {
        if (!step.event.type.startsWith('xstate.error.actor.')) return true;
        const message = payload<{ error: Error }>(step.event).error.message.trim();
        const reason = message !== '' && message !== '{}' ? message : null;
        return step.snapshot.matches('editing') && same(step.snapshot.context.failure, { reason });
      },
    },
  ],
  states: {
    editing: [{ requirement: "the button reads 'Sign in' while editing", check: (s) => !s.snapshot.hasTag('busy') }],
    submitting: [
      { requirement: "the button reads 'Signing in...' while signing in", check: (s) => s.snapshot.hasTag('busy') },
      { requirement: 'a new attempt clears the last error', check: (s) => s.snapshot.context.failure === null },
      {
        requirement: 'signing in sends the typed email (trimmed) and password, once',
        check: (step) => {
          const sent = effectsNamed(step.effects, 'signIn');
          if (!entered(step, 'submitting')) return sent.length === 0;
          const { email, password } = typed(step);
          return sent.length === 1 && same(sent[0]?.input, { email: email.trim(), password });
        },
      },
    ],
    signedIn: [{ requirement: 'a successful sign-in ends the form', check: (s) => s.snapshot.status === 'done' }],
  },
};

export const plan: MachinePathPlan = {
  machine: loginMachine,
  spec,
  events: [
    { type: 'field.change', field: 'email', value: ' admin@example.com ' },
    // Spaces only is no email.
    { type: 'field.change', field: 'email', value: '   ' },
    { type: 'field.change', field: 'password', value: 'local-admin-password' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.signIn' },
    { type: 'xstate.error.actor.signIn', error: new Error('Invalid login credentials') },
    // supabase-js 2.109 turns a bodiless 5xx into "{}".
    { type: 'xstate.error.actor.signIn', error: new Error('{}') },
    { type: 'xstate.error.actor.signIn', error: new Error('   ') },
  ],
  scenarios: [
    [
      { type: 'field.change', field: 'email', value: ' admin@example.com ' },
      { type: 'field.change', field: 'password', value: 'local-admin-password' },
      { type: 'form.submit' },
      { type: 'xstate.error.actor.signIn', error: new Error('Invalid login credentials') },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.signIn' },
    ],
  ],
};
