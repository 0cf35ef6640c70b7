import { createFileRoute } from '@tanstack/react-router';
import { VoicePage } from '../../components/voice/voice-page';
import { brand } from '../../content/brand';
import { pageTitle } from '../../content/page-title';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/ai-phone-caller/$slug')({
  // Generic on purpose: the visitor's name must not reach the title, history or link previews.
  head: () =>
    pageHead({
      path: '/ai-phone-caller',
      title: pageTitle(brand.productTitle),
      description: brand.productDescription,
      noindex: true,
    }),
  component: PersonalizedVoicePage,
  staticData: { topBar: 'home' },
});

function PersonalizedVoicePage() {
  const { slug } = Route.useParams();
  return <VoicePage key={slug} slug={slug} />;
}
