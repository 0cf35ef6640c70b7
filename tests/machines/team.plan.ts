import { teamMachine, type MemberChange, type TeamMember } from '../../machines/team/team.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  invokeFailed,
  payload,
  reportsFailuresOf,
  same,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// The Team screen: the staff list loads, and a failed load says why and offers Retry. An admin invites by email with
// a role, changes a role, reactivates, at once; a deactivation or a two-step reset (each signs the person out or
// locks them out of their authenticator) waits for the admin to confirm, and Cancel changes nothing. One thing at a
// time: while one is sent, nothing else is. What the server answers replaces the person in the list (admins first,
// then by address); a failure says the server's reason and keeps the list as it was.
const admin: TeamMember = {
  id: 'a1',
  email: 'ada@example.com',
  role: 'admin',
  twoStep: true,
  lastSignInAt: '2026-11-27T10:00:00Z',
  invited: false,
  deactivated: false,
};
const sales: TeamMember = { ...admin, id: 's1', email: 'sam@example.com', role: 'sales' };
const invitee: TeamMember = {
  ...sales,
  id: 'n1',
  email: 'grace@example.com',
  twoStep: false,
  lastSignInAt: null,
  invited: true,
};

const loaded = { type: 'xstate.done.actor.loadTeam', output: [admin, sales] };
const loadFailed = invokeFailed('loadTeam', 'Only admins may manage the team.');
const invite = { type: 'team.invite', invitation: { email: invitee.email, role: 'sales' } };
const invited = { type: 'xstate.done.actor.inviteMember', output: invitee };
const inviteFailed = invokeFailed('inviteMember', 'That address already has an account.');
const change = (change: MemberChange) => ({ type: 'team.change', change });
const promote = change({ action: 'setRole', userId: sales.id, role: 'admin' });
const deactivate = change({ action: 'deactivate', userId: sales.id });
const reset = change({ action: 'resetTwoStep', userId: sales.id });
const reactivate = change({ action: 'reactivate', userId: sales.id });
const promoted = { type: 'xstate.done.actor.changeMember', output: { ...sales, role: 'admin' } };
const deactivated = { type: 'xstate.done.actor.changeMember', output: { ...sales, deactivated: true } };
const changeFailed = invokeFailed('changeMember', 'Failed to fetch');

type Context = {
  members: TeamMember[];
  failure: { reason: string | null } | null;
  pending: MemberChange | null;
  done: { action: string; member: TeamMember } | null;
};
const contextOf = (step: SpecStep) => step.snapshot.context as Context;
const previousContext = (step: SpecStep) => step.previous?.context as Context | undefined;

const ordered = (members: TeamMember[]) =>
  members.every((member, index) => {
    const next = members[index + 1];
    if (!next) return true;
    if (member.role !== next.role) return member.role === 'admin';
    return member.email.localeCompare(next.email) < 0;
  });

const busyElse = [invite, promote, deactivate, reactivate];

