import { createFileRoute } from '@tanstack/react-router';
import { brand } from '../../content/brand';

export const Route = createFileRoute('/ai-phone-caller/')({ component: VoicePage, staticData: { topBar: 'home' } });

function VoicePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-white">
        Welcome User to your <span className="block">{brand.productTitle}</span>
      </h1>
    </section>
  );
}
