import { createFileRoute } from '@tanstack/react-router';
import { AlertsScreen } from '../../../components/alerts/alerts-screen';
import { alertsHead } from '../../../content/alerts-head';
import { pageTitle } from '../../../content/page-title';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/_authed/alerts')({
  head: () =>
    pageHead({
      path: '/admin/alerts',
      title: pageTitle(alertsHead.title),
      description: alertsHead.description,
      noindex: true,
    }),
  component: AlertsScreen,
});
