import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { searchDebounceMs, type inboxMachine, type LeadPage } from '../../../machines/inbox/inbox.machine';
import type { InboxView, StatusFilter } from '../../../machines/inbox/inbox-view';
import type { Lead } from '../../../machines/inbox/lead';
import { pageSize } from '../../../machines/inbox/inbox-paging';
import { sameView } from '../../../machines/inbox/view-match';
import { tableRows } from '../../e2e/support/inbox';
import type { MachinePath } from '../../support/machine-paths';
import { payload } from '../../support/machine-spec';
import type { BrowserFlow } from './browser-flow';
import { pressIfOffered, reacted } from './gestures';
import { holdRequests } from './held-requests';
import { filterLabels, replyText as reply } from './lead-screen-text';
import { rowOf } from './lead-row';
import { liveLeads } from './live-leads';
import { signInAsLocalAdmin } from './sign-in';
import { gateRealtime } from './realtime-gate';

// What staff read, word for word: 'Dashboard', 'Manage contact submissions', the total, 'No submissions yet', the
// error in a red panel, 'Loading...', the paused message, the reply column, 'Search', 'Status' and its options,
// 'Overdue only', 'Spam', 'Not spam' (docs/admin.md, with the URL's `q`, `status`, `overdue`, 1-based `page`) and the
// inbox plan's spec (the rollback's message). Never from src/: a changed message on the page must fail the replay.
const screenText = {
  title: 'Dashboard',
  subtitle: 'Manage contact submissions',
  loading: 'Loading...',
  noRows: 'No submissions yet',
  paused: 'Live updates paused — reconnecting…',
  search: 'Search',
  status: 'Status',
  overdue: 'Overdue only',
  notSpam: 'Not spam',
  retry: 'Retry',
  dismiss: 'Dismiss',
  noReason: 'the server gave no reason.',
  refused: (lead: Lead, reason: string | null) =>
    `Could not save the change to ${lead.firstName} ${lead.lastName}: ${reason ?? 'the server refused it.'}`,
};
/** The button that turns to `page` from the view `before` shows, if one does. */
function pageButton(before: Inbox, page: number): string | undefined {
  const { view, total } = before.context;
  const last = Math.max(1, Math.ceil(total / pageSize)) - 1;
  if (page === view.page + 1) return 'Next page';
  if (page === view.page - 1) return 'Previous page';
  if (page === 0) return 'First page';
  if (page === last) return 'Last page';
  return undefined;
}

const changeOf = (event: EventObject): Partial<InboxView> => payload<{ change: Partial<InboxView> }>(event).change;
/** The pause after typing: the box's text as the only change. */
const isPause = (event: EventObject) =>
  event.type === 'view.change' && Object.keys(changeOf(event)).join() === 'search';

type Inbox = SnapshotFrom<typeof inboxMachine>;
const inbox = (state: AnyMachineSnapshot) => state as Inbox;
const nameOf = (lead: Lead) => `${lead.firstName} ${lead.lastName}`;

/** The address of a view, as docs/admin.md gives it: defaults left out, the page 1-based. */
export function urlParams(view: InboxView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.search.trim() !== '') params['q'] = view.search;
  if (view.status !== 'all') params['status'] = view.status;
  if (view.overdue) params['overdue'] = 'true';
  if (view.page > 0) params['page'] = String(view.page + 1);
  if (view.language !== null) params['lang'] = view.language;
  if (view.sort === 'savings') params['sort'] = 'savings';
  if (view.minSavings > 0) params['savings'] = String(view.minSavings);
  return params;
}

/**
 * Whether a held page load is the one for `view`. On a loaded machine the request for a new view can reach the route
 * after the one it replaced (which the page gave up on), so the answer goes to the request for the view on screen.
 */
const loadOf =
  (view: InboxView) =>
  (url: string): boolean => {
    const params = new URL(url).searchParams;
    const status = params.get('status');
    return (
      params.get('offset') === String(view.page * pageSize) &&
      params.get('spam') === `is.${view.status === 'spam'}` &&
      // Overdue only asks for new leads whatever the status filter.
      (['all', 'spam'].includes(view.status) ? status === null || view.overdue : status === `eq.${view.status}`) &&
      (params.get('created_at')?.startsWith('lt.') ?? false) === view.overdue &&
      params.has('or') === (view.search.trim() !== '')
    );
  };

