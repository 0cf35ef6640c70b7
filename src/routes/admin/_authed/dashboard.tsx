import { createFileRoute } from '@tanstack/react-router';
import { isStaff } from '../../../../machines/session/staff-roles';
import { startFirstPage } from '../../../actors/early-first-page';
import { DashboardPage } from '../../../components/inbox/dashboard-page';
import { dashboardTitle } from '../../../content/page-title';
import { addressSearch } from '../../../lib/address-search';
import type { RawInboxSearch } from '../../../lib/inbox-search';
import { pageHead } from '../../../lib/page-head';

// Only what runs before the page's code loads lives here: the loader is not code-split, so this file and
// its imports ship in the app's entry chunk. The page itself is in src/components/inbox (docs/architecture.md).
export const Route = createFileRoute('/admin/_authed/dashboard')({
  head: () =>
    pageHead({
      path: '/admin/dashboard',
      title: dashboardTitle,
      description: 'Manage contact submissions',
      noindex: true,
    }),
  validateSearch: addressSearch<RawInboxSearch>,
  loaderDeps: ({ search }) => search,
  // The first page is asked for while the page's own code is still loading, not after it has rendered.
  // Not on a hover preload (the rows could be stale by the click) nor for a non-admin (RLS shows them nothing).
  loader: ({ context, cause, deps }) => ({
    early: cause === 'enter' && isStaff(context.session.getSnapshot().context.user) ? startFirstPage(deps) : undefined,
  }),
  component: DashboardPage,
});
