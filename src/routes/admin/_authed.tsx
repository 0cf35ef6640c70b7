import { createFileRoute, Outlet, redirect, useMatches } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { IdleWarning } from '../../components/idle-warning';
import { isStaff, mayOpen } from '../../../machines/session/staff-roles';
import { AdminOnlyNotice } from '../../components/admin-only-notice';
import { NotAllowedNotice } from '../../components/not-allowed-notice';
import { sessionGate } from './-session-gate';

/**
 * Staff pages wait for the session actor to settle, then send a signed-out visitor to login. A sign-out
 * elsewhere remembers the page so signing in again comes back to it; this tab's own Logout does not.
 */
export const Route = createFileRoute('/admin/_authed')({
  ...sessionGate<{ location: { href: string } }>((session, { location }) => {
    // A session whose code is still owed goes back to the login page, which asks for it.
    if (session.matches('signedOut') || session.matches('awaitingSecondStep')) {
      throw redirect({
        to: '/admin/login',
        search: session.context.signedOutByUser ? {} : { redirect: location.href },
        replace: true,
      });
    }
  }),
  staticData: { topBar: 'none', staff: true },
  component: AdminOnly,
});

/**
 * RLS already hides every row from someone without a staff role, and the admin's pages from sales; this tells them
 * why instead of showing an empty page or an error.
 */
function AdminOnly() {
  const { session } = Route.useRouteContext();
  const user = useSelector(session, (state) => state.context.user);
  const signingOut = useSelector(session, (state) => state.hasTag('busy'));
  const error = useSelector(session, (state) => state.context.error);
  const adminOnly = useMatches({ select: (matches) => matches.some((match) => match.staticData.adminOnly) });
  if (isStaff(user))
    return (
      <>
        {/* In the staff page's own load, not fetched after it: the idle count starts with the page, whatever the network. */}
        <IdleWarning session={session} />
        {mayOpen(user, adminOnly ? 'admin' : 'sales') ? <Outlet /> : <NotAllowedNotice />}
      </>
    );
  return (
    <AdminOnlyNotice
      email={user?.email ?? ''}
      signingOut={signingOut}
      error={error}
      onSignOut={() => session.send({ type: 'session.signOut' })}
    />
  );
}
