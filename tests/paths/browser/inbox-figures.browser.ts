import { expect, type Page, type Request } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { Lead } from '../../../machines/inbox/lead';
import { defaultView, statusFilters, type InboxView } from '../../../machines/inbox/inbox-view';
import type { Figures, StatsPeriod } from '../../../machines/inbox-figures/inbox-figures.machine';
import type { MachinePath } from '../../support/machine-paths';
import { payload } from '../../support/machine-spec';
import type { BrowserFlow } from './browser-flow';
import { pressIfOffered, reacted } from './gestures';
import { holdRequests } from './held-requests';
import { filterLabels } from './lead-screen-text';
import { liveLeads } from './live-leads';
import { gateRealtime } from './realtime-gate';
import { signInAsLocalAdmin } from './sign-in';

// What staff read, word for word: the tab title `(3) Dashboard`, `Answered within 10 minutes: P% (A of N)`, the median
// and its 7 days / 30 days / all time, 'Search', the filters and 'Overdue only', each with its count (docs/admin.md,
// "Reply deadline and the 10-minute KPI": `Median first response: N min`, the buttons `7 days`, `30 days`,
// `All time`; "Tab title": `(N) Dashboard · Ringwise`; the search's 300 ms pause; a failure's words, "Could not load
// the figures: <reason>", and 'Retry' as everywhere in the admin). Never from src/: a changed word must fail
// the replay.
const screenText = {
  title: (unanswered: number) => (unanswered > 0 ? `(${unanswered}) Dashboard · Ringwise` : 'Dashboard · Ringwise'),
  kpi: 'Answered within 10 minutes: ',
  kpiFigures: ({ answeredWithin, judged }: Figures['stats']) =>
    `Answered within 10 minutes: ${Math.round((answeredWithin / judged) * 100)}% (${answeredWithin} of ${judged})`,
  median: (seconds: number) => `Median first response: ${Math.floor(seconds / 60)} min`,
  period: 'Period',
  periods: { 7: '7 days', 30: '30 days', all: 'All time' },
  search: 'Search',
  status: 'Status',
  overdue: 'Overdue only',
  failed: (message: string) => `Could not load the figures: ${message || 'the server gave no reason.'}`,
  retry: 'Retry',
};
const searchPauseMs = 300;

const periodName = (days: StatsPeriod) => (days === null ? screenText.periods.all : screenText.periods[days]);

/** A view that differs from the default one in its search alone: what typing in Search gives. */
const searchOnly = (view: InboxView) => JSON.stringify({ ...view, search: '' }) === JSON.stringify(defaultView);

/** Which of the figures' reads asks for the counts of a search (the others count every lead). */
const searched = (request: Request) => 'p_search' in (request.postDataJSON() ?? {});

/**
 * Why a person (with the world) could not walk this path over the inbox, if they could not: what the page does
 * takes time on its clock that the model's step does not.
 */
function cannotDo(path: MachinePath): string | undefined {
  for (const [index, { event, state }] of path.steps.entries()) {
    const before = path.steps[index - 1]?.state;
    const step = `step ${index + 1}`;
    if (event.type === 'view.set' && !searchOnly(payload<{ view: InboxView }>(event).view))
      return `${step} names a view with filters, which the figures' replay does not map (only a typed search)`;
    if (!before || !reacted(before, state) || !before.matches({ counting: 'settling' })) continue;
    if (event.type === 'view.set')
      return `${step} searches while a burst of changes settles: the page sends a search ${searchPauseMs} ms after the last key, by when the 250 ms settle has loaded the figures`;
    if (event.type === 'live.reconnected')
      return `${step} reconnects while a burst of changes settles: realtime-js tries again 1 s after a drop, by when the 250 ms settle has loaded the figures`;
  }
  return undefined;
}

