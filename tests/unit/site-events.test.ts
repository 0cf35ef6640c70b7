import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteEvent } from '../../machines/growth/site-event';
import { collectSiteEvents, trackSiteEvent } from '../../src/lib/site-events';

beforeEach(() => {
  // The page's window, where the events travel; Node has none.
  const window = new EventTarget();
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
  vi.stubGlobal('dispatchEvent', window.dispatchEvent.bind(window));
});

afterEach(() => vi.unstubAllGlobals());

const started: SiteEvent = { kind: 'form_started' };

describe("the funnel's events", () => {
  it('reported before the tracker loads reach it when it connects, in order, then each as it comes', () => {
    const connect = collectSiteEvents();
    trackSiteEvent(started);
    trackSiteEvent({ kind: 'roi_results', calls: 3_000 });
    const sent: SiteEvent[] = [];
    connect((event) => sent.push(event));
    expect(sent).toEqual([started, { kind: 'roi_results', calls: 3_000 }]);
    trackSiteEvent({ kind: 'form_submitted' });
    expect(sent).toHaveLength(3);
  });

  it('wait at most 20 before the tracker connects', () => {
    const connect = collectSiteEvents();
    for (let count = 0; count < 25; count += 1) trackSiteEvent(started);
    const sent: SiteEvent[] = [];
    connect((event) => sent.push(event));
    expect(sent).toHaveLength(20);
  });

  it('belong to the page that collects them: a page that started afresh has none of an earlier one', () => {
    collectSiteEvents();
    trackSiteEvent(started);
    const sent: SiteEvent[] = [];
    const fresh = new EventTarget();
    vi.stubGlobal('addEventListener', fresh.addEventListener.bind(fresh));
    vi.stubGlobal('dispatchEvent', fresh.dispatchEvent.bind(fresh));
    collectSiteEvents()((event) => sent.push(event));
    expect(sent).toEqual([]);
  });
});
