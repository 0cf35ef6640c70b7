import { createFileRoute, Outlet, redirect, useMatches } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { isStaff, mayOpen } from '../../../machines/session/session.machine';
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

// The idle timer's first minute of use is 29 minutes away: it loads after the page, not in its first load.
const IdleWarning = lazy(() =>
  import('../../components/idle-warning').then((module) => ({ default: module.IdleWarning })),
);

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
        <Suspense fallback={null}>
          <IdleWarning session={session} />
        </Suspense>
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