/**
 * The figures over the inbox on /admin/dashboard, signed in as the stand-in's admin: the count beside each filter
 * and Overdue only, the reply-time KPI and its median, the tab title. Staff type a search (and pause), choose a
 * period, press Retry. The world's part: each load's reads (`lead_counts` for the search, for every lead, and
 * `lead_response_stats`) are held and answered with the path's figures or its failure; a lead arrives by a real
 * insert into the stand-in and another admin's change is a real update there, both reaching the page over
 * Realtime, which is let through once the page is open; a reconnection cuts the connection and lets realtime-js's
 * own reconnection through.
 */
export const inboxFiguresBrowser: BrowserFlow = {
  url: '/admin/dashboard',
  cannotDo,
  async open(page: Page, { path, apiUrl, standInUrl }) {
    await signInAsLocalAdmin(page);
    const rpc = (name: string) => `**/rest/v1/rpc/${name}`;
    const searchCounts = await holdRequests(page, rpc('lead_counts'), { when: searched, newest: true });
    const allCounts = await holdRequests(page, rpc('lead_counts'), {
      when: (request) => !searched(request),
      newest: true,
    });
    const stats = await holdRequests(page, rpc('lead_response_stats'), { newest: true });
    const reads = [searchCounts, allCounts, stats];
    const realtime = await gateRealtime(page, apiUrl, standInUrl);
    const leads = await liveLeads(page, realtime, standInUrl, path);
    let live: Promise<void> | undefined;

    // What the person and the world did, as the screen must reflect it.
    let search = '';
    let shown: Figures | null = null;
    let failure: string | null = null;
    // A load is answered with the reads sent after the step that started it (those of an earlier one may be held).
    let marks = reads.map((read) => read.mark());
    let loadMarks = marks;
    let previous: AnyMachineSnapshot | undefined;
    let lastEvent: string | undefined;

    const searchBox = page.getByRole('searchbox', { name: screenText.search, exact: true });

    return {
      async act(event) {
        const { type } = event;
        lastEvent = type;
        if (type === 'xstate.done.actor.loadFigures') {
          const figures = payload<{ output: Figures }>(event).output;
          const [searchSince, allSince, statsSince] = loadMarks;
          const { answeredWithin, judged, medianSeconds } = figures.stats;
          if (search.trim() !== '') {
            await searchCounts.answer(200, figures.counts, { since: searchSince });
            await allCounts.answer(200, { ...figures.counts, unanswered: figures.unanswered }, { since: allSince });
          } else {
            await allCounts.answer(200, figures.counts, { since: allSince });
          }
          await stats.answer(
            200,
            { answered_within: answeredWithin, judged, median_seconds: medianSeconds },
            { since: statsSince },
          );
          shown = figures;
        } else if (type === 'xstate.error.actor.loadFigures') {
          const { message } = payload<{ error: Error }>(event).error;
          const body = { code: '42501', details: null, hint: null, message };
          const [searchSince, allSince, statsSince] = loadMarks;
          if (search.trim() !== '') await searchCounts.answer(403, body, { since: searchSince });
          await allCounts.answer(403, body, { since: allSince });
          await stats.answer(403, body, { since: statsSince });
          failure = screenText.failed(message);
        } else if (type === 'view.set') {
          const text = payload<{ view: InboxView }>(event).view.search;
          if ((await searchBox.inputValue()) === text) return;
          await searchBox.fill(text);
          // The person stops typing: the inbox sends the search after its pause (docs/admin.md).
          await page.clock.runFor(searchPauseMs);
          search = text;
        } else if (type === 'figures.period') {
          await page
            .getByRole('group', { name: screenText.period })
            .getByRole('button', { name: periodName(payload<{ days: StatsPeriod }>(event).days), exact: true })
            .click();
        } else if (type === 'figures.retry') {
          await pressIfOffered(page.getByRole('button', { name: screenText.retry, exact: true }));
        } else if (type === 'lead.inserted') {
          await leads.insert(payload<{ lead: Lead }>(event).lead);
        } else if (type === 'lead.updated') {
          await leads.update(payload<{ lead: Lead }>(event).lead);
        } else if (type === 'live.reconnected') {
          realtime.drop();
          await realtime.reconnect();
        } else {
          throw new Error(`the inbox figures have no gesture for ${type}`);
        }
      },
      // A minute's refresh runs past realtime-js's heartbeats, whose answers must reach the page in between.
      runClock: (ms) => realtime.runClock(ms),
      async expectScreen(state: AnyMachineSnapshot) {
        // Realtime is let through once the page is open, before any step that needs it or runs the clock (a join
        // held past realtime-js's 10 s timeout would be a drop, and the next join a reconnection).
        live ??= realtime.open();
        await live;
        const askedSince = (since: readonly number[]) => reads.map((read, index) => read.mark() > (since[index] ?? 0));
        if (startsLoad(previous, state, lastEvent)) {
          loadMarks = marks;
          // A load reads the counts for the search (if there is one), for every lead, and the KPI.
          const { view } = state.context as { view: InboxView };
          await expect
            .poll(() => askedSince(loadMarks), 'the page asks for the figures')
            .toEqual([view.search.trim() !== '', true, true]);
        } else if (askedSince(marks).some(Boolean)) {
          throw new Error('the page asked for the figures again where the model loads nothing');
        }
        if (!state.matches({ counting: 'failed' })) failure = null;
        previous = state;
        lastEvent = undefined;
        await expectFigures(page, shown, state);
        const retry = page.getByRole('button', { name: screenText.retry, exact: true });
        if (failure === null) await expect(retry).toHaveCount(0);
        else await expect(page.getByRole('alert').filter({ has: retry })).toHaveText(`${failure} ${screenText.retry}`);
        marks = reads.map((read) => read.mark());
      },
    };
  },
};

