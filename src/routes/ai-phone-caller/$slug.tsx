import { createFileRoute } from '@tanstack/react-router';
import { VoicePage } from '../../components/voice/voice-page';

export const Route = createFileRoute('/ai-phone-caller/$slug')({
  component: PersonalizedVoicePage,
  staticData: { topBar: 'home' },
});

function PersonalizedVoicePage() {
  const { slug } = Route.useParams();
  return <VoicePage key={slug} slug={slug} />;
}
