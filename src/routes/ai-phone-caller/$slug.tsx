import { createFileRoute } from '@tanstack/react-router';
import { brand } from '../../content/brand';

export const Route = createFileRoute('/ai-phone-caller/$slug')({
  component: PersonalizedVoicePage,
  staticData: { topBar: 'home' },
});

function PersonalizedVoicePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-white">{brand.productTitle}</h1>
    </section>
  );
}
