import type { VoicePage } from '../../machines/voice-pages/voice-page-record';
import { formatWhole } from './number-format';

/** Talk time as a clock: `3:12`, `0:05`, `1:02:03` from an hour on. */
export function talkTimeText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** How long ago, in the coarsest unit that is not zero: `just now`, `5 min ago`, `2 h ago`, `3 d ago`. */
export function agoText(at: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${formatWhole(minutes)} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${formatWhole(hours)} h ago`;
  return `${formatWhole(Math.floor(hours / 24))} d ago`;
}

export const conversationsText = (count: number): string =>
  `${formatWhole(count)} ${count === 1 ? 'conversation' : 'conversations'}`;

/** One line of what a prospect did: `Opened 2 h ago · 1 conversation · 3:12 talk time`. */
export function activitySummary(
  page: Pick<VoicePage, 'lastOpenedAt' | 'conversationCount' | 'talkSeconds'>,
  now: number,
): string {
  const opened = page.lastOpenedAt === null ? 'Not opened yet' : `Opened ${agoText(page.lastOpenedAt, now)}`;
  return [opened, conversationsText(page.conversationCount), `${talkTimeText(page.talkSeconds)} talk time`].join(' · ');
}
