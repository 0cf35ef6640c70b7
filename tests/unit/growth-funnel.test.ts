import { describe, expect, it } from 'vitest';
import { change, share, type FunnelRow } from '../../machines/growth-report/growth-report';
import { changeText } from '../../src/lib/growth-change';

const row: FunnelRow = {
  key: 'google',
  visits: 200,
  roiResults: 50,
  formStarted: 20,
  requestedDemo: 10,
  requests: 0,
  repliedInTime: 0,
  voiceOpened: 0,
  callHeld: 0,
  meetingBooked: 0,
  medianReplySeconds: null,
};

describe('the Growth funnels’ rates', () => {
  it('shows none for the first step of each funnel', () => {
    expect(share(row, 'visits')).toBeNull();
    expect(share({ ...row, requests: 4 }, 'requests')).toBeNull();
  });

  it('is each step’s share of its own funnel’s first step: visits for visits, requests for requests', () => {
    expect(share(row, 'roiResults')).toBe(0.25);
    expect(share(row, 'formStarted')).toBe(0.1);
    expect(share(row, 'requestedDemo')).toBe(0.05);
    expect(share({ ...row, requests: 4, repliedInTime: 3, callHeld: 1 }, 'repliedInTime')).toBe(0.75);
    expect(share({ ...row, requests: 4, repliedInTime: 3, callHeld: 1 }, 'callHeld')).toBe(0.25);
  });

  it('shows none, rather than dividing by zero, in a funnel whose first step counted nobody', () => {
    expect(share(row, 'repliedInTime')).toBeNull();
    expect(share({ ...row, visits: 0, roiResults: 0 }, 'roiResults')).toBeNull();
  });
});

describe('the change on the period before', () => {
  it('gives the difference and its share of the period before', () => {
    expect(change(15, 10)).toEqual({ difference: 5, percent: 0.5 });
    expect(change(6, 8)).toEqual({ difference: -2, percent: -0.25 });
    expect(change(0, 3)).toEqual({ difference: -3, percent: -1 });
  });

  it('gives no percent after a period that counted nothing', () => {
    expect(change(4, 0)).toEqual({ difference: 4, percent: null });
    expect(change(0, 0)).toEqual({ difference: 0, percent: null });
  });

  it('reads “+5 (+50%)”, “-2 (-25%)”, “+4 (none before)” and “no change” on the screen', () => {
    expect(changeText(15, 10)).toBe('+5 (+50%)');
    expect(changeText(6, 8)).toBe('-2 (-25%)');
    expect(changeText(1_250, 1_000)).toBe('+250 (+25%)');
    expect(changeText(0, 3)).toBe('-3 (-100%)');
    expect(changeText(4, 0)).toBe('+4 (none before)');
    expect(changeText(0, 0)).toBe('no change');
    expect(changeText(7, 7)).toBe('no change');
  });
});
