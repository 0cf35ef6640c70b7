import { ArrowLeft, CalendarCheck, Clock, Download } from 'lucide-react';
import type { RoiInputs } from '../../../machines/roi-wizard/roi-inputs';
import { pricingRates } from '../../../machines/pricing/pricing-rates';
import { savesMoney, type RoiResult } from '../../../machines/roi-wizard/roi-model';
import { noSavingsStatement } from '../../content/roi-results';
import { formatOneDecimal, formatUsd, formatWhole } from '../../lib/number-format';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { Notice } from '../ui/notice';
import { RoiAssumptions } from './roi-assumptions';
import { SavingsChart } from './savings-chart';
import { m } from '../../paraglide/messages.js';

type RoiResultsProps = { inputs: RoiInputs; result: RoiResult; onBack: () => void };

export function RoiResults({ inputs, result, onBack }: RoiResultsProps) {
  const saves = savesMoney(result);
  return (
    <div className="space-y-8">
      {saves ? <SavingsHeadline result={result} /> : <NoSavings result={result} />}
      {saves && <SavingsChart result={result} />}
      <dl className="grid gap-4 sm:grid-cols-2">
        <StatCard
          title={m.roi_current_costs()}
          value={formatUsd(result.baselineYearly)}
          detail={m.roi_current_costs_detail()}
        />
        <StatCard
          title={m.roi_new_cost()}
          value={formatUsd(result.afterAutomationYearly)}
          detail={m.roi_new_cost_detail()}
        />
        <StatCard
          title={m.roi_first_year()}
          value={formatUsd(Math.max(0, result.netYearly))}
          detail={saves ? m.roi_first_year_detail({ percent: result.savingsPercent }) : m.roi_first_year_none()}
        />
        <StatCard
          title={m.roi_hours_freed()}
          value={m.roi_hours_value({ hours: formatWhole(result.hoursFreedMonthly) })}
          detail={m.roi_hours_detail({
            fte: formatOneDecimal(result.fteFreed),
            hours: formatWhole(pricingRates.hoursPerFte),
          })}
        />
        <StatCard
          title={m.roi_agent_monthly()}
          value={formatUsd(result.agentMonthly)}
          detail={m.roi_agent_monthly_detail({
            fee: formatUsd(pricingRates.serviceFeeMonthly),
            runtime: formatUsd(result.aiRuntimeMonthly),
          })}
          wide
        />
      </dl>
      <RoiAssumptions className="rounded-2xl border border-white/10 p-5 text-slate-300 [&_h3]:text-white" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {m.roi_back()}
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/roi/report" search={inputs} target="_blank" variant="secondary">
            <Download className="h-4 w-4" aria-hidden="true" />
            {m.roi_download()}
            <span className="sr-only">{m.roi_download_note()}</span>
          </ButtonLink>
          <ButtonLink to="/book" variant="secondary">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {m.roi_pick_time()}
          </ButtonLink>
          <ButtonLink to="/" hash="contact" search={inputs}>
            <CalendarCheck className="h-4 w-4" aria-hidden="true" />
            {m.roi_book_demo()}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function SavingsHeadline({ result }: { result: RoiResult }) {
  return (
    <div className="rounded-2xl bg-gradient-to-br from-brand-500/15 to-accent-500/15 px-4 py-6 text-center ring-1 ring-brand-400/30 sm:px-6">
      <p className="text-sm font-semibold tracking-wider text-brand-300 uppercase">{m.roi_yearly_savings()}</p>
      <p className="mt-2 text-4xl font-bold tracking-tight text-white sm:text-5xl" data-testid="yearly-savings">
        {formatUsd(result.netYearly)}
      </p>
      <p className="mt-3 text-lg text-slate-200">
        <span className="font-semibold text-white" data-testid="savings-percent">
          {m.roi_percent({ percent: result.savingsPercent })}
        </span>{' '}
        {m.roi_lower_costs()}
      </p>
    </div>
  );
}

/** Said plainly instead of a negative headline: with these inputs the agent costs more than it saves. */
function NoSavings({ result }: { result: RoiResult }) {
  return (
    <Notice tone="warning" size="lg" as="div" role="note">
      <p className="text-xl font-semibold text-white" data-testid="no-savings">
        {noSavingsStatement(result)}
      </p>
      <p className="mt-3 text-slate-200">{m.roi_no_savings_advice()}</p>
    </Notice>
  );
}

function StatCard({ title, value, detail, wide }: { title: string; value: string; detail: string; wide?: boolean }) {
  return (
    <Card variant="raised" className={`p-5 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm font-medium text-slate-300">{title}</dt>
      <dd className="mt-1 text-2xl font-bold text-white">{value}</dd>
      <dd className="mt-1 text-sm text-slate-400">{detail}</dd>
    </Card>
  );
}
