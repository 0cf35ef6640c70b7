import { createFileRoute } from '@tanstack/react-router';
import { VoicePage } from '../../components/voice/voice-page';
import { brand } from '../../content/brand';
import { pageTitle } from '../../content/page-title';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/ai-phone-caller/')({
  head: () =>
    pageHead({ path: '/ai-phone-caller', title: pageTitle(brand.productTitle), description: brand.productDescription }),
  component: DefaultVoicePage,
  staticData: { topBar: 'home' },
});

function DefaultVoicePage() {
  return <VoicePage slug={null} />;
}
