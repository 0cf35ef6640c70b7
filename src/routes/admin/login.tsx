import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLoginPage } from '../../components/login/admin-login-page';
import { pageTitle } from '../../content/page-title';
import { pageHead } from '../../lib/page-head';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { sessionGate } from './-session-gate';

type LoginSearch = { redirect?: string };

/**
 * Anyone already signed in goes on to the remembered page (or the dashboard). The same check runs
 * again when the session changes (start.tsx invalidates the router), which is how a successful
 * sign-in leaves this page.
 */
export const Route = createFileRoute('/admin/login')({
  head: () =>
    pageHead({ path: '/admin/login', title: pageTitle('Admin Login'), description: 'Staff sign-in.', noindex: true }),
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search['redirect'] === 'string' ? { redirect: search['redirect'] } : {},
  ...sessionGate<{ search: LoginSearch }>((session, { search }) => {
    if (session.matches('signedIn')) throw redirect({ href: safeRedirectTarget(search.redirect), replace: true });
  }),
  staticData: { topBar: 'none' },
  component: AdminLoginPage,
});
