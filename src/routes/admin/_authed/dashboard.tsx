import { createFileRoute } from '@tanstack/react-router';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import {
  AudioLines,
  Calculator,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  LogOut,
  RefreshCw,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  adminDashboardMachine,
  type DashboardEvent,
} from '../../../../machines/admin-dashboard/admin-dashboard.machine';
import { pageCount, pageSize, pageSpan } from '../../../../machines/admin-dashboard/admin-dashboard.paging';
import { isAdmin } from '../../../../machines/session/session.machine';
import { adminDashboardActors, startFirstPage } from '../../../actors/admin-dashboard.actors';
import { LoadingScreen } from '../../../components/loading-screen';
import { SubmissionsTable } from '../../../components/submissions-table';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorNote, Notice } from '../../../components/ui/notice';
import { pageTitle } from '../../../content/brand';
import { actorOptions } from '../../../lib/inspector';
import { formatWhole } from '../../../lib/number-format';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/_authed/dashboard')({
  head: () =>
    pageHead({
      path: '/admin/dashboard',
      title: pageTitle('Dashboard'),
      description: 'Manage contact submissions',
      noindex: true,
    }),
  // The first page is asked for while the page's own code is still loading, not after it has rendered.
  // Not on a hover preload (the rows could be stale by the click) nor for a non-admin (RLS shows them nothing).
  loader: ({ context, cause }) => ({
    early:
      cause === 'enter' && isAdmin(context.session.getSnapshot().context.user) ? startFirstPage(pageSize) : undefined,
  }),
  component: DashboardPage,
});

function DashboardPage() {
  const { session } = Route.useRouteContext();
  const signingOut = useSelector(session, (state) => state.hasTag('busy'));
  const signOutError = useSelector(session, (state) => state.context.error);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-white">Dashboard</h1>
          <p className="mt-1 text-slate-300">Manage contact submissions</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/admin/raw-pricing" variant="quiet" size="sm" shape="box">
            <Calculator className="h-4 w-4" aria-hidden="true" />
            Raw Pricing
          </ButtonLink>
          <ButtonLink to="/admin/pages" variant="quiet" size="sm" shape="box">
            <AudioLines className="h-4 w-4" aria-hidden="true" />
            Voice Pages
          </ButtonLink>
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
      <Submissions />
    </section>
  );
}

function Submissions() {
  const { early } = Route.useLoaderData();
  // Built once: the early request must be handed over only to the first load, not again after a re-render.
  const [actors] = useState(() => adminDashboardActors(early));
  const actor = useActorRef(adminDashboardMachine.provide({ actors }), actorOptions());
  const mode = useSelector(actor, (state) => {
    if (state.matches({ fetching: 'firstLoad' })) return 'loading';
    if (state.matches('error')) return 'error';
    if (state.matches('empty')) return 'empty';
    return 'list';
  });
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const rows = useSelector(actor, (state) => state.context.rows);
  const total = useSelector(actor, (state) => state.context.total);
  const page = useSelector(actor, (state) => state.context.page);
  const error = useSelector(actor, (state) => state.context.error);
  const can = useSelector(
    actor,
    (state) => ({
      first: state.can({ type: 'page.first' }),
      previous: state.can({ type: 'page.previous' }),
      next: state.can({ type: 'page.next' }),
      last: state.can({ type: 'page.last' }),
      refresh: state.can({ type: 'page.refresh' }),
    }),
    shallowEqual,
  );
  const send = (type: DashboardEvent['type']) => () => actor.send({ type });

  if (mode === 'loading') return <LoadingScreen />;
  if (mode === 'error') {
    return (
      <Notice tone="danger" size="lg" as="div" role="alert" className="mt-8 flex flex-col items-start gap-4">
        <p className="font-semibold">Could not load submissions</p>
        <p>{error}</p>
        <Button variant="dangerQuiet" size="sm" shape="box" onClick={send('page.retry')}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Retry
        </Button>
      </Notice>
    );
  }

  const span = pageSpan({ page, rows, total });
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Card variant="raised" className="px-5 py-4">
          <p className="text-sm text-slate-300">Total submissions</p>
          <p className="text-3xl font-bold text-white" data-testid="total-submissions">
            {formatWhole(total)}
          </p>
        </Card>
        <Button variant="quiet" size="sm" shape="box" onClick={send('page.refresh')} disabled={!can.refresh}>
          <RefreshCw className={`h-4 w-4 ${busy ? 'animate-spin' : ''}`} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {mode === 'empty' ? (
        <p className="rounded-xl border border-dashed border-white/15 px-6 py-12 text-center text-slate-300">
          No submissions yet
        </p>
      ) : (
        <>
          <SubmissionsTable rows={rows} busy={busy} />
          <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-300" aria-live="polite">
              Showing {formatWhole(span.first)}–{formatWhole(span.last)} of {formatWhole(span.total)} · Page{' '}
              {formatWhole(page + 1)} of {formatWhole(pageCount(total))}
            </p>
            <div className="flex gap-2">
              <PageButton label="First page" enabled={can.first} onClick={send('page.first')}>
                <ChevronsLeft className="h-4 w-4" aria-hidden="true" />
              </PageButton>
              <PageButton label="Previous page" enabled={can.previous} onClick={send('page.previous')}>
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                <span className="hidden sm:inline">Previous</span>
              </PageButton>
              <PageButton label="Next page" enabled={can.next} onClick={send('page.next')}>
                <span className="hidden sm:inline">Next</span>
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </PageButton>
              <PageButton label="Last page" enabled={can.last} onClick={send('page.last')}>
                <ChevronsRight className="h-4 w-4" aria-hidden="true" />
              </PageButton>
            </div>
          </nav>
        </>
      )}
    </div>
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
