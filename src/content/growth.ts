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
  comparedWith: (from: string, to: string) => `Each change compares with the period just before: ${from} – ${to}.`,
  funnels: {
    visits: {
      heading: 'Visits',
      unit: 'Every step counts visits. A visit is one browser tab on the site, credited to the source, medium, campaign and first page it arrived with (first touch): a person who comes back from another link, in a new tab, is a new visit under that link, so the sources add up to the total.',
      shareOf: 'of visits',
    },
    requests: {
      heading: 'Demo requests',
      unit: 'Every step counts demo requests (spam left out), credited to where their visit arrived from. A request from a browser that asks not to be tracked has no visit and counts as direct.',
      shareOf: 'of requests',
    },
  },
  steps: {
    visits: 'Visits',
    roiResults: 'ROI results',
    formStarted: 'Form started',
    requestedDemo: 'Requested a demo',
    requests: 'Demo requests',
    repliedInTime: 'Replied within 10 minutes',
    voiceOpened: 'Voice page opened',
    callHeld: 'Call held',
    meetingBooked: 'Meeting booked',
  } satisfies Record<FunnelStep, string>,
  medianReply: 'Median first reply (min)',
  /** The change of a step from the period before, e.g. `+3 (+50%)`, or `+3 (none before)` from nothing. */
  change: (difference: string, percent: string | null) =>
    percent === null ? `${difference} (none before)` : `${difference} (${percent})`,
  noChange: 'no change',
  changeLabel: 'Change on the period before',
  chartHeading: 'Visits and demo requests per day',
  chartVisits: 'Visits',
  chartRequests: 'Demo requests',
  chartDay: 'Day',
  breakdownLabel: 'Break down by',
  tables: {
    source: 'By source',
    medium: 'By medium',
    campaign: 'By campaign',
    landing: 'By first page',
  } satisfies Record<GrowthTable, string>,
  tableKey: { source: 'Source', medium: 'Medium', campaign: 'Campaign', landing: 'First page' } satisfies Record<
    GrowthTable,
    string
  >,
  tableOf: (funnel: string, table: string) => `${funnel} ${table.toLowerCase()}`,
  export: 'Export CSV',
  noRows: 'Nothing to list for this range.',
  none: { source: 'direct', medium: 'none', campaign: 'none', landing: 'not known' } satisfies Record<
    GrowthTable,
    string
  >,
  csv: {
    period: 'Period',
    range: 'Range',
    before: 'Period before',
    from: 'From',
    to: 'To',
    breakdown: 'Breakdown',
    value: 'Value',
    all: 'All',
    day: 'Day',
  },
} as const;

/** A table row's name: its value, with none (a direct visit, no campaign, an unknown page) said in words. */
export const keyLabel = (key: string, table: GrowthTable): string => (key !== '' ? key : growthCopy.none[table]);