/**
 * Why a person (with the world: the network, the database, Realtime) could not walk this path on /admin/dashboard,
 * if they could not. Each reason is a rule of the real page the model does not know about.
 */
function cannotDo(path: MachinePath): string | undefined {
  const shown: InboxView[] = [];
  let searchPending = false;
  for (const [index, { event, state }] of path.steps.entries()) {
    const before = path.steps[index - 1]?.state;
    const step = `step ${index + 1}`;
    if (!before) continue;
    const { context } = inbox(before);
    shown.push(context.view);
    switch (event.type) {
      case 'live.reconnected':
        if (searchPending)
          return `${step} reconnects, which takes realtime-js a second, in which the typed search would be sent`;
        break;
      case 'lead.saved':
      case 'lead.refused': {
        const id =
          event.type === 'lead.saved' ? payload<{ lead: Lead }>(event).lead.id : payload<{ id: string }>(event).id;
        if (!(id in context.unsaved)) return `${step} answers a save of lead ${id} that the page never sent`;
        break;
      }
      case 'view.set': {
        const { view } = payload<{ view: InboxView }>(event);
        if (!shown.slice(0, -1).some((earlier) => sameView(earlier, view)))
          return `${step} follows the address bar to a view this tab never showed: Back and Forward cannot lead there, and a typed address reloads the page`;
        return `${step} goes Back to an earlier view, which the replay does not map yet`;
      }
      case 'export.request':
        return `${step} exports, which the replay does not map yet`;
      case 'view.change': {
        const change = changeOf(event);
        if (change.page !== undefined && !pageButton(inbox(before), change.page))
          return `${step} turns to page ${change.page + 1}, which no button offers`;
        if (isPause(event) && change.search !== context.searchDraft)
          return `${step} applies a search that is not what the box holds`;
        const same =
          (change.status !== undefined && change.status === context.view.status) ||
          (change.overdue !== undefined && change.overdue === context.view.overdue);
        if (same && reacted(before, state))
          return `${step} chooses the filter already chosen, which the page does not send`;
        break;
      }
    }
    if (event.type === 'search.input') searchPending = true;
    if (event.type === 'view.change' || event.type === 'live.reconnected')
      searchPending = searchPending && event.type === 'view.change' && !isPause(event) && !reacted(before, state);
  }
  return undefined;
}

/**
 * The lead inbox on /admin/dashboard, signed in as the stand-in's admin. Staff type in Search, choose a filter, turn
 * pages, change a status, press Not spam, Retry, Refresh and Dismiss. The world's part: each page load is held and
 * answered with the path's rows and total; each save is held and answered as the path says; Realtime goes through
 * a gate opened once the page is open and cut and reopened for a reconnection; a lead arrives by a real insert into
 * the stand-in, and another admin's change is a real update there, both delivered to the page by Realtime.
 */
