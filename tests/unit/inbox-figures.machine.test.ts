import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  inboxFiguresMachine,
  statsPeriods,
  type Figures,
  type FiguresRequest,
} from '../../machines/inbox-figures/inbox-figures.machine';
import { defaultView, type InboxView } from '../../machines/inbox/inbox-view';
import { sampleLead } from '../support/lead-fixtures';

/** The view the dashboard sends: the default one with `change`. */
const viewWith = (change: Partial<InboxView>) => ({ type: 'view.set', view: { ...defaultView, ...change } }) as const;

const figures: Figures = {
  counts: {
    all: 3,
    new: 1,
    contacted: 1,
    qualified: 1,
    won: 0,
    lost: 0,
    overdue: 0,
    unanswered: 1,
    spam: 0,
    repeats: 0,
  },
  unanswered: 1,
  stats: { answeredWithin: 1, judged: 2, medianSeconds: 120 },
  byOwner: [],
};

function startFigures(input: { view: InboxView; days: 7 | 30 | null } = { view: defaultView, days: 7 }) {
  const clock = new SimulatedClock();
  const requests: FiguresRequest[] = [];
  const pending: Array<() => void> = [];
  let watches = 0;
  const actor = createActor(
    inboxFiguresMachine.provide({
      actors: {
        loadFigures: fromPromise<Figures, FiguresRequest>(({ input }) => {
          requests.push(input);
          return new Promise((resolve) => pending.push(() => resolve(figures)));
        }),
        watchLeads: fromCallback(() => void watches++),
      },
    }),
    { clock, input },
  ).start();
  const answer = async () => {
    pending.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { actor, clock, requests, answer, watches: () => watches };
}

const arrival = { type: 'lead.inserted', lead: sampleLead, at: 0 } as const;

describe('the inbox figures', () => {
  it('load the counts and the 7-day KPI first, then again for a new search or period, not for another status or page', async () => {
    const { actor, requests, answer } = startFigures();
    await answer();
    expect(actor.getSnapshot().context.figures).toEqual(figures);
    actor.send(viewWith({ search: ' ada ' }));
    actor.send({ type: 'figures.period', days: null });
    expect(requests).toEqual([
      { search: '', minSavings: 0, language: null, owner: 'anyone', days: 7 },
      { search: 'ada', minSavings: 0, language: null, owner: 'anyone', days: 7 },
      { search: 'ada', minSavings: 0, language: null, owner: 'anyone', days: null },
    ]);
    actor.send(viewWith({ search: 'ada', status: 'won', page: 2 }));
    expect(requests).toHaveLength(3);
  });

  it('count a burst of live changes once, 250 ms after the first', async () => {
    const { actor, clock, requests, answer } = startFigures();
    await answer();
    for (let i = 0; i < 5; i++) actor.send(arrival);
    clock.increment(249);
    expect(requests).toHaveLength(1);
    clock.increment(1);
    expect(requests).toHaveLength(2);
  });

  it('load once more when a change arrives while an answer is on its way', async () => {
    const { actor, clock, requests, answer } = startFigures();
    actor.send({ type: 'lead.updated', lead: sampleLead });
    await answer();
    clock.increment(250);
    expect(requests).toHaveLength(2);
  });

  it('refresh every minute, as overdue and judged leads grow with the clock alone', async () => {
    const { clock, requests, answer } = startFigures();
    await answer();
    clock.increment(59_999);
    expect(requests).toHaveLength(1);
    clock.increment(1);
    expect(requests).toHaveLength(2);
  });

  it('reload after a reconnection, keeping the one live subscription', async () => {
    const { actor, requests, answer, watches } = startFigures();
    await answer();
    actor.send({ type: 'live.reconnected' });
    actor.send({ type: 'figures.period', days: 30 });
    expect(requests).toHaveLength(3);
    expect(watches()).toBe(1);
  });

  it('ask for a search the page opened with as typed, without its surrounding spaces', () => {
    const { requests } = startFigures({ view: { ...defaultView, search: '  ada ' }, days: 30 });
    expect(requests).toEqual([{ search: 'ada', minSavings: 0, language: null, owner: 'anyone', days: 30 }]);
  });

  it('count again for a new savings filter, and not for the one already counted', async () => {
    const { actor, requests, answer } = startFigures();
    await answer();
    actor.send(viewWith({ minSavings: 50_000 }));
    actor.send(viewWith({ minSavings: 50_000 }));
    expect(requests).toEqual([
      { search: '', minSavings: 0, language: null, owner: 'anyone', days: 7 },
      { search: '', minSavings: 50_000, language: null, owner: 'anyone', days: 7 },
    ]);
  });

  it('count again for a new language filter, and not for the one already counted', async () => {
    const { actor, requests, answer } = startFigures();
    await answer();
    actor.send(viewWith({ language: 'es' }));
    actor.send(viewWith({ language: 'es' }));
    expect(requests).toEqual([
      { search: '', minSavings: 0, language: null, owner: 'anyone', days: 7 },
      { search: '', minSavings: 0, language: 'es', owner: 'anyone', days: 7 },
    ]);
  });

  it('count again for Mine and for Unassigned, and not for the owner filter already counted', async () => {
    const { actor, requests, answer } = startFigures();
    await answer();
    actor.send(viewWith({ owner: 'mine' }));
    await answer();
    actor.send(viewWith({ owner: 'mine' }));
    actor.send(viewWith({ owner: 'unassigned' }));
    expect(requests.map((request) => request.owner)).toEqual(['anyone', 'mine', 'unassigned']);
  });

  it('offer the reply-time KPI for 7 days, 30 days and all time, in that order', () => {
    expect(statsPeriods).toEqual([7, 30, null]);
  });
});
