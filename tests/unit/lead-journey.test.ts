import { describe, expect, it } from 'vitest';
import { journeyOf, type JourneyStep } from '../../machines/lead-panel/lead-story';

const step = (kind: JourneyStep['kind'], at: string, fields: Partial<JourneyStep> = {}): JourneyStep => ({
  at,
  kind,
  page: null,
  source: null,
  medium: null,
  campaign: null,
  term: null,
  calls: null,
  seconds: null,
  ...fields,
});

const lead = { createdAt: '2026-11-20T10:10:00.000Z', firstResponseAt: '2026-11-20T10:40:00.000Z' };

describe('the journey the lead panel shows', () => {
  it('tells a whole visit oldest first: arrival, ROI results, request, reply, voice page opened and its call', () => {
    const steps = [
      step('page_view', '2026-11-20T10:00:00.000Z', {
        page: '/roi',
        source: 'google',
        medium: 'cpc',
        campaign: 'spring',
        term: 'ai receptionist',
      }),
      step('page_view', '2026-11-20T10:01:00.000Z', { page: '/' }),
      step('roi_results', '2026-11-20T10:05:00.000Z', { page: '/roi', calls: 2000 }),
      step('form_started', '2026-11-20T10:08:00.000Z', { page: '/roi' }),
      step('form_submitted', '2026-11-20T10:10:00.000Z', { page: '/roi' }),
      step('voice_opened', '2026-11-21T09:00:00.000Z'),
      step('voice_call_started', '2026-11-21T09:01:00.000Z'),
      step('voice_call_ended', '2026-11-21T09:03:05.000Z', { seconds: 125 }),
    ];
    expect(journeyOf(lead, steps)).toEqual([
      {
        kind: 'arrived',
        at: '2026-11-20T10:00:00.000Z',
        source: 'google',
        medium: 'cpc',
        campaign: 'spring',
        page: '/roi',
      },
      { kind: 'roiResults', at: '2026-11-20T10:05:00.000Z', calls: 2000 },
      { kind: 'demoRequested', at: '2026-11-20T10:10:00.000Z' },
      { kind: 'replied', at: '2026-11-20T10:40:00.000Z', afterSeconds: 1800 },
      { kind: 'voiceOpened', at: '2026-11-21T09:00:00.000Z' },
      { kind: 'call', at: '2026-11-21T09:03:05.000Z', seconds: 125 },
    ]);
  });

  it('names the search term where the visit had no campaign', () => {
    const steps = [step('page_view', '2026-11-20T10:00:00.000Z', { page: '/', source: 'bing', term: 'ai phone' })];
    expect(journeyOf(lead, steps)[0]).toMatchObject({ kind: 'arrived', source: 'bing', campaign: 'ai phone' });
  });

  it('arrives with the first page view that names its page, never another kind of event', () => {
    const steps = [
      step('roi_results', '2026-11-20T09:58:00.000Z', { page: '/roi', calls: 500 }),
      step('page_view', '2026-11-20T09:59:00.000Z'),
      step('page_view', '2026-11-20T10:00:00.000Z', { page: '/ai-phone-caller', source: 'newsletter' }),
    ];
    expect(journeyOf(lead, steps).filter((entry) => entry.kind === 'arrived')).toEqual([
      {
        kind: 'arrived',
        at: '2026-11-20T10:00:00.000Z',
        source: 'newsletter',
        medium: null,
        campaign: null,
        page: '/ai-phone-caller',
      },
    ]);
  });

  it('leaves out what it cannot tell: ROI results without calls, a call without its length', () => {
    const steps = [
      step('roi_results', '2026-11-20T10:05:00.000Z'),
      step('voice_call_ended', '2026-11-21T09:03:05.000Z'),
    ];
    expect(journeyOf({ ...lead, firstResponseAt: null }, steps)).toEqual([
      { kind: 'demoRequested', at: '2026-11-20T10:10:00.000Z' },
    ]);
  });

  it('shows the calls of the lead’s voice page only, not a demo call on the public site', () => {
    const steps = [step('call_ended', '2026-11-20T10:03:00.000Z', { page: '/', seconds: 60 })];
    expect(journeyOf({ ...lead, firstResponseAt: null }, steps)).toEqual([
      { kind: 'demoRequested', at: '2026-11-20T10:10:00.000Z' },
    ]);
  });

  it('shows no arrival for a visit without page views, and no reply before staff replied', () => {
    expect(journeyOf({ ...lead, firstResponseAt: null }, [])).toEqual([
      { kind: 'demoRequested', at: '2026-11-20T10:10:00.000Z' },
    ]);
  });

  it('counts a reply stamped before the request (clocks apart) as an immediate one', () => {
    const early = { createdAt: '2026-11-20T10:10:00.000Z', firstResponseAt: '2026-11-20T10:09:58.000Z' };
    expect(journeyOf(early, [])).toEqual([
      { kind: 'replied', at: '2026-11-20T10:09:58.000Z', afterSeconds: 0 },
      { kind: 'demoRequested', at: '2026-11-20T10:10:00.000Z' },
    ]);
  });
});
