import {
  growthTables,
  requestSteps,
  visitSteps,
  type FunnelRow,
  type GrowthReport,
} from '../../machines/growth-report/growth-report';
import { replyMinutes } from '../../machines/inbox/reply-deadline';
import { growthCopy, keyLabel } from '../content/growth';
import { csvFile } from './csv-file';

const steps = [...visitSteps, ...requestSteps];

const figures = (row: FunnelRow): string[] => [
  ...steps.map((step) => String(row[step])),
  row.medianReplySeconds === null ? '' : String(replyMinutes(row.medianReplySeconds * 1000)),
];

/**
 * Everything the Growth screen shows for a range, as RFC 4180 CSV with a BOM (as the lead export writes it): both
 * funnels overall, for every source, medium, campaign and first page, and for the period before; then visits and
 * demo requests per day. One row per period and breakdown value, one column per step.
 */
export function growthCsv(report: GrowthReport, from: string, to: string): string {
  const { csv } = growthCopy;
  const fields = [
    csv.period,
    csv.from,
    csv.to,
    csv.breakdown,
    csv.value,
    ...steps.map((step) => growthCopy.steps[step]),
    growthCopy.medianReply,
  ];
  const range = [csv.range, from, to];
  const data = [
    [...range, csv.all, '', ...figures(report.funnel)],
    ...growthTables.flatMap((table) =>
      report.breakdowns[table].map((row) => [
        ...range,
        growthCopy.tableKey[table],
        keyLabel(row.key, table),
        ...figures(row),
      ]),
    ),
    [csv.before, report.previous.from, report.previous.to, csv.all, '', ...figures(report.previous.funnel)],
    ...report.daily.map((point) => [
      ...range,
      csv.day,
      point.day,
      ...steps.map((step) =>
        step === 'visits' ? String(point.visits) : step === 'requests' ? String(point.requests) : '',
      ),
      '',
    ]),
  ];
  return csvFile(fields, data);
}

/** `growth-2026-10-26-to-2026-11-24.csv`. */
export const growthFileName = (from: string, to: string): string => `growth-${from}-to-${to}.csv`;
