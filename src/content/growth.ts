import type { FunnelStep, GrowthTable } from '../../machines/growth-report/growth-report';

/** The Growth screen's words (staff only). */
export const growthCopy = {
  title: 'Growth',
  intro:
    "Where visitors come from and how many become conversations. Counted without cookies, from the site's own anonymous events.",
  ranges: { '7d': 'Last 7 days', '30d': 'Last 30 days', custom: 'Custom' },
  from: 'From',
  to: 'To',
  apply: 'Show',
  badRange: 'Choose a start on or before the end, at most ten years apart.',
  badAddressRange: (from: string, to: string) =>
    `The address asks for ${from} to ${to}, which is no range (a start on or before the end, at most ten years apart), so the last 30 days are shown.`,
  nearestRange: (from: string, to: string) => `Show ${from} – ${to} instead`,
  loading: 'Loading...',
  failed: 'Could not load the growth figures:',
  retry: 'Retry',
  empty: (from: string, to: string) => `No visits and no demo requests from ${from} to ${to}.`,
  funnelHeading: 'Funnel',
  steps: {
    visitors: 'Visitors',
    roiResults: 'ROI results',
    formStarted: 'Form started',
    demoRequested: 'Demo requested',
    repliedInTime: 'Replied within 10 minutes',
    voiceOpened: 'Voice page opened',
    callHeld: 'Call held',
  } satisfies Record<FunnelStep, string>,
  ofPrevious: 'of the step before',
  chartHeading: 'Visitors and demo requests per day',
  chartVisitors: 'Visitors',
  chartRequests: 'Demo requests',
  tables: { source: 'By source', landing: 'By first page' } satisfies Record<GrowthTable, string>,
  tableKey: { source: 'Source', landing: 'First page' } satisfies Record<GrowthTable, string>,
  columns: [
    ['visitors', 'Visitors'],
    ['roiResults', 'ROI results'],
    ['formStarted', 'Form started'],
    ['demoRequested', 'Demo requested'],
    ['repliedInTime', 'Replied ≤ 10 min'],
    ['voiceOpened', 'Voice page opened'],
    ['callHeld', 'Call held'],
    ['medianReplySeconds', 'Median first reply (min)'],
  ] as const,
  export: 'Export CSV',
  noRows: 'Nothing to list for this range.',
  direct: 'direct',
  unknownPage: 'not known',
} as const;

/** A table row's name: its source or first page, with direct visits and unknown pages said in words. */
export const keyLabel = (key: string, table: GrowthTable): string =>
  key !== '' ? key : table === 'source' ? growthCopy.direct : growthCopy.unknownPage;
