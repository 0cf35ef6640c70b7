import { ArrowLeft, CalendarCheck, Download } from 'lucide-react';
import type { RoiInputs } from '../../../machines/roi-wizard/roi-inputs';
import { pricingRates } from '../../../machines/pricing/pricing-rates';
import { savesMoney, type RoiResult } from '../../../machines/roi-wizard/roi-model';
import { noSavingsStatement } from '../../content/roi';
import { formatOneDecimal, formatUsd, formatWhole } from '../../lib/number-format';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { Notice } from '../ui/notice';
import { RoiAssumptions } from './roi-assumptions';
import { SavingsChart } from './savings-chart';

type RoiResultsProps = { inputs: RoiInputs; result: RoiResult; onBack: () => void };

export function RoiResults({ inputs, result, onBack }: RoiResultsProps) {
  const saves = savesMoney(result);
  return (
    <div className="space-y-8">
      {saves ? <SavingsHeadline result={result} /> : <NoSavings result={result} />}
      {saves && <SavingsChart result={result} />}
      <dl className="grid gap-4 sm:grid-cols-2">
        <StatCard
          title="Your Current Costs"
          value={formatUsd(result.baselineYearly)}
          detail="per year, with staff answering every call"
        />
        <StatCard
          title="New Annual Cost"
          value={formatUsd(result.afterAutomationYearly)}
          detail="per year with the AI agent"
        />
        <StatCard
          title="Total First Year Savings"
          value={formatUsd(Math.max(0, result.netYearly))}
          detail={saves ? `${result.savingsPercent}% of your current costs` : 'no savings at these numbers'}
        />
        <StatCard
          title="Hours Freed / Month"
          value={`${formatWhole(result.hoursFreedMonthly)} hrs`}
          detail={`≈ ${formatOneDecimal(result.fteFreed)} FTE (full-time staff at ${pricingRates.hoursPerFte} hrs a month)`}
        />
        <StatCard
          title="Estimated Monthly For Agent"
          value={formatUsd(result.agentMonthly)}
          detail={`${formatUsd(pricingRates.serviceFeeMonthly)} service fee + ${formatUsd(result.aiRuntimeMonthly)} AI runtime`}
          wide
        />
      </dl>
      <RoiAssumptions className="rounded-2xl border border-white/10 p-5 text-slate-300 [&_h3]:text-white" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/roi/report" search={inputs} target="_blank" variant="secondary">
            <Download className="h-4 w-4" aria-hidden="true" />
            Download Results
            <span className="sr-only">(opens a printable page in a new tab)</span>
          </ButtonLink>
          <ButtonLink to="/" hash="contact" search={inputs}>
            <CalendarCheck className="h-4 w-4" aria-hidden="true" />
            Book a Demo
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function SavingsHeadline({ result }: { result: RoiResult }) {
  return (
    <div className="rounded-2xl bg-gradient-to-br from-brand-500/15 to-accent-500/15 px-4 py-6 text-center ring-1 ring-brand-400/30 sm:px-6">
      <p className="text-sm font-semibold tracking-wider text-brand-300 uppercase">Estimated yearly savings</p>
      <p className="mt-2 text-4xl font-bold tracking-tight text-white sm:text-5xl" data-testid="yearly-savings">
        {formatUsd(result.netYearly)}
      </p>
      <p className="mt-3 text-lg text-slate-200">
        <span className="font-semibold text-white" data-testid="savings-percent">
          {result.savingsPercent}%
        </span>{' '}
        lower call-handling costs than today
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
      <p className="mt-3 text-slate-200">
        Savings grow with call volume, longer calls and higher wages. Go back to adjust your numbers, or book a demo and
        we will look at your calls with you.
      </p>
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
