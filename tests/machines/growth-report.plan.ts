import type { GrowthRange } from '../../machines/growth-report/growth-range';
import type { FunnelRow, GrowthReport, GrowthTable } from '../../machines/growth-report/growth-report';
import { growthReportMachine } from '../../machines/growth-report/growth-report.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  failureReason,
  entered,
  lastDone,
  payload,
  same,
  reportsFailuresOf,
  type MachineSpec,
  type SpecStep,
} from '../support/machine-spec';

// Written from docs/growth.md: the Growth screen shows the two funnels for the date range in the URL (7 days, 30 days,
// custom) beside the period before; the router owns the range; empty ranges and failed loads say so; one breakdown
// (source, medium, campaign or first page) is shown at a time, and Export CSV downloads the whole report.
const thirtyDays: GrowthRange = { preset: '30d' };
const sevenDays: GrowthRange = { preset: '7d' };
const custom: GrowthRange = { preset: 'custom', from: '2026-01-01', to: '2026-03-31' };

const row = (key: string, visits: number, requests: number): FunnelRow => ({
  key,
  visits,
  roiResults: Math.floor(visits / 2),
  formStarted: Math.floor(visits / 4),
  requestedDemo: Math.min(requests, Math.floor(visits / 4)),
  requests,
  repliedInTime: requests,
  voiceOpened: 0,
  callHeld: 0,
  meetingBooked: 0,
  medianReplySeconds: requests > 0 ? 120 : null,
});
const report: GrowthReport = {
  funnel: row('', 40, 2),
  previous: { from: '2026-10-26', to: '2026-11-24', funnel: row('', 0, 0) },
  breakdowns: {
    source: [row('google', 30, 2), row('', 10, 0)],
    medium: [row('cpc', 30, 2), row('', 10, 0)],
    campaign: [row('spring', 30, 2), row('', 10, 0)],
    landing: [row('/roi', 25, 2), row('/', 15, 0)],
  },
  daily: [{ day: '2026-11-24', visits: 40, requests: 2 }],
};
const nothing: GrowthReport = {
  funnel: row('', 0, 0),
  previous: { from: '2026-10-26', to: '2026-11-24', funnel: row('', 3, 1) },
  breakdowns: { source: [], medium: [], campaign: [], landing: [] },
  daily: [],
};

type Context = {
  range: GrowthRange;
  report: GrowthReport | null;
  failure: { reason: string | null } | null;
  table: GrowthTable;
};
const context = (step: SpecStep) => step.snapshot.context as Context;
const before = (step: SpecStep) => (step.previous?.context ?? step.snapshot.context) as Context;

/** The range the address holds after the path so far: the input, then every `range.set` the router passed on. */
const addressRange = (step: SpecStep): GrowthRange =>
  step.events.reduce<GrowthRange>(
    (range, event) => (event.type === 'range.set' ? payload<{ range: GrowthRange }>(event).range : range),
    thirtyDays,
  );

/** The breakdown the admin last chose (source, medium, campaign or first page); by source until they choose one. */
const chosenTable = (step: SpecStep): Context['table'] =>
  step.events.reduce<Context['table']>(
    (table, event) => (event.type === 'table.show' ? payload<{ table: Context['table'] }>(event).table : table),
    'source',
  );

