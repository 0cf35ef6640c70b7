import { describe, expect, it } from 'vitest';
import { conversion, type FunnelRow } from '../../machines/growth-report/growth-report';

const row: FunnelRow = {
  key: 'google',
  visitors: 200,
  roiResults: 50,
  formStarted: 20,
  demoRequested: 0,
  repliedInTime: 0,
  voiceOpened: 3,
  callHeld: 1,
  medianReplySeconds: null,
};

describe('the Growth funnel’s step-to-step conversion', () => {
  it('shows none for visitors, the first step', () => {
    expect(conversion(row, 'visitors')).toBeNull();
  });

  it('is each step’s share of the step before it', () => {
    expect(conversion(row, 'roiResults')).toBe(0.25);
    expect(conversion(row, 'formStarted')).toBe(0.4);
    expect(conversion(row, 'callHeld')).toBeCloseTo(1 / 3);
  });

  it('shows none, rather than dividing by zero, after a step that counted nobody', () => {
    expect(conversion(row, 'repliedInTime')).toBeNull();
    expect(conversion(row, 'voiceOpened')).toBeNull();
  });

  it('is zero for a step nobody reached after one somebody did', () => {
    expect(conversion(row, 'demoRequested')).toBe(0);
  });
});
