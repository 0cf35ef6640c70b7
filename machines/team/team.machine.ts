import { assign, fromPromise, setup } from 'xstate';
import { failureFrom, type Failure } from '../shared/error-message';
import { failureOf, reportFailure } from '../failure-report';
import { notProvided } from '../not-provided';

export type TeamRole = 'admin' | 'sales';

export const teamRoleChoices: readonly TeamRole[] = ['admin', 'sales'];

/** A member of staff on the Team screen, as the team function answers. */
export type TeamMember = {
  id: string;
  email: string;
  role: TeamRole;
  /** A verified authenticator: they sign in with a code. */
  twoStep: boolean;
  lastSignInAt: string | null;
  /** Invited and has not followed the link yet. */
  invited: boolean;
  deactivated: boolean;
};

export type Invitation = { email: string; role: TeamRole };

/** A change an admin makes to someone else's account. */
export type MemberChange =
  | { action: 'setRole'; userId: string; role: TeamRole }
  | { action: 'deactivate' | 'reactivate' | 'resetTwoStep'; userId: string };

/** What was done last, for the screen's confirmation line. */
export type TeamDone = { action: 'invite' | MemberChange['action']; member: TeamMember };

export type TeamEvent =
  | { type: 'team.retry' }
  | { type: 'team.invite'; invitation: Invitation }
  | { type: 'team.change'; change: MemberChange }
  | { type: 'team.confirm' }
  | { type: 'team.cancel' };

type TeamContext = {
  members: TeamMember[];
  /** The list's failed load, with Retry. */
  loadFailure: Failure | null;
  /** The last invitation's or change's failure; the form keeps what was typed. */
  failure: Failure | null;
  /** The invitation being sent. */
  invitation: Invitation | null;
  /** The change waiting for the admin's confirmation (deactivation and two-step reset sign someone out). */
  pending: MemberChange | null;
  done: TeamDone | null;
  /** Sent invitations so far: the screen empties the form after each. */
  invitationsSent: number;
};

/** Replaces the member the server answered for, or adds a newly invited one, keeping admins first, then by address. */
export function withMember(members: TeamMember[], member: TeamMember): TeamMember[] {
  return [...members.filter((other) => other.id !== member.id), member].sort((a, b) =>
    a.role === b.role ? a.email.localeCompare(b.email) : a.role === 'admin' ? -1 : 1,
  );
}

/**
 * The Team screen: the staff list loads (Retry if it fails); an invitation or a role change or a reactivation is
 * sent at once, a deactivation or a two-step reset after the admin confirms it; one at a time, each answered with
 * the member as now stored, or with the reason it failed.
 */
export const teamMachine = setup({
  types: { context: {} as TeamContext, events: {} as TeamEvent },
  actors: {
    loadTeam: fromPromise<TeamMember[], void>(notProvided('loadTeam')),
    inviteMember: fromPromise<TeamMember, Invitation>(notProvided('inviteMember')),
    changeMember: fromPromise<TeamMember, MemberChange>(notProvided('changeMember')),
  },
  actions: { reportFailure },
  guards: {
    needsConfirmation: (_, change: MemberChange) => change.action === 'deactivate' || change.action === 'resetTwoStep',
  },
}).createMachine({
  id: 'team',
  context: {
    members: [],
    loadFailure: null,
    failure: null,
    invitation: null,
    pending: null,
    done: null,
    invitationsSent: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTeam',
        src: 'loadTeam',
        onDone: { target: 'ready', actions: assign({ members: ({ event }) => event.output, loadFailure: null }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ loadFailure: ({ event }) => failureFrom(event.error) }),
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    failed: { on: { 'team.retry': 'loading' } },
    ready: {
      on: {
        'team.invite': {
          target: 'inviting',
          actions: assign({ invitation: ({ event }) => event.invitation, failure: null, done: null }),
        },
        'team.change': [
          {
            guard: { type: 'needsConfirmation', params: ({ event }) => event.change },
            target: 'confirming',
            actions: assign({ pending: ({ event }) => event.change, failure: null, done: null }),
          },
          { target: 'changing', actions: assign({ pending: ({ event }) => event.change, failure: null, done: null }) },
        ],
      },
    },
    confirming: {
      on: {
        'team.confirm': 'changing',
        'team.cancel': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    inviting: {
      tags: ['busy'],
      invoke: {
        id: 'inviteMember',
        src: 'inviteMember',
        input: ({ context }) => context.invitation as Invitation,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            members: withMember(context.members, event.output),
            done: { action: 'invite' as const, member: event.output },
            invitationsSent: context.invitationsSent + 1,
          })),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => failureFrom(event.error) }) },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changeMember',
        src: 'changeMember',
        input: ({ context }) => context.pending as MemberChange,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            members: withMember(context.members, event.output),
            done: context.pending && { action: context.pending.action, member: event.output },
            pending: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign({ failure: ({ event }) => failureFrom(event.error), pending: null }),
        },
      },
    },
  },
});