/**
 * Whether the step into `state` (by `event`; none for a timer) started a load: it entered loading, or loaded afresh
 * from there (a new search or period, a reconnection).
 */
function startsLoad(previous: AnyMachineSnapshot | undefined, state: AnyMachineSnapshot, event: string | undefined) {
  if (!state.matches({ counting: 'loading' })) return false;
  if (!previous?.matches({ counting: 'loading' })) return true;
  const before = previous.context as { view: InboxView; days: StatsPeriod };
  const now = state.context as typeof before;
  return event === 'live.reconnected' || before.view.search !== now.view.search || before.days !== now.days;
}

/** The counts beside the filters, the KPI and its median, the chosen period and the tab title. */
async function expectFigures(page: Page, figures: Figures | null, state: AnyMachineSnapshot) {
  const { days } = state.context as { days: StatsPeriod };
  const statusGroup = page.getByRole('group', { name: screenText.status });
  for (const filter of statusFilters) {
    const name = figures ? `${filterLabels[filter]} ${figures.counts[filter]}` : filterLabels[filter];
    await expect(statusGroup.getByRole('radio', { name, exact: true })).toHaveCount(1);
  }
  const overdue = figures ? `${screenText.overdue} ${figures.counts.overdue}` : screenText.overdue;
  await expect(page.getByRole('switch', { name: overdue, exact: true })).toHaveCount(1);
  const kpi = page.getByText(screenText.kpi);
  if (figures) {
    await expect(kpi).toHaveText(screenText.kpiFigures(figures.stats));
    if (figures.stats.medianSeconds !== null)
      await expect(page.getByText(screenText.median(figures.stats.medianSeconds), { exact: true })).toBeVisible();
  } else {
    await expect(kpi).toHaveText(/^Answered within 10 minutes: [^%]*$/);
  }
  for (const period of [7, 30, null] as const)
    await expect(
      page
        .getByRole('group', { name: screenText.period })
        .getByRole('button', { name: periodName(period), exact: true }),
    ).toHaveAttribute('aria-pressed', String(period === days));
  await expect(page).toHaveTitle(screenText.title(figures?.unanswered ?? 0));
}
