import {
  requestSteps,
  share,
  visitSteps,
  type FunnelRow,
  type GrowthTable,
} from '../../../machines/growth-report/growth-report';
import { replyMinutes } from '../../../machines/inbox/reply-deadline';
import { growthCopy, keyLabel } from '../../content/growth';
import { changeText } from '../../lib/growth-change';
import { formatPercent, formatWhole } from '../../lib/number-format';
import { DataTable, dataCellClass, dataRowClass } from '../data-table';

/** The two funnels, each counting one unit: visits, and demo requests. */
export type FunnelName = keyof typeof growthCopy.funnels;
const stepsOf = { visits: visitSteps, requests: requestSteps } as const;

/**
 * One funnel: each step's count, its share of the funnel's first step (never over 100 %), a bar as wide as that
 * share, and how the count changed from the period before.
 */
export function FunnelSteps({ row, previous, funnel }: { row: FunnelRow; previous: FunnelRow; funnel: FunnelName }) {
  const [first] = stepsOf[funnel];
  const top = Math.max(1, row[first]);
  return (
    <ol className="flex flex-col gap-3" data-testid={`funnel-${funnel}`}>
      {stepsOf[funnel].map((step) => {
        const part = share(row, step);
        return (
          <li key={step} className="grid gap-1 sm:grid-cols-[11rem_1fr_minmax(11rem,auto)] sm:items-center sm:gap-4">
            <span className="text-sm text-slate-300">{growthCopy.steps[step]}</span>
            <span className="h-3 rounded-full bg-white/5" aria-hidden="true">
              <span
                className="block h-3 rounded-full bg-gradient-to-r from-brand-400 to-accent-500"
                style={{ width: `${(row[step] / top) * 100}%` }}
              />
            </span>
            <span className="flex flex-col text-sm text-white tabular-nums sm:items-end" data-testid={`step-${step}`}>
              <span>
                <strong>{formatWhole(row[step])}</strong>
                {part !== null && (
                  <span className="text-slate-400">
                    {' '}
                    · {formatPercent(part)} {growthCopy.funnels[funnel].shareOf}
                  </span>
                )}
              </span>
              <span className="text-xs text-slate-400" data-testid={`change-${step}`}>
                <span className="sr-only">{growthCopy.changeLabel}: </span>
                {changeText(row[step], previous[step])}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

const medianMinutes = (seconds: number | null) => (seconds === null ? '—' : formatWhole(replyMinutes(seconds * 1000)));

/** A count in a breakdown's table, with its share of the row's first step after the first column. */
function Figure({
  row,
  step,
  funnel,
}: {
  row: FunnelRow;
  step: (typeof stepsOf)[FunnelName][number];
  funnel: FunnelName;
}) {
  const part = share(row, step);
  return (
    <>
      {formatWhole(row[step])}
      {part !== null && (
        <span className="text-slate-400" title={growthCopy.funnels[funnel].shareOf}>
          {' '}
          · {formatPercent(part)}
        </span>
      )}
    </>
  );
}

/** One funnel per source, medium, campaign or first page; the requests' table adds the median time to first reply. */
export function FunnelTable({ rows, table, funnel }: { rows: FunnelRow[]; table: GrowthTable; funnel: FunnelName }) {
  if (rows.length === 0) return <p className="text-slate-300">{growthCopy.noRows}</p>;
  const steps = stepsOf[funnel];
  const headings = [
    growthCopy.tableKey[table],
    ...steps.map((step) => growthCopy.steps[step]),
    ...(funnel === 'requests' ? [growthCopy.medianReply] : []),
  ];
  const caption = growthCopy.tableOf(growthCopy.funnels[funnel].heading, growthCopy.tables[table]);
  return (
    <DataTable caption={caption} headings={headings} busy={false}>
      {rows.map((row) => (
        <tr key={row.key} className={dataRowClass}>
          <td className={`${dataCellClass} font-medium wrap-break-word text-white`}>{keyLabel(row.key, table)}</td>
          {steps.map((step) => (
            <td key={step} className={`${dataCellClass} text-slate-200 tabular-nums`}>
              <span className="text-slate-400 md:hidden">{growthCopy.steps[step]} </span>
              <Figure row={row} step={step} funnel={funnel} />
            </td>
          ))}
          {funnel === 'requests' && (
            <td className={`${dataCellClass} text-slate-200 tabular-nums`}>
              <span className="text-slate-400 md:hidden">{growthCopy.medianReply} </span>
              {medianMinutes(row.medianReplySeconds)}
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
