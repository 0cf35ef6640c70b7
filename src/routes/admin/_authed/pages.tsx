import { createFileRoute } from '@tanstack/react-router';
import { VoicePagesScreen } from '../../../components/voice-pages/voice-pages-screen';
import { pageTitle } from '../../../content/page-title';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/_authed/pages')({
  head: () =>
    pageHead({
      path: '/admin/pages',
      title: pageTitle('Voice Pages'),
      description: 'Voice demo pages and their activity.',
      noindex: true,
    }),
  component: VoicePagesScreen,
});
