import type { RegisteredRouter } from '@tanstack/react-router';
import { fromCallback } from 'xstate';
import type { DashboardEvent } from '../../machines/dashboard/dashboard.machine';
import { inboxMachine } from '../../machines/inbox/inbox.machine';
import { inboxFiguresMachine } from '../../machines/inbox-figures/inbox-figures.machine';
import { leadAlertsMachine } from '../../machines/lead-alerts/lead-alerts.machine';
import { leadExportMachine } from '../../machines/lead-export/lead-export.machine';
import { viewOfSearch } from '../lib/inbox-search';
import type { EarlyFirstPage } from './early-first-page';
import { inboxFiguresActors } from './inbox-figures.actors';
import { inboxActions, inboxActors } from './inbox.actors';
import { leadAlertsActions, leadAlertsActors } from './lead-alerts.actors';
import { leadExportActors } from './lead-export.actors';
import { leadFeedLogic } from './lead-feed';
import { failureReportActions } from './report-failure';
import { followRouteSearch } from './route-address';

/**
 * The dashboard's children, bound once per mount: the inbox asks the router for addresses, and its first load may
 * take over the request the route's loader started (`early`).
 */
export const dashboardImplementations = (router: RegisteredRouter, early?: EarlyFirstPage) => ({
  actors: {
    leadFeed: leadFeedLogic,
    followAddress: fromCallback<DashboardEvent>(({ sendBack }) =>
      followRouteSearch(router, '/admin/_authed/dashboard', viewOfSearch, (view) =>
        sendBack({ type: 'view.set', view }),
      ),
    ),
    inbox: inboxMachine.provide({ actors: inboxActors(early), actions: inboxActions(router) }),
    figures: inboxFiguresMachine.provide({ actors: inboxFiguresActors, actions: failureReportActions }),
    alerts: leadAlertsMachine.provide({ actors: leadAlertsActors, actions: leadAlertsActions }),
    exporter: leadExportMachine.provide({ actors: leadExportActors }),
  },
});
