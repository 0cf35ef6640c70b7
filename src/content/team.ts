import type { TeamDone, TeamMember, TeamRole } from '../../machines/team/team.machine';
import { teamHead } from './team-head';

/** The Team screen's words. */
export const teamCopy = {
  ...teamHead,
  intro: 'Who can sign in to the admin area, and what each may do.',
  back: 'Dashboard',
  retry: 'Retry',
  loadFailed: 'Could not load the team.',
  roles: { admin: 'Admin', sales: 'Sales' } satisfies Record<TeamRole, string>,
  roleHints: {
    admin: 'Everything: team, settings, Growth, export and erasure.',
    sales: 'The inbox, leads, notes, voice pages and their own alerts.',
  } satisfies Record<TeamRole, string>,
  invite: {
    heading: 'Invite a teammate',
    email: 'Email address',
    role: 'Role',
    send: 'Send invitation',
    sending: 'Sending...',
    failed: 'invite',
  },
  columns: { email: 'Email', role: 'Role', twoStep: 'Two-step', lastSignIn: 'Last sign-in', actions: 'Actions' },
  twoStep: (member: TeamMember) => (member.twoStep ? 'On' : 'Not set up'),
  status: (member: TeamMember) => (member.deactivated ? 'Deactivated' : member.invited ? 'Invited' : null),
  never: 'Never',
  roleOf: (email: string) => `Role of ${email}`,
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  resetTwoStep: 'Reset two-step',
  you: 'You',
  changeFailed: 'change it',
  confirm: {
    deactivate: {
      title: (email: string) => `Deactivate ${email}?`,
      body: 'They are signed out on every device at once and cannot sign in until an admin reactivates them. Their leads keep their owner; new leads skip them.',
      action: 'Deactivate',
    },
    resetTwoStep: {
      title: (email: string) => `Reset two-step sign-in of ${email}?`,
      body: 'Their authenticator is removed. At their next sign-in they set up a new one before they can work.',
      action: 'Reset two-step',
    },
    cancel: 'Cancel',
  },
  done: ({ action, member }: TeamDone): string => {
    switch (action) {
      case 'invite':
        return `Invitation sent to ${member.email}.`;
      case 'setRole':
        return `${member.email} is now ${teamCopy.roles[member.role]}.`;
      case 'deactivate':
        return `${member.email} is deactivated and signed out everywhere.`;
      case 'reactivate':
        return `${member.email} can sign in again.`;
      case 'resetTwoStep':
        return `${member.email} sets up a new authenticator at their next sign-in.`;
    }
  },
};
