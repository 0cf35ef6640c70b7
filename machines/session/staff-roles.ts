/**
 * Who the staff are, apart from the session machine: the staff routes ask it before their page's code loads, and the
 * machine itself loads only when a staff page first asks for the session.
 */

/**
 * Who is signed in. `secondStepPending`: the password was taken but the team requires a code (or an authenticator to
 * be enrolled) that this session has not given yet, so the staff pages are not open to it.
 */
export type SessionUser = { id: string; email: string; role: string | null; secondStepPending: boolean };

/** The staff roles: an admin may do everything, sales the lead work. The database enforces the same through RLS. */
export type StaffRole = 'admin' | 'sales';

export const isAdmin = (user: SessionUser | null): boolean => user?.role === 'admin';

/** Admins and sales are staff; anyone else signed in sees no staff page. */
export const isStaff = (user: SessionUser | null): boolean => user?.role === 'admin' || user?.role === 'sales';

/** Whether `user` may open a page meant for `allowed` (an admin may open every page sales may). */
export const mayOpen = (user: SessionUser | null, allowed: StaffRole): boolean =>
  allowed === 'sales' ? isStaff(user) : isAdmin(user);
