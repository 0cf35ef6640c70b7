import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isCustomRange, rangeDays, type GrowthRange } from '../../../machines/growth-report/growth-range';
import { growthTables } from '../../../machines/growth-report/growth-report';
import { growthReportMachine } from '../../../machines/growth-report/growth-report.machine';
import { growthReportImplementations } from '../../actors/growth-report.actors';
import { growthCopy } from '../../content/growth';
import { nearestRangeOfSearch, rangeOfSearch, searchOfRange } from '../../lib/growth-search';
import { actorOptions } from '../../lib/inspector';
import { useClock } from '../../lib/use-clock';
import { LoadingScreen } from '../loading-screen';
import { Button, ButtonLink } from '../ui/button';
import { LoadFailedNotice } from '../ui/load-failed-notice';
import { Card } from '../ui/card';
import { Notice } from '../ui/notice';
import { TextField } from '../ui/text-field';
import { FunnelTable, FunnelSteps } from './funnel';
import { DailyChart } from './daily-chart';
import { staffWidth } from '../page-width';

// Read through the route's id, not by importing the route file, so this page stays out of the app's entry chunk.
const growthRoute = getRouteApi('/admin/_authed/growth');

type GrowthActor = ReturnType<typeof useGrowthReport>;

/** The machine, bound once per mount (it follows and asks the router), opened at the range the address names. */
function useGrowthReport() {
  const router = useRouter();
  const search = growthRoute.useSearch();
  const [machine] = useState(() => growthReportMachine.provide(growthReportImplementations(router)));
  return useActorRef(machine, { ...actorOptions(), input: { range: rangeOfSearch(search) } });
}