export const spec: MachineSpec = {
  flow: 'team',
  always: [
    reportsFailuresOf('loadTeam'),
    {
      requirement: 'the list is read when the screen opens and again on Retry only',
      check: (step) => {
        const loads = effectsNamed(step.effects, 'loadTeam').length;
        const retry = step.event.type === 'team.retry' && step.previous?.matches('failed') === true;
        return loads === (step.event.type === 'xstate.init' || retry ? 1 : 0);
      },
    },
    {
      requirement: 'an invitation is sent at once with the address and role typed',
      check: (step) => {
        const sent = effectsNamed(step.effects, 'inviteMember');
        if (step.event.type !== 'team.invite' || !step.previous?.matches('ready')) return sent.length === 0;
        return sent.length === 1 && same(sent[0]?.input, payload<{ invitation: unknown }>(step.event).invitation);
      },
    },
    {
      requirement: 'a role change or a reactivation is sent at once; a deactivation or reset only once confirmed',
      check: (step) => {
        const sent = effectsNamed(step.effects, 'changeMember');
        if (step.event.type === 'team.confirm' && step.previous?.matches('confirming')) {
          return sent.length === 1 && same(sent[0]?.input, previousContext(step)?.pending);
        }
        if (step.event.type !== 'team.change' || !step.previous?.matches('ready')) return sent.length === 0;
        const { change } = payload<{ change: MemberChange }>(step.event);
        const confirmFirst = change.action === 'deactivate' || change.action === 'resetTwoStep';
        return confirmFirst ? sent.length === 0 : sent.length === 1 && same(sent[0]?.input, change);
      },
    },
    {
      requirement: "the server's answer replaces the person in the list, admins first then by address",
      check: (step) => {
        const type = step.event.type;
        if (type !== 'xstate.done.actor.inviteMember' && type !== 'xstate.done.actor.changeMember') {
          return ordered(contextOf(step).members);
        }
        const answer = payload<{ output: TeamMember }>(step.event).output;
        const members = contextOf(step).members;
        return (
          ordered(members) &&
          members.filter((member) => member.id === answer.id).length === 1 &&
          same(
            members.find((member) => member.id === answer.id),
            answer,
          ) &&
          contextOf(step).done?.member === answer
        );
      },
    },
    {
      requirement: "a failed invitation or change keeps the server's reason and the list as it was",
      check: (step) => {
        const type = step.event.type;
        if (type !== 'xstate.error.actor.inviteMember' && type !== 'xstate.error.actor.changeMember') return true;
        return (
          step.snapshot.matches('ready') &&
          same(contextOf(step).failure, { reason: failureReason(step) }) &&
          same(contextOf(step).members, previousContext(step)?.members) &&
          contextOf(step).done === null
        );
      },
    },
  ],
  states: {
    loading: [{ requirement: 'the list shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
    failed: [
      {
        requirement: 'a failed load says why and offers Retry',
        check: (step) => step.snapshot.can({ type: 'team.retry' }) && step.snapshot.context.loadFailure !== null,
      },
    ],
    confirming: [
      {
        requirement: 'while the admin confirms, nothing else can be sent, and Cancel is offered',
        check: (step) =>
          busyElse.every((event) => !step.snapshot.can(event)) && step.snapshot.can({ type: 'team.cancel' }),
      },
    ],
    inviting: [
      {
        requirement: 'while an invitation is sent, nothing else is',
        check: (step) => step.snapshot.hasTag('busy') && busyElse.every((event) => !step.snapshot.can(event)),
      },
    ],
    changing: [
      {
        requirement: 'while a change is sent, nothing else is',
        check: (step) => step.snapshot.hasTag('busy') && busyElse.every((event) => !step.snapshot.can(event)),
      },
    ],
    ready: [
      {
        requirement: 'Cancel leaves the list and the person as they were',
        check: (step) =>
          step.event.type !== 'team.cancel' || same(contextOf(step).members, previousContext(step)?.members),
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: teamMachine,
  spec,
  events: [
    loaded,
    loadFailed,
    { type: 'team.retry' },
    invite,
    invited,
    inviteFailed,
    promote,
    deactivate,
    reset,
    reactivate,
    { type: 'team.confirm' },
    { type: 'team.cancel' },
    promoted,
    deactivated,
    changeFailed,
  ],
  stateKey: (snapshot) => {
    const context = snapshot.context as Context;
    return [snapshot.value, context.failure !== null, context.pending?.action ?? null, context.done?.action ?? null];
  },
  scenarios: [
    [loaded, invite, invited, promote, promoted],
    [loaded, deactivate, { type: 'team.cancel' }, deactivate, { type: 'team.confirm' }, deactivated],
    [loaded, reset, { type: 'team.confirm' }, changeFailed],
    [loadFailed, { type: 'team.retry' }, loaded, invite, inviteFailed],
  ],
};
