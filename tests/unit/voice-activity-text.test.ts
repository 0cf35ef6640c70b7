import { describe, expect, it } from 'vitest';
import { activitySummary, agoText, talkTimeText } from '../../src/lib/voice-activity-text';

const now = Date.parse('2026-11-22T23:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('voice activity in words', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [192, '3:12'],
    [3599, '59:59'],
    [3723, '1:02:03'],
  ])('%i s of talk is %s', (seconds, text) => {
    expect(talkTimeText(seconds)).toBe(text);
  });

  it.each([
    [30_000, 'just now'],
    [5 * 60_000, '5 min ago'],
    [2 * 3_600_000 + 59 * 60_000, '2 h ago'],
    [3 * 86_400_000, '3 d ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(agoText(before(ms), now)).toBe(text);
  });

  it('sums a page up as the lead panel and the pages screen show it', () => {
    expect(activitySummary({ lastOpenedAt: before(2 * 3_600_000), conversationCount: 1, talkSeconds: 192 }, now)).toBe(
      'Opened 2 h ago · 1 conversation · 3:12 talk time',
    );
    expect(activitySummary({ lastOpenedAt: null, conversationCount: 0, talkSeconds: 0 }, now)).toBe(
      'Not opened yet · 0 conversations · 0:00 talk time',
    );
  });
});
