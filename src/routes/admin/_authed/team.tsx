import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { TeamScreen } from '../../../components/team/team-screen';
import { pageTitle } from '../../../content/page-title';
import { teamHead } from '../../../content/team-head';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/_authed/team')({
  head: () =>
    pageHead({
      path: '/admin/team',
      title: pageTitle(teamHead.title),
      description: teamHead.description,
      noindex: true,
    }),
  staticData: { adminOnly: true },
  component: TeamPage,
});

function TeamPage() {
  const { session } = Route.useRouteContext();
  // The signed-in admin's own row offers no changes: another admin makes them (the function refuses them too).
  const viewerId = useSelector(session, (state) => state.context.user?.id ?? null);
  return <TeamScreen viewerId={viewerId} />;
}
