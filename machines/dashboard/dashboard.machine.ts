import { fromCallback, sendTo, setup } from 'xstate';
import { inboxMachine, type ExportStart, type InboxEvent } from '../inbox/inbox.machine';
import type { InboxView } from '../inbox/inbox-view';
import { inboxFiguresMachine, type InboxFiguresEvent } from '../inbox-figures/inbox-figures.machine';
import { leadAlertsMachine } from '../lead-alerts/lead-alerts.machine';
import { leadExportMachine, type LeadExportEvent } from '../lead-export/lead-export.machine';
import { leadFeedMachine, leadFeedSystemId } from '../lead-feed/lead-feed.machine';
import { notProvidedCallback } from '../not-provided';

export type DashboardEvent =
  /** The address names a view: every navigation to the dashboard, read by the route's parse rule. */
  | { type: 'view.set'; view: InboxView }
  /** Export CSV was clicked. */
  | { type: 'export.request' }
  /** The inbox's answer to `export.request`: the view its controls show. */
  | ExportStart;

/**
 * The admin dashboard: the live lead feed, the inbox, its figures, `Notify me` and `Export CSV`, each a child for as
 * long as the page is open, composed here. The address's view goes to the inbox and the figures in the transition
 * that hears it; an export asks the inbox for the view its controls show and hands the answer to the exporter. The
 * children that watch leads find the feed by its system id, so the page holds one channel.
 */
export const dashboardMachine = setup({
  types: {
    /** `firstView`: what the address named when the page opened; the children start there. */
    context: {} as { firstView: InboxView; viewerId: string | null },
    events: {} as DashboardEvent,
    /** `viewerId`: the signed-in member of staff, whose leads `Mine` holds. */
    input: {} as { view: InboxView; viewerId?: string | null },
    children: {} as {
      leadFeed: 'leadFeed';
      followAddress: 'followAddress';
      inbox: 'inbox';
      figures: 'figures';
      alerts: 'alerts';
      exporter: 'exporter';
    },
  },
  actors: {
    leadFeed: leadFeedMachine,
    /** Sends `view.set` for every navigation to the dashboard (a lead's panel included). */
    followAddress: fromCallback<DashboardEvent>(notProvidedCallback('followAddress')),
    inbox: inboxMachine,
    figures: inboxFiguresMachine,
    alerts: leadAlertsMachine,
    exporter: leadExportMachine,
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ firstView: input.view, viewerId: input.viewerId ?? null }),
  // The feed first: the watchers started after it find it.
  invoke: [
    { id: 'leadFeed', systemId: leadFeedSystemId, src: 'leadFeed' },
    { id: 'followAddress', src: 'followAddress' },
    {
      id: 'inbox',
      src: 'inbox',
      input: ({ context }) => ({ view: context.firstView, viewerId: context.viewerId }),
    },
    { id: 'figures', src: 'figures', input: ({ context }) => ({ view: context.firstView, days: 7 }) },
    { id: 'alerts', src: 'alerts' },
    { id: 'exporter', src: 'exporter' },
  ],
  on: {
    'view.set': {
      actions: [
        sendTo('inbox', ({ event }): InboxEvent => ({ type: 'view.set', view: event.view })),
        sendTo('figures', ({ event }): InboxFiguresEvent => ({ type: 'view.set', view: event.view })),
      ],
    },
    'export.request': {
      actions: sendTo('inbox', ({ self }): InboxEvent => ({ type: 'export.request', replyTo: self })),
    },
    'export.start': {
      actions: sendTo('exporter', ({ event }): LeadExportEvent => ({ type: 'export.start', view: event.view })),
    },
  },
});