export const spec: MachineSpec = {
  flow: 'growth report',
  always: [
    reportsFailuresOf('loadReport'),
    {
      requirement: 'the figures are always those of the range in the address',
      check: (step) => same(context(step).range, addressRange(step)),
    },
    {
      requirement: 'a new range in the address loads its figures, once',
      check: (step) => {
        const loads = effectsNamed(step.effects, 'loadReport').map((effect) => effect.input);
        const asked =
          (step.event.type === 'range.set' &&
            !same(payload<{ range: GrowthRange }>(step.event).range, before(step).range)) ||
          (step.event.type === 'report.retry' && step.previous?.matches('failed'));
        if (step.event.type === 'xstate.init') return same(loads, [thirtyDays]);
        return asked ? same(loads, [addressRange(step)]) : loads.length === 0;
      },
    },
    {
      requirement: 'choosing a range only writes it into the address (the router owns it), and only when it is new',
      check: (step) => {
        const written = effectsNamed(step.effects, 'navigate').map((effect) => effect.input);
        if (step.event.type !== 'range.choose') return written.length === 0;
        const chosen = payload<{ range: GrowthRange }>(step.event).range;
        const isNew = !same(chosen, before(step).range);
        return same(written, isNew ? [chosen] : []) && same(context(step).range, before(step).range);
      },
    },
    {
      requirement: 'the screen shows the table by source until the admin chooses another, then the one chosen',
      check: (step) => context(step).table === chosenTable(step),
    },
    {
      requirement:
        'Export CSV downloads the whole report shown for the range (every breakdown, whichever is on screen, and the period before), once',
      check: (step) => {
        const exported = effectsNamed(step.effects, 'exportTable').map((effect) => effect.input);
        if (step.event.type !== 'table.export' || !step.previous?.matches('shown')) return exported.length === 0;
        return same(exported, [{ report: lastDone<GrowthReport>(step, 'loadReport'), range: addressRange(step) }]);
      },
    },
  ],
  states: {
    loading: [{ requirement: 'the screen shows it is loading', check: (step) => step.snapshot.hasTag('busy') }],
    shown: [
      {
        requirement: 'a range with visits or requests shows the funnel, tables and chart the last load returned',
        check: (step) =>
          same(context(step).report, lastDone<GrowthReport>(step, 'loadReport')) && context(step).failure === null,
      },
    ],
    empty: [
      {
        requirement: 'an empty range says so instead of a funnel of zeros',
        check: (step) => !entered(step, 'empty') || same(context(step).report, nothing),
      },
    ],
    failed: [
      {
        requirement: "a failed load keeps the server's reason (none without a message) and offers Retry",
        check: (step) => {
          if (!entered(step, 'failed')) return true;
          return (
            same(context(step).failure, { reason: failureReason(step) }) && step.snapshot.can({ type: 'report.retry' })
          );
        },
      },
    ],
  },
};

const loaded = { type: 'xstate.done.actor.loadReport', output: report };
const sevenDaysInAddress = { type: 'range.set', range: sevenDays };
const byFirstPage = { type: 'table.show', table: 'landing' };
const byCampaign = { type: 'table.show', table: 'campaign' };
const exportCsv = { type: 'table.export' };
const refused = { type: 'xstate.error.actor.loadReport', error: new Error('Only admins may read the growth figures') };

export const plan: MachinePathPlan = {
  machine: growthReportMachine,
  input: { range: thirtyDays },
  spec,
  events: [
    loaded,
    { type: 'xstate.done.actor.loadReport', output: nothing },
    refused,
    { type: 'xstate.error.actor.loadReport', error: new Error('') },
    sevenDaysInAddress,
    { type: 'range.set', range: custom },
    { type: 'range.set', range: thirtyDays },
    { type: 'range.choose', range: sevenDays },
    { type: 'range.choose', range: thirtyDays },
    { type: 'report.retry' },
    byFirstPage,
    byCampaign,
    { type: 'table.show', table: 'medium' },
    { type: 'table.show', table: 'source' },
    exportCsv,
  ],
  // The screen's stories, replayed whatever the machine accepts: a report shown exports as CSV, the same whole report
  // whichever breakdown is on screen;
  // a new range in the address loads while a report is shown; choosing a range writes it into the address; a refused
  // load shows the server's words (the walk may reach the failure through the wordless one only), and Retry loads.
  scenarios: [
    [refused, { type: 'report.retry' }, loaded],
    [loaded, exportCsv, byFirstPage, exportCsv, byCampaign, exportCsv],
    [loaded, sevenDaysInAddress, loaded],
    [byFirstPage, loaded, { type: 'range.choose', range: custom }],
  ],
};