export const inboxBrowser: BrowserFlow = {
  url: '/admin/dashboard',
  cannotDo,
  async open(page: Page, { path, apiUrl, standInUrl }) {
    await signInAsLocalAdmin(page);

    const loads = await holdRequests(page, '**/rest/v1/contact_submissions?*', {
      when: (request) => request.method() === 'GET' && (request.headers()['prefer'] ?? '').includes('count=exact'),
      newest: true,
    });
    const saves = await holdRequests(page, '**/rest/v1/contact_submissions?*', {
      when: (request) => request.method() === 'PATCH',
    });
    const realtime = await gateRealtime(page, apiUrl, standInUrl);
    const leads = await liveLeads(page, realtime, standInUrl, path);
    const saveOf = (id: string) => (url: string) => url.includes(`id=eq.${id}`);
    const row = (lead: Lead) =>
      tableRows(page).filter({ has: page.getByRole('link', { name: nameOf(lead), exact: true }) });

    let refusal: { id: string; reason: string | null } | undefined;
    let live: Promise<void> | undefined;

    return {
      async act(event, before) {
        const { type } = event;
        if (type === 'xstate.done.actor.loadPage') {
          const { rows, total } = payload<{ output: LeadPage }>(event).output;
          const from = inbox(before).context.view.page * pageSize;
          const range = rows.length === 0 ? `*/${total}` : `${from}-${from + rows.length - 1}/${total}`;
          // The site is another origin than the stand-in: the total is read only if CORS lets the page see it.
          await loads.answer(200, rows.map(rowOf), {
            headers: { 'Content-Range': range, 'Access-Control-Expose-Headers': 'Content-Range' },
            matching: loadOf(inbox(before).context.view),
          });
        } else if (type === 'xstate.error.actor.loadPage') {
          const { message } = payload<{ error: Error }>(event).error;
          await loads.answer(
            403,
            { code: '42501', details: null, hint: null, message },
            { matching: loadOf(inbox(before).context.view) },
          );
        } else if (type === 'search.input') {
          await page
            .getByRole('searchbox', { name: screenText.search, exact: true })
            .fill(payload<{ text: string }>(event).text);
        } else if (isPause(event)) {
          // The person stops typing. The spec names no figure for the pause, so the replay waits the machine's.
          await page.clock.runFor(searchDebounceMs);
        } else if (type === 'view.change') {
          await choose(page, changeOf(event), inbox(before));
        } else if (type === 'page.refresh') {
          await pressIfOffered(page.getByRole('button', { name: 'Refresh', exact: true }));
        } else if (type === 'page.retry') {
          await pressIfOffered(page.getByRole('button', { name: screenText.retry, exact: true }));
        } else if (type === 'notice.dismiss') {
          await pressIfOffered(page.getByRole('button', { name: screenText.dismiss, exact: true }));
        } else if (type === 'lead.setStatus') {
          const { id, status } = payload<{ id: string; status: string }>(event);
          const lead = inbox(before).context.rows.find((candidate) => candidate.id === id);
          const select = lead ? row(lead).getByRole('combobox') : undefined;
          if (select && (await select.count()) > 0 && (await select.isEnabled())) await select.selectOption(status);
        } else if (type === 'lead.notSpam') {
          const lead = inbox(before).context.rows.find(
            (candidate) => candidate.id === payload<{ id: string }>(event).id,
          );
          if (lead) await pressIfOffered(row(lead).getByRole('button', { name: screenText.notSpam, exact: true }));
        } else if (type === 'lead.saved') {
          const { lead } = payload<{ lead: Lead }>(event);
          await saves.answer(200, [rowOf(lead)], { matching: saveOf(lead.id) });
        } else if (type === 'lead.refused') {
          const { id, reason } = payload<{ id: string; reason: string | null }>(event);
          refusal = { id, reason };
          const body = { code: 'P0001', details: null, hint: null, message: reason ?? '' };
          await saves.answer(400, body, { matching: saveOf(id) });
        } else if (type === 'lead.inserted') {
          const { lead, at } = payload<{ lead: Lead; at: number }>(event);
          // The page stamps an arrival with its own clock: set it to the path's moment, then insert for real.
          await page.clock.setSystemTime(at);
          await leads.insert(lead);
        } else if (type === 'lead.updated') {
          await leads.update(payload<{ lead: Lead }>(event).lead);
        } else if (type === 'live.reconnected') {
          realtime.drop();
          await expect(page.getByText(screenText.paused, { exact: true })).toBeVisible();
          await realtime.reconnect();
        } else {
          throw new Error(`the inbox has no gesture for ${type}`);
        }
      },
      async expectScreen(state: AnyMachineSnapshot) {
        // Realtime is let through once the page is open, before any step that needs it (the connection's own
        // states are the lead feed's, walked by its own plan).
        live ??= realtime.open();
        await live;
        const { context } = inbox(state);
        await expect(page.getByRole('heading', { level: 1, name: screenText.title })).toBeVisible();
        await expect(page.getByText(screenText.subtitle, { exact: true })).toBeVisible();
        await expect
          .poll(() => Object.fromEntries(new URL(page.url()).searchParams), 'the view is the URL')
          .toEqual(urlParams(context.view));
        await expect(page.getByRole('searchbox', { name: screenText.search, exact: true })).toHaveValue(
          context.searchDraft,
        );
        await expect(statusFilter(page, context.view.status)).toBeChecked();
        await expect(page.getByRole('switch', { name: new RegExp(`^${screenText.overdue}`) })).toHaveAttribute(
          'aria-checked',
          String(context.view.overdue),
        );
        await expect(page.getByText(screenText.paused, { exact: true })).toHaveCount(0);
        await expect(page.getByTestId('total-submissions')).toHaveText(context.total.toLocaleString('en-US'));
        // The message names the lead as the server has it and says what the server said (the path's refusal).
        const notice = page.getByText(/^Could not save the change to /);
        const refused = refusal && context.rows.find((lead) => lead.id === refusal?.id);
        if (context.notice === null) await expect(notice).toHaveCount(0);
        else if (!refusal || !refused)
          throw new Error(`the model keeps ${JSON.stringify(context.notice)} with no refusal before it`);
        else await expect(notice).toHaveText(`${screenText.refused(refused, refusal.reason)} ${screenText.dismiss}`);
        await expectList(page, state);
      },
    };
  },
};

