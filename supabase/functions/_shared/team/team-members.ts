/** The two staff roles: admins do everything, sales work the leads. */
export const teamRoles = ['admin', 'sales'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const isTeamRole = (value: unknown): value is TeamRole => teamRoles.includes(value as TeamRole);

/** A member of staff as the Team screen lists them. */
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

/** A user as GoTrue's admin API returns it, the fields the team needs. */
export type GoTrueUser = {
  id: string;
  email?: string;
  email_confirmed_at?: string | null;
  last_sign_in_at?: string | null;
  invited_at?: string | null;
  banned_until?: string | null;
  app_metadata?: Record<string, unknown>;
  factors?: { status?: string }[];
};

/** The staff among GoTrue's users (a role of admin or sales), as members of the team; anyone else is left out. */
export function teamMemberOf(user: GoTrueUser, now: number): TeamMember | null {
  const role = user.app_metadata?.['role'];
  if (!isTeamRole(role) || !user.email) return null;
  return {
    id: user.id,
    email: user.email,
    role,
    twoStep: (user.factors ?? []).some((factor) => factor.status === 'verified'),
    lastSignInAt: user.last_sign_in_at ?? null,
    invited: Boolean(user.invited_at) && !user.email_confirmed_at,
    deactivated: Boolean(user.banned_until) && Date.parse(user.banned_until ?? '') > now,
  };
}

/** Admins first, then by address. */
export const byRoleThenEmail = (a: TeamMember, b: TeamMember): number =>
  a.role === b.role ? a.email.localeCompare(b.email) : a.role === 'admin' ? -1 : 1;
