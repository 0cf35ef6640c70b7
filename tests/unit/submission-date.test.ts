import { describe, expect, it } from 'vitest';
import { formatSubmissionDate } from '../../src/lib/submission-date';

// Intl puts a narrow no-break space before AM/PM in current ICU versions.
const normalise = (text: string) => text.replace(/\u202f/g, ' ');

describe('submission dates on the dashboard', () => {
  it('show short month, day, year, hour and two-digit minute in en-US', () => {
    expect(normalise(formatSubmissionDate('2026-11-21T17:05:21.88+00:00', 'UTC'))).toBe('Nov 21, 2026, 5:05 PM');
  });

  it('use the given time zone', () => {
    expect(normalise(formatSubmissionDate('2026-01-01T03:00:00+00:00', 'America/New_York'))).toBe(
      'Dec 31, 2025, 10:00 PM',
    );
  });

  it('leave an unreadable value as it is', () => {
    expect(formatSubmissionDate('not a date')).toBe('not a date');
  });
});
