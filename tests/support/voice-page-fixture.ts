import type { VoicePage } from '../../machines/voice-pages/voice-page-record';

/** A page opened once with one conversation of 3:12, for plans and unit tests to vary. */
export const samplePage: VoicePage = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'acme-dental',
  name: 'Dana',
  assistantId: null,
  submissionId: null,
  maxCallSeconds: 300,
  createdAt: '2026-11-22T21:00:00.000Z',
  openedCount: 1,
  conversationCount: 1,
  talkSeconds: 192,
  lastOpenedAt: '2026-11-22T21:05:00.000Z',
  lastActivityAt: '2026-11-22T21:08:12.000Z',
};
