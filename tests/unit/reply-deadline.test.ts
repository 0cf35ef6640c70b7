import { describe, expect, it } from 'vitest';
import { isOverdue, replyStanding } from '../../machines/inbox/reply-deadline';
import { clockText, kpiText, medianText, replyText } from '../../src/lib/reply-text';
import { leadWith } from '../support/lead-fixtures';

const created = Date.parse('2026-11-21T17:00:00.000Z');
const lead = leadWith({ createdAt: new Date(created).toISOString() });
const at = (minutes: number, seconds = 0) => created + minutes * 60_000 + seconds * 1000;
const shown = (now: number, change = {}) => replyText(replyStanding({ ...lead, ...change }, now));

describe("a new lead's reply deadline", () => {
  it('counts down from 10:00 and reads 00:00 left at the deadline itself', () => {
    expect(shown(at(0))).toEqual({ text: '10:00 left', tone: 'waiting' });
    expect(shown(at(0, 0.3))).toEqual({ text: '10:00 left', tone: 'waiting' });
    expect(shown(at(5, 30))).toEqual({ text: '04:30 left', tone: 'waiting' });
    expect(shown(at(9, 59))).toEqual({ text: '00:01 left', tone: 'waiting' });
    expect(shown(at(10))).toEqual({ text: '00:00 left', tone: 'waiting' });
  });

  it('turns to Overdue by 00:01 at 10:01, in the overdue (red) tone', () => {
    expect(shown(at(10, 1))).toEqual({ text: 'Overdue by 00:01', tone: 'overdue' });
    expect(shown(at(12, 34.9))).toEqual({ text: 'Overdue by 02:34', tone: 'overdue' });
  });

  it('shows hours past an hour and whole days past a day', () => {
    expect(shown(at(75, 2))).toEqual({ text: 'Overdue by 1:05:02', tone: 'overdue' });
    expect(shown(at(10 + 24 * 60))).toEqual({ text: 'Overdue by 1 day', tone: 'overdue' });
    expect(shown(at(10 + 3 * 24 * 60 + 5))).toEqual({ text: 'Overdue by 3 days', tone: 'overdue' });
  });

  it('is overdue for the Overdue only filter strictly after 10 minutes, and only while new', () => {
    expect(isOverdue(lead, at(10))).toBe(false);
    expect(isOverdue(lead, at(10) + 1)).toBe(true);
    expect(isOverdue({ ...lead, status: 'contacted' }, at(30))).toBe(false);
  });

  it('stops counting down as soon as staff move it on from New, before the server stamps the first response', () => {
    expect(shown(at(5), { status: 'contacted' })).toBeNull();
    expect(shown(at(30), { status: 'lost' })).toBeNull();
  });
});

describe('an answered lead', () => {
  const answered = (minutes: number, seconds = 0) => ({
    status: 'contacted' as const,
    firstResponseAt: new Date(at(minutes, seconds)).toISOString(),
  });

  it('shows the minutes taken, each one begun counted, green when within 10 minutes (10:00 exactly included)', () => {
    expect(shown(at(60), answered(0, 20))).toEqual({ text: 'Answered in 1 min', tone: 'inTime' });
    expect(shown(at(60), answered(10))).toEqual({ text: 'Answered in 10 min', tone: 'inTime' });
    expect(shown(at(60), answered(10, 1))).toEqual({ text: 'Answered in 11 min', tone: 'late' });
    expect(shown(at(600), answered(1500))).toEqual({ text: 'Answered in 1,500 min', tone: 'late' });
  });

  it('stays answered when its status goes back to new', () => {
    expect(shown(at(60), { ...answered(3), status: 'new' })).toEqual({ text: 'Answered in 3 min', tone: 'inTime' });
  });
});

describe('clock text', () => {
  it('rounds a countdown up and an overrun down', () => {
    expect(clockText(59_001, true)).toBe('01:00');
    expect(clockText(59_999, false)).toBe('00:59');
  });
});

describe('the 10-minute KPI', () => {
  it('reads Answered within 10 minutes: P% (A of N), rounded to a whole percent', () => {
    expect(kpiText({ answeredWithin: 2, judged: 3 })).toBe('Answered within 10 minutes: 67% (2 of 3)');
    expect(kpiText({ answeredWithin: 1234, judged: 1234 })).toBe('Answered within 10 minutes: 100% (1,234 of 1,234)');
  });

  it('shows no percentage before any lead can be judged', () => {
    expect(kpiText({ answeredWithin: 0, judged: 0 })).toBe('Answered within 10 minutes: — (0 of 0)');
  });

  it('gives the median first response in minutes, each one begun counted', () => {
    expect(medianText(480)).toBe('Median first response: 8 min');
    expect(medianText(59)).toBe('Median first response: 1 min');
    expect(medianText(null)).toBe('Median first response: —');
  });
});
