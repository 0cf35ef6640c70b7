import { createFileRoute } from '@tanstack/react-router';
import { VoicePage } from '../../components/voice/voice-page';

export const Route = createFileRoute('/ai-phone-caller/')({
  component: DefaultVoicePage,
  staticData: { topBar: 'home' },
});

function DefaultVoicePage() {
  return <VoicePage slug={null} />;
}
