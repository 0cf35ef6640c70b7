import { welcomeMachine } from '../../machines/welcome/welcome.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  invokeFailed,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// The invited teammate's page: the link signs them in (an expired or used link says so, with nothing to fill in);
// they type a password of at least 8 characters twice; too short or two different ones are refused on Save with
// the reason, nothing sent, and typing clears the reason; the server's refusal is shown and what was typed is kept;
// once saved, the page says so and offers the sign-in.
const opened = { type: 'xstate.done.actor.openInvitation', output: { email: 'grace@example.com' } };
const linkFailed = invokeFailed('openInvitation', 'Email link is invalid or has expired');
const type = (field: 'password' | 'confirmation', value: string) => ({ type: 'field.change', field, value });
const submit = { type: 'form.submit' };
const saved = { type: 'xstate.done.actor.setPassword' };
const saveFailed = invokeFailed('setPassword', 'Password should be at least 6 characters.');

type Context = { email: string; password: string; confirmation: string; problem: string | null; failure: unknown };
const contextOf = (step: SpecStep) => step.snapshot.context as Context;

export const spec: MachineSpec = {
  flow: 'welcome',
  always: [
    {
      requirement: 'the link is taken once, when the page opens',
      check: (step) =>
        effectsNamed(step.effects, 'openInvitation').length === (step.event.type === 'xstate.init' ? 1 : 0),
    },
    {
      requirement: 'Save sends the password only when it has 8 characters or more and both boxes agree',
      check: (step) => {
        const sent = effectsNamed(step.effects, 'setPassword');
        const before = step.previous?.context as Context | undefined;
        if (step.event.type !== 'form.submit' || !step.previous?.matches('choosing') || !before) {
          return sent.length === 0;
        }
        const acceptable = before.password.length >= 8 && before.password === before.confirmation;
        return acceptable
          ? sent.length === 1 && same(sent[0]?.input, { password: before.password })
          : sent.length === 0;
      },
    },
    {
      requirement: 'a refused Save names the problem: too short first, then two different passwords',
      check: (step) => {
        if (step.event.type !== 'form.submit' || !step.snapshot.matches('choosing')) return true;
        const { password, confirmation, problem } = contextOf(step);
        return problem === (password.length < 8 ? 'short' : password !== confirmation ? 'different' : null);
      },
    },
    {
      requirement: 'typing clears the problem and keeps every other box',
      check: (step) => step.event.type !== 'field.change' || contextOf(step).problem === null,
    },
  ],
  states: {
    opening: [{ requirement: 'the page shows it is opening the link', check: (step) => step.snapshot.hasTag('busy') }],
    invalid: [
      {
        requirement: "a bad link says the server's reason and offers no form",
        check: (step) =>
          same(contextOf(step).failure, { reason: 'Email link is invalid or has expired' }) &&
          !step.snapshot.can(submit),
      },
    ],
    choosing: [
      {
        requirement: 'the form names the invited address',
        check: (step) => contextOf(step).email === 'grace@example.com',
      },
      {
        requirement: "a refused save shows the server's reason and keeps both passwords",
        check: (step) =>
          step.event.type !== 'xstate.error.actor.setPassword' ||
          (same(contextOf(step).failure, { reason: failureReason(step) }) &&
            contextOf(step).password === (step.previous?.context as Context).password),
      },
    ],
    saving: [{ requirement: 'while saving the form is busy', check: (step) => step.snapshot.hasTag('busy') }],
    saved: [{ requirement: 'saved, nothing more can be sent', check: (step) => !step.snapshot.can(submit) }],
  },
};

export const plan: MachinePathPlan = {
  machine: welcomeMachine,
  spec,
  events: [
    opened,
    linkFailed,
    type('password', 'short'),
    // Seven characters: one short of the rule, long enough for GoTrue's own floor of six.
    type('password', 'sevench'),
    type('confirmation', 'sevench'),
    type('password', 'a long password'),
    type('confirmation', 'a long password'),
    type('confirmation', 'another password'),
    submit,
    saved,
    saveFailed,
  ],
  scenarios: [
    [opened, type('password', 'short'), submit, type('password', 'a long password'), submit],
    [
      opened,
      type('password', 'a long password'),
      type('confirmation', 'a long password'),
      submit,
      saveFailed,
      submit,
      saved,
    ],
  ],
};
