import { createFileRoute } from '@tanstack/react-router';
import { VoicePage } from '../../components/voice/voice-page';
import { brand } from '../../content/brand';
import { pageTitle } from '../../content/page-title';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/ai-phone-caller/')({
  // Out of search engines in every language, as the hosts' header keeps the English one: a demo, not a page to land on.
  head: () =>
    pageHead({
      path: '/ai-phone-caller',
      title: pageTitle(brand.productTitle),
      description: brand.productDescription,
      noindex: true,
    }),
  component: DefaultVoicePage,
  staticData: { topBar: 'home' },
});

function DefaultVoicePage() {
  return <VoicePage slug={null} />;
}