export function GrowthPage() {
  const actor = useGrowthReport();
  const mode = useSelector(actor, (state) => {
    if (state.matches('failed')) return 'failed';
    if (state.matches('empty')) return 'empty';
    if (state.context.report === null) return 'loading';
    return 'shown';
  });
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const range = useSelector(actor, (state) => state.context.range);
  const now = useClock(60_000);
  const { from, to } = rangeDays(range, now);
  return (
    <section className={`flex flex-col gap-6 py-12 ${staffWidth}`}>
      <header className="flex flex-col gap-3">
        <ButtonLink to="/admin/dashboard" variant="plain">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Dashboard
        </ButtonLink>
        <h1 className="text-3xl font-bold text-white">{growthCopy.title}</h1>
        <p className="text-slate-300">{growthCopy.intro}</p>
      </header>
      <AddressRangeProblem />
      {/* Keyed by the range's days, so From and To show the range chosen (a preset, Back, a link). */}
      <RangePicker key={`${from}/${to}`} actor={actor} range={range} now={now} />
      <p className="text-sm text-slate-400" aria-live="polite">
        {from} – {to} (UTC)
      </p>
      {mode === 'loading' && <LoadingScreen />}
      {mode === 'failed' && <Failed actor={actor} />}
      {mode === 'empty' && (
        <p
          className="rounded-xl border border-dashed border-white/15 px-6 py-12 text-center text-slate-300"
          role="status"
        >
          {growthCopy.empty(from, to)}
        </p>
      )}
      {mode === 'shown' && (
        <div className={`flex flex-col gap-6 ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
          <Report actor={actor} />
        </div>
      )}
    </section>
  );
}

function RangePicker({ actor, range, now }: { actor: GrowthActor; range: GrowthRange; now: number }) {
  const today = new Date(now).toISOString().slice(0, 10);
  const shown = rangeDays(range, now);
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (next: GrowthRange) => actor.send({ type: 'range.choose', range: next });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isCustomRange(from, to)) return setProblem(growthCopy.badRange);
    setProblem(null);
    choose({ preset: 'custom', from, to });
  };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div role="group" aria-label="Range" className="flex gap-2">
        {(['7d', '30d'] as const).map((preset) => (
          <Button
            key={preset}
            variant={range.preset === preset ? 'primary' : 'secondary'}
            size="sm"
            shape="box"
            aria-pressed={range.preset === preset}
            onClick={() => choose({ preset })}
          >
            {growthCopy.ranges[preset]}
          </Button>
        ))}
      </div>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label={growthCopy.ranges.custom}>
        <TextField
          id="growth-from"
          label={growthCopy.from}
          type="date"
          value={from}
          max={today}
          onChange={(event) => setFrom(event.target.value)}
          error={problem ?? undefined}
        />
        <TextField
          id="growth-to"
          label={growthCopy.to}
          type="date"
          value={to}
          max={today}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit" variant={range.preset === 'custom' ? 'primary' : 'secondary'} size="sm" shape="box">
          {growthCopy.apply}
        </Button>
      </form>
    </div>
  );
}

/** An address naming two days that make no range says so, and offers the nearest range there is. */
function AddressRangeProblem() {
  // The route keeps the address as typed (addressSearch): its rules read the two days here.
  const raw = growthRoute.useSearch();
  const nearest = nearestRangeOfSearch(raw);
  if (nearest?.preset !== 'custom') return null;
  return (
    <Notice tone="warning" as="div" role="status">
      <p>{growthCopy.badAddressRange(String(raw.from), String(raw.to))}</p>
      <ButtonLink to="/admin/growth" search={searchOfRange(nearest)} variant="plain" className="mt-2">
        {growthCopy.nearestRange(nearest.from, nearest.to)}
      </ButtonLink>
    </Notice>
  );
}

function Failed({ actor }: { actor: GrowthActor }) {
  const failure = useSelector(actor, (state) => state.context.failure);
  return (
    <LoadFailedNotice
      text={growthCopy.failed}
      failure={failure}
      retryLabel={growthCopy.retry}
      onRetry={() => actor.send({ type: 'report.retry' })}
    />
  );
}

function Report({ actor }: { actor: GrowthActor }) {
  const report = useSelector(actor, (state) => state.context.report);
  const table = useSelector(actor, (state) => state.context.table);
  if (report === null) return null;
  const rows = report.breakdowns[table];
  const { previous } = report;
  return (
    <>
      <p className="text-sm text-slate-400" data-testid="compared-with">
        {growthCopy.comparedWith(previous.from, previous.to)}
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        {(['visits', 'requests'] as const).map((funnel) => (
          <Card key={funnel} variant="raised" as="section" aria-labelledby={`funnel-${funnel}-title`} className="p-5">
            <h2 id={`funnel-${funnel}-title`} className="text-xl font-semibold text-white">
              {growthCopy.funnels[funnel].heading}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-400">{growthCopy.funnels[funnel].unit}</p>
            <FunnelSteps row={report.funnel} previous={previous.funnel} funnel={funnel} />
          </Card>
        ))}
      </div>
      <Card variant="raised" as="section" aria-labelledby="chart-title" className="p-5">
        <h2 id="chart-title" className="mb-4 text-xl font-semibold text-white">
          {growthCopy.chartHeading}
        </h2>
        <DailyChart points={report.daily} />
      </Card>
      <section aria-label={growthCopy.tables[table]} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="tablist" aria-label={growthCopy.breakdownLabel} className="flex flex-wrap gap-2">
            {growthTables.map((option) => (
              <Button
                key={option}
                role="tab"
                aria-selected={table === option}
                variant={table === option ? 'primary' : 'secondary'}
                size="sm"
                shape="box"
                onClick={() => actor.send({ type: 'table.show', table: option })}
              >
                {growthCopy.tables[option]}
              </Button>
            ))}
          </div>
          <Button variant="quiet" size="sm" shape="box" onClick={() => actor.send({ type: 'table.export' })}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {growthCopy.export}
          </Button>
        </div>
        {(['visits', 'requests'] as const).map((funnel) => (
          <div key={funnel} className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold text-white">
              {growthCopy.tableOf(growthCopy.funnels[funnel].heading, growthCopy.tables[table])}
            </h3>
            <FunnelTable rows={rows} table={table} funnel={funnel} />
          </div>
        ))}
      </section>
    </>
  );
}
