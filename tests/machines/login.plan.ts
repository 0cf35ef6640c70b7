import { loginMachine, type LoginCredentials } from '../../machines/login/login.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  foldHistory,
  payload,
  same,
  wasIn,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Email and password are required; submitting shows 'Signing in...'; a failed login
// shows the server's message, otherwise 'Invalid email or password'; what was typed stays.
// Staff then give the 6-digit code of their authenticator app; someone without one, when the team requires two-step
// sign-in, first enrols one (QR code and key), then confirms it with a code. A refused code empties the box.
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
      requirement: 'a code is six digits (spaces allowed between them) before it is checked',
      check: (step) =>
        step.event.type !== 'form.submit' ||
        !(step.previous?.matches('code') || step.previous?.matches('confirming')) ||
        step.snapshot.matches('verifying') === /^\d{6}$/.test(step.previous.context.code.replace(/\s/g, '')),
    },
    {
      requirement: 'a refused code empties the box and says why, on the same step',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.verifyCode' ||
        (step.snapshot.context.code === '' &&
          step.snapshot.context.failure !== null &&
          step.snapshot.matches(step.snapshot.context.enrolment ? 'confirming' : 'code')),
    },
    {
      requirement: "a failed sign-in keeps the server's message (none when it is blank or supabase-js's '{}')",
      check: (step) => {
        if (!step.event.type.startsWith('xstate.error.actor.signIn')) return true;
        const message = payload<{ error: Error }>(step.event).error.message.trim();
        const reason = message !== '' && message !== '{}' ? message : null;
        return step.snapshot.matches('editing') && same(step.snapshot.context.failure, { reason });
      },
    },
  ],
  states: {
    code: [
      {
        requirement: 'after the password, the code of the person’s verified authenticator is asked for',
        check: (s) => !s.snapshot.hasTag('busy') && s.snapshot.context.factorId === 'factor-1',
      },
    ],
    enrolling: [
      { requirement: 'an authenticator is being set up', check: (s) => s.snapshot.hasTag('busy') },
      {
        requirement: 'enrolling starts once, when the team requires two-step sign-in and there is no authenticator',
        check: (step) => effectsNamed(step.effects, 'enrol').length === (entered(step, 'enrolling') ? 1 : 0),
      },
    ],
    confirming: [
      {
        requirement: 'the QR code and the key of the new authenticator show, with a box for its code',
        check: (s) => same(s.snapshot.context.enrolment, enrolment) && s.snapshot.context.factorId === 'factor-new',
      },
    ],
    verifying: [
      {
        requirement: "the button reads 'Verifying...' while the code is checked",
        check: (s) => s.snapshot.hasTag('busy'),
      },
      {
        requirement: 'the code is sent without spaces, for the factor asked about, once',
        check: (step) => {
          const sent = effectsNamed(step.effects, 'verifyCode');
          if (!entered(step, 'verifying')) return sent.length === 0;
          const { factorId, enrolment: enrolled } = step.snapshot.context;
          return sent.length === 1 && same(sent[0]?.input, { factorId, code: '123456', enrolling: enrolled !== null });
        },
      },
    ],
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
    signedIn: [
      { requirement: 'a successful sign-in ends the form', check: (s) => s.snapshot.status === 'done' },
      {
        requirement: 'the form ends only after the code, unless no second step was asked for',
        check: (step) =>
          wasIn(step, 'verifying') || same(payload<{ output: unknown }>(step.event).output, { next: 'none' }),
      },
    ],
  },
};

const enrolment = {
  factorId: 'factor-new',
  uri: 'otpauth://totp/Ringwise:admin%40example.com?secret=JBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXP',
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
    { type: 'xstate.done.actor.signIn', output: { next: 'code', factorId: 'factor-1' } },
    { type: 'xstate.done.actor.signIn', output: { next: 'enrol' } },
    { type: 'xstate.done.actor.signIn', output: { next: 'none' } },
    { type: 'xstate.done.actor.enrol', output: enrolment },
    { type: 'xstate.error.actor.enrol', error: new Error('MFA enroll is disabled for TOTP') },
    { type: 'code.change', value: '123 456' },
    { type: 'code.change', value: '12345' },
    { type: 'xstate.done.actor.verifyCode' },
    { type: 'xstate.error.actor.verifyCode', error: new Error('Invalid TOTP code entered') },
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
      { type: 'xstate.done.actor.signIn', output: { next: 'code', factorId: 'factor-1' } },
      { type: 'code.change', value: '123 456' },
      { type: 'form.submit' },
      { type: 'xstate.error.actor.verifyCode', error: new Error('Invalid TOTP code entered') },
      { type: 'code.change', value: '123 456' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.verifyCode' },
    ],
    [
      { type: 'field.change', field: 'email', value: ' admin@example.com ' },
      { type: 'field.change', field: 'password', value: 'local-admin-password' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.signIn', output: { next: 'enrol' } },
      { type: 'xstate.done.actor.enrol', output: enrolment },
      { type: 'code.change', value: '123 456' },
      { type: 'form.submit' },
      { type: 'xstate.error.actor.verifyCode', error: new Error('Invalid TOTP code entered') },
      { type: 'code.change', value: '123 456' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.verifyCode' },
    ],
  ],
};
