import { getRouteApi, Outlet, useRouter } from '@tanstack/react-router';
import { isAdmin } from '../../../machines/session/staff-roles';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import {
  AudioLines,
  BellRing,
  Calculator,
  CalendarClock,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  Download,
  LogOut,
  RefreshCw,
  TrendingUp,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine';
import type { InboxView } from '../../../machines/inbox/inbox-view';
import type { OwnerReplies } from '../../../machines/inbox-figures/inbox-figures.machine';
import { lastPage, pageCount, pageSpan } from '../../../machines/inbox/inbox-paging';
import { isUnfiltered } from '../../../machines/inbox/view-match';
import { leadFeedMode } from '../../../machines/lead-feed/lead-feed.machine';
import { dashboardImplementations } from '../../actors/dashboard.actors';
import { TeamAdminLinks } from './team-admin-links';
import { dashboardTitle } from '../../content/page-title';
import { couldNot, reasonText, refusedWithoutReason } from '../../content/failures';
import { inboxCopy } from '../../content/inbox';
import { useDocumentTitle } from '../../lib/document-title';
import { viewOfSearch } from '../../lib/inbox-search';
import { actorOptions } from '../../lib/inspector';
import { formatWhole } from '../../lib/number-format';
import { LoadingScreen } from '../loading-screen';
import { SubmissionsTable } from '../submissions-table';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { ErrorNote, Notice } from '../ui/notice';
import { InboxFilters } from './inbox-filters';
import { LiveStatus } from './live-status';
import { NotifyToggle, type NotifyMode } from './notify-toggle';
import { ResponseKpi } from './response-kpi';
import { describeView } from './view-labels';
import { staffWidth } from '../page-width';
import { LeadFeedContext } from './lead-feed-context';

// Read through the route's id, not by importing the route file: the route file is in the app's entry
// chunk, and an import from it back to this module would pull the whole inbox in there (docs/architecture.md).
const dashboardRoute = getRouteApi('/admin/_authed/dashboard');

type DashboardActor = ReturnType<typeof useDashboard>;

/** One array for "no figures yet", so the selector's answer stays the same between renders. */
const noOwners: OwnerReplies[] = [];

/** The page's machine, bound once per mount (it follows and asks the router), opened at the view in the URL. */
function useDashboard() {
  const router = useRouter();
  const search = dashboardRoute.useSearch();
  const { early } = dashboardRoute.useLoaderData();
  const { session } = dashboardRoute.useRouteContext();
  const viewerId = useSelector(session, (state) => state.context.user?.id ?? null);
  // Built once: the early request must be handed over only to the first load, not again after a re-render.
  const [machine] = useState(() => dashboardMachine.provide(dashboardImplementations(router, early)));
  return useActorRef(machine, { ...actorOptions(), input: { view: viewOfSearch(search), viewerId } });
}

/** The dashboard's children, invoked at its root, so there for as long as the page is. */
function useChildren(dashboard: DashboardActor) {
  const { leadFeed, inbox, figures, alerts, exporter } = useSelector(
    dashboard,
    (state) => state.children,
    shallowEqual,
  );
  if (!leadFeed || !inbox || !figures || !alerts || !exporter) throw new Error('The dashboard runs without a child');
  return { leadFeed, inbox, figures, alerts, exporter };
}

type Children = ReturnType<typeof useChildren>;
type InboxActor = Children['inbox'];

/** The admin dashboard: the lead inbox with its figures, export and alerts; the lead panel opens over it. */
export function DashboardPage() {
  const { session } = dashboardRoute.useRouteContext();
  const signingOut = useSelector(session, (state) => state.hasTag('busy'));
  const signOutError = useSelector(session, (state) => state.context.error);
  // Growth, the alert settings and the export are an admin's; sales are not shown them (the database refuses too).
  const admin = useSelector(session, (state) => isAdmin(state.context.user));
  const dashboard = useDashboard();
  const children = useChildren(dashboard);
  const { figures } = children;
  const unanswered = useSelector(figures, (state) => state.context.figures?.unanswered ?? 0);
  useDocumentTitle(unanswered > 0 ? `(${formatWhole(unanswered)}) ${dashboardTitle}` : dashboardTitle);

  return (
    <section className={`${staffWidth} py-12`}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-white">Dashboard</h1>
          <p className="mt-1 text-slate-300">Manage contact submissions</p>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <NotifyMe alerts={children.alerts} />
          <ButtonLink to="/admin/raw-pricing" variant="quiet" size="sm" shape="box">
            <Calculator className="h-4 w-4" aria-hidden="true" />
            Raw Pricing
          </ButtonLink>
          {admin && (
            <ButtonLink to="/admin/growth" variant="quiet" size="sm" shape="box">
              <TrendingUp className="h-4 w-4" aria-hidden="true" />
              Growth
            </ButtonLink>
          )}
          <ButtonLink to="/admin/pages" variant="quiet" size="sm" shape="box">
            <AudioLines className="h-4 w-4" aria-hidden="true" />
            Voice Pages
          </ButtonLink>
          <ButtonLink to="/admin/meeting-hours" variant="quiet" size="sm" shape="box">
            <CalendarClock className="h-4 w-4" aria-hidden="true" />
            Meeting hours
          </ButtonLink>
          <ButtonLink to="/admin/alerts" variant="quiet" size="sm" shape="box">
            <BellRing className="h-4 w-4" aria-hidden="true" />
            Alerts
          </ButtonLink>
          {admin && <TeamAdminLinks />}
          <Button
            variant="dangerQuiet"
            size="sm"
            shape="box"
            disabled={signingOut}
            onClick={() => session.send({ type: 'session.signOut' })}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {signingOut ? 'Signing out...' : 'Logout'}
          </Button>
        </div>
      </header>
      {signOutError && <ErrorNote className="mt-4">Could not sign out: {signOutError}</ErrorNote>}
      <Inbox dashboard={dashboard} admin={admin} {...children} />
      {/* The lead panel opens over the inbox and watches the same feed. */}
      <LeadFeedContext value={children.leadFeed}>
        <Outlet />
      </LeadFeedContext>
    </section>
  );
}

function NotifyMe({ alerts }: { alerts: Children['alerts'] }) {
  const mode = useSelector(alerts, (state): NotifyMode => {
    if (state.matches('on')) return 'on';
    if (state.matches('asking')) return 'asking';
    if (state.matches('blocked')) return 'blocked';
    if (state.matches('unavailable')) return 'unavailable';
    return 'off';
  });
  return <NotifyToggle mode={mode} onChange={(on) => alerts.send({ type: on ? 'alerts.enable' : 'alerts.disable' })} />;
}

function Inbox({
  dashboard,
  inbox,
  figures,
  leadFeed,
  exporter,
  admin,
}: Children & { dashboard: DashboardActor; admin: boolean }) {
  const mode = useSelector(inbox, (state) => {
    if (state.matches({ list: { page: 'failed' } })) return 'error';
    if (state.matches({ list: { page: 'empty' } })) return 'empty';
    if (state.hasTag('busy') && state.context.rows.length === 0) return 'loading';
    return 'list';
  });
  const view = useSelector(inbox, (state) => state.context.view);
  const searchDraft = useSelector(inbox, (state) => state.context.searchDraft);
  const live = useSelector(leadFeed, leadFeedMode);
  const notice = useSelector(inbox, (state) => state.context.notice);
  const counts = useSelector(figures, (state) => state.context.figures?.counts ?? null);
  const stats = useSelector(figures, (state) => state.context.figures?.stats ?? null);
  const byOwner = useSelector(figures, (state) => state.context.figures?.byOwner ?? noOwners);
  const days = useSelector(figures, (state) => state.context.days);
  const figuresFailure = useSelector(figures, (state) =>
    state.matches({ counting: 'failed' }) ? state.context.failure : null,
  );
  const change = (viewChange: Partial<InboxView>) => inbox.send({ type: 'view.change', change: viewChange });

  return (
    <div className="mt-8 flex flex-col gap-6">
      <LiveStatus mode={live} />
      <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
        <TotalCard inbox={inbox} unfiltered={isUnfiltered(view)}>
          {admin && <ExportButton exporter={exporter} onExport={() => dashboard.send({ type: 'export.request' })} />}
        </TotalCard>
        <ResponseKpi
          stats={stats}
          byOwner={byOwner}
          days={days}
          onPeriod={(period) => figures.send({ type: 'figures.period', days: period })}
        />
      </div>
      {/* The figures above and beside the filters may be stale or missing: say so, and offer to load them now. */}
      {figuresFailure !== null && (
        <ErrorNote action={{ label: inboxCopy.retry, onClick: () => figures.send({ type: 'figures.retry' }) }}>
          {couldNot(inboxCopy.figuresFailed, figuresFailure.reason)}
        </ErrorNote>
      )}
      <InboxFilters
        searchText={searchDraft}
        status={view.status}
        overdue={view.overdue}
        minSavings={view.minSavings}
        language={view.language}
        owner={view.owner}
        followUp={view.followUp}
        sort={view.sort}
        counts={counts}
        onSearch={(text) => inbox.send({ type: 'search.input', text })}
        onStatus={(status) => change({ status })}
        onOverdue={(on) => change({ overdue: on })}
        onMinSavings={(value) => change({ minSavings: value })}
        onLanguage={(language) => change({ language })}
        onOwner={(owner) => change({ owner })}
        onFollowUp={(on) => change({ followUp: on })}
        onSort={(sort) => change({ sort })}
      />
      {notice && (
        <ErrorNote action={{ label: inboxCopy.dismiss, onClick: () => inbox.send({ type: 'notice.dismiss' }) }}>
          {couldNot(inboxCopy.refusedChange(notice.lead), notice.reason, refusedWithoutReason)}
        </ErrorNote>
      )}
      {mode === 'loading' && <LoadingScreen />}
      {mode === 'error' && <LoadError inbox={inbox} />}
      {mode === 'empty' && (
        <p className="rounded-xl border border-dashed border-white/15 px-6 py-12 text-center text-slate-300">
          {isUnfiltered(view) ? 'No submissions yet' : 'No submissions match this search and filter'}
        </p>
      )}
      {mode === 'list' && <LeadList inbox={inbox} />}
    </div>
  );
}

function TotalCard({ inbox, unfiltered, children }: { inbox: InboxActor; unfiltered: boolean; children: ReactNode }) {
  const total = useSelector(inbox, (state) => state.context.total);
  const busy = useSelector(inbox, (state) => state.hasTag('busy'));
  const canRefresh = useSelector(inbox, (state) => state.can({ type: 'page.refresh' }));
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Card variant="raised" className="px-5 py-4">
        <p className="text-sm text-slate-300">{unfiltered ? 'Total submissions' : 'Matching submissions'}</p>
        <p className="text-3xl font-bold text-white" data-testid="total-submissions">
          {formatWhole(total)}
        </p>
      </Card>
      <div className="flex flex-col gap-2">
        <Button
          variant="quiet"
          size="sm"
          shape="box"
          onClick={() => inbox.send({ type: 'page.refresh' })}
          disabled={!canRefresh}
        >
          <RefreshCw className={`h-4 w-4 ${busy ? 'animate-spin' : ''}`} aria-hidden="true" />
          Refresh
        </Button>
        {children}
      </div>
    </div>
  );
}

