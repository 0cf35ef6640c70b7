import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { roiFields } from '../../machines/roi-wizard/roi-inputs';
import { pricingRates } from '../../machines/pricing/pricing-rates';
import { computeRoi, savesMoney, type RoiResult } from '../../machines/roi-wizard/roi-model';
import { BrandLogo } from '../components/brand-logo';
import { RoiAssumptions } from '../components/roi/roi-assumptions';
import { Button, ButtonLink } from '../components/ui/button';
import { brand } from '../content/brand';
import { pageTitle } from '../content/page-title';
import { roiCopy, roiFieldCopy } from '../content/roi';
import { noSavingsStatement } from '../content/roi-results';
import { formatLongDate, formatOneDecimal, formatUsd, formatWhole } from '../lib/number-format';
import { pageHead } from '../lib/page-head';
import { m } from '../paraglide/messages.js';
import { parseRoiInputsSearch, type RawRoiSearch } from '../lib/roi-search';
import { usePrintOnce } from '../lib/use-print-once';

/** The printable ROI report: same search params as /roi, so it always shows the figures it was opened from. */
export const Route = createFileRoute('/roi_/report')({
  validateSearch: (raw: RawRoiSearch & SearchSchemaInput) => parseRoiInputsSearch(raw),
  // The messages themselves, not roiCopy (see the /roi route).
  head: () =>
    pageHead({ path: '/roi/report', title: pageTitle(m.roi_report_title()), description: m.roi_report_lead() }),
  staticData: { topBar: 'none' },
  component: RoiReportPage,
});

function RoiReportPage() {
  const inputs = Route.useSearch();
  const result = computeRoi(inputs);
  usePrintOnce();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink to="/roi" search={{ ...inputs, step: 'results' }} variant="plain">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {m.report_back()}
        </ButtonLink>
        <Button onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {m.report_print()}
        </Button>
      </div>
      <article className="space-y-8 rounded-3xl bg-white p-5 text-slate-900 shadow-xl sm:p-8 print:rounded-none print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-200 pb-6">
          <div>
            <p className="flex items-center gap-2 font-semibold">
              <BrandLogo className="h-6 w-6" />
              {brand.name}
            </p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight">{roiCopy.reportTitle}</h1>
            <p className="mt-1 text-slate-600">{roiCopy.reportLead}</p>
          </div>
          <p className="text-sm whitespace-nowrap text-slate-600">{formatLongDate(new Date())}</p>
        </header>

        <ReportSection title={m.report_inputs()}>
          <dl className="grid gap-4 sm:grid-cols-3 print:grid-cols-3">
            {roiFields.map((field) => (
              <Figure key={field} label={roiFieldCopy[field].label} value={roiFieldCopy[field].unit(inputs[field])} />
            ))}
          </dl>
        </ReportSection>

        <ReportSection title={m.report_results()}>
          {savesMoney(result) ? (
            <p className="text-lg">
              {m.report_savings_before()}{' '}
              <strong data-testid="report-yearly-savings">{formatUsd(result.netYearly)}</strong>,{' '}
              <strong>{m.roi_percent({ percent: result.savingsPercent })}</strong> {m.report_savings_after()}
            </p>
          ) : (
            <p className="text-lg font-semibold" data-testid="report-no-savings">
              {noSavingsStatement(result)}
            </p>
          )}
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
            <Figure label={m.roi_current_costs()} value={formatUsd(result.baselineYearly)} note={m.report_per_year()} />
            <Figure
              label={m.roi_new_cost()}
              value={formatUsd(result.afterAutomationYearly)}
              note={m.report_per_year()}
            />
            <Figure label={m.roi_first_year()} value={formatUsd(Math.max(0, result.netYearly))} />
            <Figure label={m.report_three_years()} value={formatUsd(Math.max(0, result.netThreeYears))} />
            <Figure
              label={m.roi_hours_freed()}
              value={m.roi_hours_value({ hours: formatWhole(result.hoursFreedMonthly) })}
              note={m.report_fte_note({ fte: formatOneDecimal(result.fteFreed) })}
            />
            <Figure label={m.roi_agent_monthly()} value={formatUsd(result.agentMonthly)} note={m.report_agent_note()} />
          </dl>
        </ReportSection>

        <ReportSection title={m.report_breakdown()}>
          <BreakdownTable result={result} />
        </ReportSection>

        <RoiAssumptions
          headingLevel="h2"
          className="border-t border-slate-200 pt-6 text-slate-700 [&_h2]:text-base [&_h2]:text-slate-900"
        />
      </article>
    </div>
  );
}

function BreakdownTable({ result }: { result: RoiResult }) {
  const rows: ReadonlyArray<[string, number, boolean?]> = [
    [m.report_staff_today(), result.baselineMonthly],
    [m.report_ai_runtime(), result.aiRuntimeMonthly],
    [m.report_staff_rest(), result.remainingHumanMonthly],
    [m.report_service_fee(), pricingRates.serviceFeeMonthly],
    [m.report_with_agent(), result.afterAutomationMonthly, true],
    [m.report_net(), result.netMonthly, true],
  ];
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{m.report_table_caption()}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-600">
          <th scope="col" className="py-2 font-medium">
            {m.report_figure()}
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-medium whitespace-nowrap">
            {m.report_per_month_col()}
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-medium whitespace-nowrap">
            {m.report_per_year_col()}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, monthly, total]) => (
          <tr key={label} className={`border-b border-slate-200 ${total ? 'font-semibold' : ''}`}>
            <th scope="row" className={`py-2 ${total ? 'font-semibold' : 'font-normal'}`}>
              {label}
            </th>
            <td className="py-2 pl-4 text-right tabular-nums">{formatUsd(monthly)}</td>
            <td className="py-2 pl-4 text-right tabular-nums">{formatUsd(monthly * 12)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReportSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold">{value}</dd>
      {note && <dd className="text-sm text-slate-600">{note}</dd>}
    </div>
  );
}
