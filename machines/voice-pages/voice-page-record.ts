/** One personal voice page with what its visitors did (voice_page_activity). Times are ISO timestamps. */
export type VoicePage = {
  id: string;
  slug: string;
  name: string | null;
  assistantId: string | null;
  submissionId: string | null;
  maxCallSeconds: number;
  createdAt: string;
  openedCount: number;
  conversationCount: number;
  talkSeconds: number;
  lastOpenedAt: string | null;
  lastActivityAt: string | null;
};