/**
 * Exports exactly what the controls show when it is clicked: a search still waiting for the pause in typing is
 * applied first, so the list, the address and the file agree; the line under the button names what the file holds.
 */
function ExportButton({ exporter, onExport }: { exporter: Children['exporter']; onExport: () => void }) {
  const busy = useSelector(exporter, (state) => state.hasTag('busy'));
  const result = useSelector(exporter, (state) => state.context.result);
  const exported = useSelector(exporter, (state) => state.context.view);
  const failure = useSelector(exporter, (state) => state.context.failure);
  return (
    <div className="flex flex-col gap-1">
      <Button variant="quiet" size="sm" shape="box" aria-busy={busy} disabled={busy} onClick={onExport}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {busy ? 'Exporting…' : 'Export CSV'}
      </Button>
      <p role="status" className="text-xs text-slate-400">
        {result &&
          exported &&
          `${formatWhole(result.rows)} ${result.rows === 1 ? 'row' : 'rows'} saved to ${result.fileName}: ${describeView(exported)}`}
      </p>
      {failure && <ErrorNote>{couldNot('export', failure.reason)}</ErrorNote>}
    </div>
  );
}

function LoadError({ inbox }: { inbox: InboxActor }) {
  const loadFailure = useSelector(inbox, (state) => state.context.loadFailure);
  return (
    <Notice tone="danger" size="lg" as="div" role="alert" className="flex flex-col items-start gap-4">
      <p className="font-semibold">{inboxCopy.loadFailed}</p>
      {loadFailure && <p>{reasonText(loadFailure)}</p>}
      <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => inbox.send({ type: 'page.retry' })}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {inboxCopy.retry}
      </Button>
    </Notice>
  );
}

