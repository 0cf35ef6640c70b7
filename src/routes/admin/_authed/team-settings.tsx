import { createFileRoute } from '@tanstack/react-router';
import { TeamSettingsPage } from '../../../components/team-settings/team-settings-page';
import { pageTitle } from '../../../content/page-title';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/_authed/team-settings')({
  head: () =>
    pageHead({
      path: '/admin/team-settings',
      title: pageTitle('Team settings'),
      description: 'How staff sign in.',
      noindex: true,
    }),
  staticData: { adminOnly: true },
  component: TeamSettingsPage,
});
