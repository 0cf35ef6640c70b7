import {
  conversion,
  funnelSteps,
  type FunnelRow,
  type GrowthTable,
} from '../../../machines/growth-report/growth-report';
import { replyMinutes } from '../../../machines/inbox/reply-deadline';
import { growthCopy, keyLabel } from '../../content/growth';
import { formatPercent, formatWhole } from '../../lib/number-format';
import { DataTable, dataCellClass, dataRowClass } from '../data-table';

/** Each step's count, its share of the step before, and a bar as wide as its share of the visitors. */
export function FunnelSteps({ row }: { row: FunnelRow }) {
  const top = Math.max(1, row.visitors, ...funnelSteps.map((step) => row[step]));
  return (
    <ol className="flex flex-col gap-3" data-testid="funnel">
      {funnelSteps.map((step) => {
        const share = conversion(row, step);
        return (
          <li key={step} className="grid gap-1 sm:grid-cols-[14rem_1fr_auto] sm:items-center sm:gap-4">
            <span className="text-sm text-slate-300">{growthCopy.steps[step]}</span>
            <span className="h-3 rounded-full bg-white/5" aria-hidden="true">
              <span
                className="block h-3 rounded-full bg-gradient-to-r from-brand-400 to-accent-500"
                style={{ width: `${(row[step] / top) * 100}%` }}
              />
            </span>
            <span className="text-sm text-white tabular-nums" data-testid={`funnel-${step}`}>
              <strong>{formatWhole(row[step])}</strong>
              {share !== null && (
                <span className="text-slate-400">
                  {' '}
                  · {formatPercent(share)} {growthCopy.ofPrevious}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

const medianMinutes = (seconds: number | null) => (seconds === null ? '—' : formatWhole(replyMinutes(seconds * 1000)));

/** The same funnel per source or per first page, with the median time to the first reply. */
export function FunnelTable({ rows, table }: { rows: FunnelRow[]; table: GrowthTable }) {
  if (rows.length === 0) return <p className="text-slate-300">{growthCopy.noRows}</p>;
  const headings = [growthCopy.tableKey[table], ...growthCopy.columns.map(([, header]) => header)];
  return (
    <DataTable caption={growthCopy.tables[table]} headings={headings} busy={false}>
      {rows.map((row) => (
        <tr key={row.key} className={dataRowClass}>
          <td className={`${dataCellClass} font-medium break-all text-white`}>{keyLabel(row.key, table)}</td>
          {growthCopy.columns.map(([column, header]) => (
            <td key={column} className={`${dataCellClass} text-slate-200 tabular-nums md:text-right`}>
              <span className="text-slate-400 md:hidden">{header} </span>
              {column === 'medianReplySeconds' ? medianMinutes(row.medianReplySeconds) : formatWhole(row[column])}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
