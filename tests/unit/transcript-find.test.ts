import { describe, expect, it } from 'vitest';
import type { LeadCall } from '../../machines/lead-calls/lead-call';
import { findPieces, lineHasQuery, linesFound } from '../../machines/lead-calls/transcript-find';

const call = (...lines: string[]): LeadCall => ({
  id: lines.join('|'),
  at: '2026-11-28T10:00:00.000Z',
  durationSeconds: 60,
  endedReason: null,
  summary: null,
  outcome: null,
  transcript: lines.map((text) => ({ speaker: 'visitor', seconds: null, text })),
});

describe('finding words in a lead’s transcripts', () => {
  it('marks every place the words occur, whatever their case, and keeps the rest of the line', () => {
    expect(findPieces('Cost? What does it cost a month?', 'cost')).toEqual([
      { text: 'Cost', found: true },
      { text: '? What does it ', found: false },
      { text: 'cost', found: true },
      { text: ' a month?', found: false },
    ]);
  });

  it('takes what was typed as text, not a pattern, and ignores the spaces around it', () => {
    expect(findPieces('Is it (really) $40?', ' (really) $4 ')).toEqual([
      { text: 'Is it ', found: false },
      { text: '(really) $4', found: true },
      { text: '0?', found: false },
    ]);
    expect(lineHasQuery('Anything', '.*')).toBe(false);
  });

  it('an empty box finds nothing and marks nothing', () => {
    expect(findPieces('We miss calls', '   ')).toEqual([{ text: 'We miss calls', found: false }]);
    expect(linesFound([call('We miss calls')], '')).toBe(0);
  });

  it('counts the lines that hold the words across every call of the lead', () => {
    expect(linesFound([call('We miss calls', 'Calls at lunch'), call('No', 'calls!')], 'calls')).toBe(3);
  });
});
