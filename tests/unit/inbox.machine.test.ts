import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { inboxMachine, type LeadPage, type LeadSave } from '../../machines/inbox/inbox.machine';
import { defaultView, type InboxView } from '../../machines/inbox/inbox-view';
import type { Lead } from '../../machines/inbox/lead';
import { leadWith, sampleLead } from '../support/lead-fixtures';

type Load = { view: InboxView; settle: (page: LeadPage) => void; fail: (error: Error) => void };

/**
 * The inbox with a server the test answers by hand, a recorded writer and a recorded address bar that, like the
 * router, tells the inbox each address it is asked for.
 */
function startInbox(view: InboxView = defaultView) {
  const clock = new SimulatedClock();
  const loads: Load[] = [];
  const saves: LeadSave[] = [];
  const urls: InboxView[] = [];
  /** For each write: whether it replaced the history entry instead of adding one. */
  const replaced: boolean[] = [];
  const actor = createActor(
    inboxMachine.provide({
      actors: {
        loadPage: fromPromise<LeadPage, InboxView>(
          ({ input }) => new Promise((resolve, reject) => loads.push({ view: input, settle: resolve, fail: reject })),
        ),
        watchLeads: fromCallback(() => undefined),
        leadWriter: fromCallback<LeadSave>(({ receive }) => receive((save) => saves.push(save))),
      },
      actions: {
        navigate: (_, { view: written, replace }) => {
          urls.push(written);
          replaced.push(replace);
          actor.send({ type: 'view.set', view: written });
        },
      },
    }),
    { clock, input: { view } },
  ).start();
  const answer = async (page: LeadPage) => {
    loads.at(-1)?.settle(page);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { actor, clock, loads, saves, urls, replaced, answer };
}

const rows = (count: number, prefix = 'row'): Lead[] =>
  Array.from({ length: count }, (_, index) => leadWith({ id: `${prefix}-${index}`, firstName: `${prefix}${index}` }));

const arrival = (change: Partial<Lead> = {}) =>
  ({
    type: 'lead.inserted',
    lead: leadWith({ id: 'arrival', firstName: 'Grace', ...change }),
    at: Date.now(),
  }) as const;

describe('the inbox list', () => {
  it('loads the view in the URL first, and shows a spinner only while it has no rows', async () => {
    const { actor, loads, answer } = startInbox({ ...defaultView, status: 'won', page: 2 });
    expect(loads.map((load) => load.view)).toEqual([{ ...defaultView, status: 'won', page: 2 }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await answer({ rows: rows(3), total: 103 });
    expect(actor.getSnapshot().matches({ list: { page: 'showing' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ total: 103, rows: rows(3) });
  });

  it("says 'No submissions yet' territory (empty) when the exact total is 0", async () => {
    const { actor, answer } = startInbox();
    await answer({ rows: [], total: 0 });
    expect(actor.getSnapshot().matches({ list: { page: 'empty' } })).toBe(true);
  });

  it("keeps the failure's reason and loads again on Retry", async () => {
    const { actor, loads } = startInbox();
    loads[0]?.fail(new Error('Failed to fetch'));
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ list: { page: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.loadFailure).toEqual({ reason: 'Failed to fetch' });
    actor.send({ type: 'page.retry' });
    expect(loads).toHaveLength(2);
  });
});

describe('search, filters and pages', () => {
  it('sends the search 300 ms after the last keystroke, from page 1, and writes it to the URL', async () => {
    const { actor, clock, loads, urls, answer } = startInbox({ ...defaultView, page: 3 });
    await answer({ rows: rows(1), total: 500 });
    actor.send({ type: 'search.input', text: 'ac' });
    clock.increment(200);
    actor.send({ type: 'search.input', text: 'acme' });
    clock.increment(299);
    expect(loads).toHaveLength(1);
    clock.increment(1);
    expect(loads.at(-1)?.view).toEqual({ ...defaultView, search: 'acme', page: 0 });
    expect(urls).toEqual([{ ...defaultView, search: 'acme', page: 0 }]);
  });

  it('applies a status filter at once, from page 1, with whatever is typed in the search box', async () => {
    const { actor, loads, urls, answer } = startInbox({ ...defaultView, page: 1 });
    await answer({ rows: rows(1), total: 500 });
    actor.send({ type: 'search.input', text: 'ada' });
    actor.send({ type: 'view.change', change: { status: 'new' } });
    const expected = { ...defaultView, search: 'ada', status: 'new', overdue: false, page: 0 };
    expect(loads.at(-1)?.view).toEqual(expected);
    expect(urls).toEqual([expected]);
    actor.send({ type: 'view.change', change: { overdue: true } });
    expect(loads.at(-1)?.view).toEqual({ ...expected, overdue: true });
  });

  it('follows the address bar (Back, a shared link) without writing it again, and ignores the view it already shows', async () => {
    const { actor, loads, urls, answer } = startInbox();
    await answer({ rows: rows(1), total: 1 });
    actor.send({ type: 'view.set', view: defaultView });
    expect(loads).toHaveLength(1);
    actor.send({ type: 'view.set', view: { ...defaultView, search: 'grace', status: 'lost' } });
    expect(loads.at(-1)?.view).toEqual({ ...defaultView, search: 'grace', status: 'lost' });
    expect(actor.getSnapshot().context.searchDraft).toBe('grace');
    expect(urls).toEqual([]);
  });

  it('turns pages within the total and writes each page to the URL', async () => {
    const { actor, loads, urls, answer } = startInbox();
    await answer({ rows: rows(50), total: 120 });
    actor.send({ type: 'view.change', change: { page: -1 } });
    expect(loads).toHaveLength(1);
    actor.send({ type: 'view.change', change: { page: 2 } });
    expect(loads.at(-1)?.view.page).toBe(2);
    await answer({ rows: rows(20), total: 120 });
    actor.send({ type: 'view.change', change: { page: 3 } });
    expect(loads).toHaveLength(2);
    actor.send({ type: 'view.change', change: { page: 0 } });
    expect(urls.map((url) => url.page)).toEqual([2, 0]);
  });

  it('adds a history entry for every new view but one that only refines a search already made', async () => {
    const { actor, clock, urls, replaced, answer } = startInbox();
    await answer({ rows: rows(50), total: 120 });
    const search = (text: string) => {
      actor.send({ type: 'search.input', text });
      clock.increment(300);
    };
    search('ac');
    search('acme');
    search('');
    actor.send({ type: 'view.change', change: { status: 'new' } });
    search('grace');
    search('gracie');
    expect(urls.map((url) => [url.search, url.status])).toEqual([
      ['ac', 'all'],
      ['acme', 'all'],
      ['', 'all'],
      ['', 'new'],
      ['grace', 'new'],
      ['gracie', 'new'],
    ]);
    expect(replaced).toEqual([false, true, false, false, false, true]);
  });
});

describe('live arrivals', () => {
  it('puts a new lead at the top of page 1, keeps 50 rows and counts it', async () => {
    const { actor, answer } = startInbox();
    await answer({ rows: rows(50), total: 120 });
    actor.send(arrival());
    const { rows: shown, total } = actor.getSnapshot().context;
    expect(shown[0]?.firstName).toBe('Grace');
    expect(shown).toHaveLength(50);
    expect(total).toBe(121);
    actor.send(arrival());
    expect(actor.getSnapshot().context.total).toBe(121);
  });

  it('turns an empty inbox into a list', async () => {
    const { actor, answer } = startInbox();
    await answer({ rows: [], total: 0 });
    actor.send(arrival());
    expect(actor.getSnapshot().matches({ list: { page: 'showing' } })).toBe(true);
  });

  it('leaves out arrivals the view would not show: spam, another status, another search, a later page', async () => {
    const inbox = startInbox({ ...defaultView, search: 'acme' });
    await inbox.answer({ rows: rows(2), total: 2 });
    inbox.actor.send(arrival({ business: 'Acme', spam: true }));
    inbox.actor.send(arrival({ business: 'Zenith' }));
    expect(inbox.actor.getSnapshot().context.total).toBe(2);
    const later = startInbox({ ...defaultView, page: 1 });
    await later.answer({ rows: rows(2), total: 52 });
    later.actor.send(arrival());
    expect(later.actor.getSnapshot().context.rows.map((row) => row.id)).toEqual(['row-0', 'row-1']);
  });

  it('counts an arrival on a later page, once, so the total and "Showing 51–100 of" agree with the All count', async () => {
    const { actor, answer } = startInbox({ ...defaultView, page: 1 });
    await answer({ rows: rows(50), total: 5_479 });
    actor.send(arrival());
    actor.send(arrival());
    expect(actor.getSnapshot().context.total).toBe(5_480);
    expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual(rows(50).map((row) => row.id));
    actor.send(arrival({ id: 'spam-arrival', spam: true }));
    expect(actor.getSnapshot().context.total).toBe(5_480);
  });

  it('counts an arrival when sorted by savings, where it does not show on top', async () => {
    const { actor, answer } = startInbox({ ...defaultView, sort: 'savings' });
    await answer({ rows: rows(50), total: 70 });
    actor.send(arrival());
    expect(actor.getSnapshot().context.total).toBe(71);
  });

  it('adds an arrival that came while page 1 was loading if the answer missed it', async () => {
    const { actor, answer } = startInbox();
    actor.send(arrival({ createdAt: '2026-11-21T17:40:00.000Z' }));
    await answer({ rows: rows(2), total: 2 });
    expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual(['arrival', 'row-0', 'row-1']);
    expect(actor.getSnapshot().context.total).toBe(3);
  });

  it('does not count twice an arrival older than the page it came with, which the query saw', async () => {
    const { actor, answer } = startInbox();
    actor.send(arrival({ createdAt: '2026-11-21T17:00:00.000Z' }));
    await answer({ rows: rows(2), total: 60 });
    expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual(['row-0', 'row-1']);
    expect(actor.getSnapshot().context.total).toBe(60);
  });

  it("shows another admin's change on the row", async () => {
    const { actor, answer } = startInbox();
    await answer({ rows: [sampleLead], total: 1 });
    actor.send({ type: 'lead.updated', lead: { ...sampleLead, status: 'won' } });
    expect(actor.getSnapshot().context.rows[0]?.status).toBe('won');
  });

  it('reloads the page on screen when the connection is back: a reader on page 3 stays on page 3', async () => {
    const pageThree = { ...defaultView, page: 2 };
    const { actor, loads, answer, urls } = startInbox(pageThree);
    await answer({ rows: rows(3), total: 103 });
    actor.send({ type: 'live.reconnected' });
    expect(loads.map((load) => load.view)).toEqual([pageThree, pageThree]);
    expect(actor.getSnapshot().context.view).toEqual(pageThree);
    expect(urls).toEqual([]);
  });

  it('keeps its rows while the connection drops and comes back', async () => {
    const { actor, answer } = startInbox();
    await answer({ rows: rows(1), total: 1 });
    actor.send({ type: 'live.dropped' });
    actor.send({ type: 'live.connected' });
    expect(actor.getSnapshot().context.rows).toEqual(rows(1));
  });
});

describe('changing a status from the list', () => {
  it('shows the change at once and saves it', async () => {
    const { actor, saves, answer } = startInbox();
    await answer({ rows: [sampleLead], total: 1 });
    actor.send({ type: 'lead.setStatus', id: sampleLead.id, status: 'contacted' });
    expect(actor.getSnapshot().context.rows[0]?.status).toBe('contacted');
    expect(saves).toEqual([{ type: 'lead.save', id: sampleLead.id, patch: { status: 'contacted' } }]);
    const saved = { ...sampleLead, status: 'contacted' as const, firstResponseAt: '2026-11-21T17:33:00.000Z' };
    actor.send({ type: 'lead.saved', lead: saved });
    expect(actor.getSnapshot().context).toMatchObject({ rows: [saved], unsaved: {} });
  });

  it('rolls back and keeps the lead and the reason when the server refuses', async () => {
    const { actor, answer } = startInbox();
    await answer({ rows: [sampleLead], total: 1 });
    actor.send({ type: 'lead.setStatus', id: sampleLead.id, status: 'won' });
    actor.send({ type: 'lead.refused', id: sampleLead.id, reason: 'only admins may change leads.' });
    expect(actor.getSnapshot().context.rows[0]?.status).toBe('new');
    expect(actor.getSnapshot().context.notice).toEqual({ lead: sampleLead, reason: 'only admins may change leads.' });
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('marks suspected spam as not spam the same way', async () => {
    const spam = leadWith({ spam: true });
    const { actor, saves, answer } = startInbox({ ...defaultView, status: 'spam' });
    await answer({ rows: [spam], total: 1 });
    actor.send({ type: 'lead.notSpam', id: spam.id });
    expect(actor.getSnapshot().context.rows[0]?.spam).toBe(false);
    expect(saves.at(-1)?.patch).toEqual({ spam: false });
  });

  it('waits for one change to a lead to be answered before taking another', async () => {
    const { actor, saves, answer } = startInbox();
    await answer({ rows: [sampleLead], total: 1 });
    actor.send({ type: 'lead.setStatus', id: sampleLead.id, status: 'won' });
    actor.send({ type: 'lead.setStatus', id: sampleLead.id, status: 'lost' });
    expect(saves).toHaveLength(1);
  });
});
