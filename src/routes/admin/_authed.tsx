import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { LoadingScreen } from '../../components/loading-screen';

/** Staff pages wait for the session actor to settle, then send a signed-out visitor to login. */
export const Route = createFileRoute('/admin/_authed')({
  beforeLoad: async ({ context, location }) => {
    context.session.start();
    const snapshot = await waitFor(context.session, (state) => !state.hasTag('pending'));
    if (snapshot.matches('signedOut')) {
      throw redirect({ to: '/admin/login', search: { redirect: location.href } });
    }
  },
  pendingComponent: LoadingScreen,
  pendingMs: 0,
  component: Outlet,
});