/** What a person does on the page for a change of view: a filter, the order, or a page button. */
async function choose(page: Page, change: Partial<InboxView>, before: Inbox) {
  if (change.status !== undefined) await pressIfOffered(statusFilter(page, change.status));
  if (change.overdue !== undefined) {
    const overdue = page.getByRole('switch', { name: new RegExp(`^${screenText.overdue}`) });
    if ((await overdue.getAttribute('aria-checked')) !== String(change.overdue)) await overdue.click();
  }
  if (change.language !== undefined)
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(change.language ?? '');
  if (change.minSavings !== undefined)
    await page
      .getByRole('combobox', { name: 'Estimated savings', exact: true })
      .selectOption(String(change.minSavings));
  if (change.sort !== undefined)
    await page.getByRole('combobox', { name: 'Order', exact: true }).selectOption(change.sort);
  const button = change.page === undefined ? undefined : pageButton(before, change.page);
  if (button) await pressIfOffered(page.getByRole('button', { name: button, exact: true }));
}

async function expectList(page: Page, state: AnyMachineSnapshot) {
  const { context } = inbox(state);
  const fetching = state.matches({ list: { page: 'fetching' } });
  if (state.matches({ list: { page: 'failed' } })) {
    const panel = page.getByRole('alert').filter({ hasText: context.loadFailure?.reason ?? screenText.noReason });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: screenText.retry })).toBeVisible();
    return;
  }
  await expect(page.getByText(screenText.loading, { exact: true })).toHaveCount(
    fetching && context.rows.length === 0 ? 1 : 0,
  );
  const unfiltered = context.view.search.trim() === '' && context.view.status === 'all' && !context.view.overdue;
  await expect(page.getByText(screenText.noRows, { exact: true })).toHaveCount(
    state.matches({ list: { page: 'empty' } }) && unfiltered ? 1 : 0,
  );
  const shownRows = fetching || state.matches({ list: { page: 'showing' } }) ? context.rows : [];
  await expect(tableRows(page)).toHaveCount(shownRows.length);
  for (const [index, lead] of shownRows.entries()) {
    const line = tableRows(page).nth(index);
    await expect(line.getByRole('link', { name: nameOf(lead), exact: true })).toBeVisible();
    if (lead.spam) {
      await expect(line.getByRole('button', { name: screenText.notSpam })).toBeEnabled({
        enabled: !(lead.id in context.unsaved),
      });
      continue;
    }
    const select = line.getByRole('combobox');
    await expect(select).toHaveValue(lead.status);
    // A saving select stays focusable (the keyboard keeps its place) and says it is busy instead of being disabled.
    if (lead.id in context.unsaved) await expect(select).toHaveAttribute('aria-busy', 'true');
    else await expect(select).not.toHaveAttribute('aria-busy');
    // The columns run Name, Status, Reply, then the rest: the countdown stays in view on narrow screens.
    const replyCell = line.getByRole('cell').nth(2);
    if (lead.firstResponseAt !== null) await expect(replyCell).toHaveText(reply.answered);
    else if (lead.status === 'new') await expect(replyCell).toHaveText(reply.waitingOrOverdue);
    else await expect(replyCell).toHaveText('');
  }
}

const statusFilter = (page: Page, status: StatusFilter) =>
  page
    .getByRole('group', { name: screenText.status })
    .getByRole('radio', { name: new RegExp(`^${filterLabels[status]}\\b`) });