function LeadList({ inbox }: { inbox: InboxActor }) {
  const busy = useSelector(inbox, (state) => state.hasTag('busy'));
  const rows = useSelector(inbox, (state) => state.context.rows);
  const total = useSelector(inbox, (state) => state.context.total);
  const page = useSelector(inbox, (state) => state.context.view.page);
  const sort = useSelector(inbox, (state) => state.context.view.sort);
  const unsaved = useSelector(inbox, (state) => state.context.unsaved);
  // The page each button opens; a button is enabled when the inbox would take it (a page that exists, not this one).
  const pages = { first: 0, previous: page - 1, next: page + 1, last: lastPage(total) };
  const can = useSelector(
    inbox,
    (state) => ({
      first: state.can({ type: 'view.change', change: { page: pages.first } }),
      previous: state.can({ type: 'view.change', change: { page: pages.previous } }),
      next: state.can({ type: 'view.change', change: { page: pages.next } }),
      last: state.can({ type: 'view.change', change: { page: pages.last } }),
    }),
    shallowEqual,
  );
  const send = (which: keyof typeof pages) => () => inbox.send({ type: 'view.change', change: { page: pages[which] } });
  const span = pageSpan({ page, rows, total });
  return (
    <>
      <SubmissionsTable
        rows={rows}
        busy={busy}
        sort={sort}
        saving={(id) => id in unsaved}
        onStatus={(id, status) => inbox.send({ type: 'lead.setStatus', id, status })}
        onNotSpam={(id) => inbox.send({ type: 'lead.notSpam', id })}
      />
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-300" aria-live="polite">
          Showing {formatWhole(span.first)}–{formatWhole(span.last)} of {formatWhole(span.total)} · Page{' '}
          {formatWhole(page + 1)} of {formatWhole(pageCount(total))}
        </p>
        <div className="flex gap-2">
          <PageButton label="First page" enabled={can.first} onClick={send('first')}>
            <ChevronsLeft className="h-4 w-4" aria-hidden="true" />
          </PageButton>
          <PageButton label="Previous page" enabled={can.previous} onClick={send('previous')}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </PageButton>
          <PageButton label="Next page" enabled={can.next} onClick={send('next')}>
            <span className="hidden sm:inline">Next</span>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </PageButton>
          <PageButton label="Last page" enabled={can.last} onClick={send('last')}>
            <ChevronsRight className="h-4 w-4" aria-hidden="true" />
          </PageButton>
        </div>
      </nav>
    </>
  );
}

function PageButton({
  label,
  enabled,
  onClick,
  children,
}: {
  label: string;
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" size="compact" shape="box" aria-label={label} disabled={!enabled} onClick={onClick}>
      {children}
    </Button>
  );
}
