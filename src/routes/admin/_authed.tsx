import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { isAdmin } from '../../../machines/session/session.machine';
import { AdminOnlyNotice } from '../../components/admin-only-notice';
import { LoadingScreen } from '../../components/loading-screen';

/**
 * Staff pages wait for the session actor to settle, then send a signed-out visitor to login. A sign-out
 * elsewhere remembers the page so signing in again comes back to it; this tab's own Logout does not.
 */
export const Route = createFileRoute('/admin/_authed')({
  beforeLoad: async ({ context, location }) => {
    context.session.start();
    const snapshot = await waitFor(context.session, (state) => !state.hasTag('pending'));
    if (snapshot.matches('signedOut')) {
      throw redirect({
        to: '/admin/login',
        search: snapshot.context.signedOutByUser ? {} : { redirect: location.href },
        replace: true,
      });
    }
  },
  pendingComponent: LoadingScreen,
  pendingMs: 0,
  // The default keeps the spinner up for at least 500 ms, which would only delay a check that is done sooner.
  pendingMinMs: 0,
  staticData: { topBar: 'none' },
  component: AdminOnly,
});

/** RLS already hides every row from a non-admin; this tells them why instead of showing an empty page. */
function AdminOnly() {
  const { session } = Route.useRouteContext();
  const user = useSelector(session, (state) => state.context.user);
  const signingOut = useSelector(session, (state) => state.hasTag('busy'));
  const error = useSelector(session, (state) => state.context.error);
  if (isAdmin(user)) return <Outlet />;
  return (
    <AdminOnlyNotice
      email={user?.email ?? ''}
      signingOut={signingOut}
      error={error}
      onSignOut={() => session.send({ type: 'session.signOut' })}
    />
  );
}
