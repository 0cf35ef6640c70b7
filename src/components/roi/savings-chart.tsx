import { barHeight, savingsBars, type RoiResult, type SavingsBar } from '../../../machines/roi-wizard/roi-model';
import { formatUsdBreakable } from '../../lib/number-format';
import { Card } from '../ui/card';
import { m } from '../../paraglide/messages.js';

const bars: ReadonlyArray<{ bar: SavingsBar; label: () => string; amount: (r: RoiResult) => number }> = [
  { bar: 'monthly', label: m.roi_chart_monthly, amount: (r) => r.netMonthly },
  { bar: 'yearly', label: m.roi_chart_year, amount: (r) => r.netYearly },
  { bar: 'threeYears', label: m.roi_chart_three, amount: (r) => r.netThreeYears },
];

/** Net savings over three horizons; only drawn when there are savings, so no bar is ever negative. */
export function SavingsChart({ result }: { result: RoiResult }) {
  return (
    <Card as="figure" variant="inset" className="p-4 sm:p-6">
      <figcaption className="text-sm font-semibold text-white">{m.roi_chart_title()}</figcaption>
      <ul className="mt-6 flex items-end justify-around gap-2 sm:gap-4" style={{ minHeight: savingsBars.maxPx + 64 }}>
        {bars.map(({ bar, label, amount }) => (
          <li key={bar} className="flex max-w-32 min-w-0 flex-1 flex-col-reverse items-center gap-2">
            <span className="text-sm text-slate-300">{label()}</span>
            <span
              data-testid={`bar-${bar}`}
              aria-hidden="true"
              className="block w-14 rounded-t-lg bg-gradient-to-t from-brand-500 to-accent-500"
              style={{ height: `${barHeight(bar, amount(result))}px` }}
            />
            <Amount bar={bar} amount={amount(result)} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * A bar's amount: on one line where it fits, else its sign on a second line (`5.221.560` over `US$`), so neighbouring
 * amounts never run into each other on a phone. The text is the formatter's, a break opportunity added.
 */
function Amount({ bar, amount }: { bar: SavingsBar; amount: number }) {
  const [figure, sign] = formatUsdBreakable(amount);
  return (
    <span
      data-testid={`amount-${bar}`}
      className="text-center text-xs font-semibold text-white tabular-nums sm:text-sm"
    >
      <span className="whitespace-nowrap">{figure}</span>
      {sign && (
        <>
          <wbr />
          <span className="whitespace-nowrap">{sign}</span>
        </>
      )}
    </span>
  );
}
