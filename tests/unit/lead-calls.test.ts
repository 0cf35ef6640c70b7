import { describe, expect, it } from 'vitest';
import { callOutcome, toLeadCall } from '../../src/actors/lead-calls.actors';
import { endedReasonText } from '../../src/content/call-reports';

describe("a lead's call as the panel shows it", () => {
  it('keeps each part of the outcome the provider gave in the type asked for, and leaves the rest out', () => {
    expect(callOutcome({ followUp: true, monthlyCallVolume: 400, nextStep: 'A demo', questions: ['Price?'] })).toEqual({
      followUp: true,
      monthlyCallVolume: 400,
      nextStep: 'A demo',
      questions: ['Price?'],
    });
    expect(callOutcome({ followUp: 'yes', monthlyCallVolume: 'lots', nextStep: ' ', questions: [3, 'Why?'] })).toEqual({
      followUp: null,
      monthlyCallVolume: null,
      nextStep: null,
      questions: ['Why?'],
    });
    expect(callOutcome(null)).toBeNull();
  });

  it('is dated by its start, else by the report’s arrival, with its transcript lines in order', () => {
    const row = {
      id: 'r1',
      started_at: null,
      received_at: '2026-11-28T10:05:00Z',
      duration_seconds: 64.5,
      ended_reason: 'customer-ended-call',
      summary: 'Wants a demo.',
      outcome: null,
      transcript: [
        { speaker: 'assistant', seconds: 0.5, text: 'Hello!' },
        { speaker: 'system', seconds: 0, text: 'not a speaker' },
        { speaker: 'visitor', text: 'Hi.' },
      ],
    };
    expect(toLeadCall(row)).toEqual({
      id: 'r1',
      at: '2026-11-28T10:05:00Z',
      durationSeconds: 64.5,
      endedReason: 'customer-ended-call',
      summary: 'Wants a demo.',
      outcome: null,
      transcript: [
        { speaker: 'assistant', seconds: 0.5, text: 'Hello!' },
        { speaker: 'visitor', seconds: null, text: 'Hi.' },
      ],
    });
  });

  it('says how a call ended in plain words, and a reason it does not know as the provider wrote it', () => {
    expect(endedReasonText('customer-ended-call')).toBe('The prospect hung up');
    expect(endedReasonText('pipeline-error-openai-llm-failed')).toBe('pipeline-error-openai-llm-failed');
    expect(endedReasonText(null)).toBeNull();
  });
});
