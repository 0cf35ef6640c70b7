import { alertsHead } from './alerts-head';
import type { AlertReceive } from '../../machines/alert-preference/alert-preference.machine';
import type {
  ChannelStanding,
  DeliveryChannel,
  DeliveryKind,
  RefusedRequest,
} from '../../machines/alert-log/delivery-log';

/** The Alerts screen's words, and the lead History's lines about what was sent. */
export const alertsCopy = {
  ...alertsHead,
  intro: 'Who is told about each demo request, and what was sent.',
  back: 'Dashboard',
  retry: 'Retry',
  preference: {
    heading: 'Your alerts',
    legend: 'Email me about',
    choices: {
      all: {
        label: 'Every new lead',
        hint: (minutes: number) =>
          `An email the moment a request arrives, and another if it is still New ${minutes} minutes later.`,
      },
      escalations: {
        label: 'Escalations only',
        hint: (minutes: number) => `An email only when a request is still New ${minutes} minutes after it arrived.`,
      },
      none: { label: 'Nothing', hint: () => 'No alert emails. The team chat still gets every alert.' },
    } satisfies Record<AlertReceive, { label: string; hint: (minutes: number) => string }>,
    saving: 'Saving…',
    saved: 'Saved.',
    timeZone: (zone: string) => `Times in your alert emails are in ${zone}, this browser's time zone.`,
    loadFailed: 'Could not load your alert settings',
    saveFailed: 'save your choice',
  },
  channels: {
    heading: 'Channels',
    names: { email: 'Email', chat: 'Team chat' } satisfies Record<DeliveryChannel, string>,
    standing: {
      working: 'Working',
      failing: 'Failing',
      unconfigured: 'Not configured',
      noWorker: 'Worker not running',
    } satisfies Record<ChannelStanding, string>,
    lastSent: 'Last sent',
    lastFailure: 'Last failure',
    never: 'never',
    queue: (waiting: number, retrying: number, failed: number) =>
      `${waiting} waiting · ${retrying} retrying · ${failed} failed in the last day`,
    workerSeen: (time: string) => `The alert worker last ran ${time}.`,
    noWorker:
      'No alert worker has run yet, so nothing is sent. On Supabase, deploy the lead-alerts function and schedule it (docs/alerts.md).',
    sendTest: 'Send test alert',
    sendingTest: 'Sending…',
    testQueued: 'Test alert queued: it goes to your email and the team chat within seconds; the log below shows it.',
    testFailed: 'Could not send a test alert.',
    dismiss: 'Dismiss',
  },
  log: {
    heading: 'Delivery log',
    caption: 'The last 100 messages, newest first',
    headings: ['Queued', 'Message', 'Lead', 'To', 'Status'],
    kinds: {
      new_lead: 'New lead alert',
      escalation: 'Escalation',
      acknowledgement: 'Acknowledgement',
      test: 'Test alert',
      call_report: 'Call report',
    } satisfies Record<DeliveryKind, string>,
    teamChat: 'Team chat',
    noLead: '—',
    unnamedLead: 'Open the lead',
    empty: 'Nothing sent yet. Every demo request will show here with what was sent about it.',
    sent: (time: string) => `Sent ${time}`,
    waiting: 'Waiting',
    sending: 'Sending',
    retrying: (time: string, tries: number) => `Retrying at ${time} (tried ${tries} ${tries === 1 ? 'time' : 'times'})`,
    failed: (reason: string) => `Failed: ${reason}`,
    cancelled: (reason: string) => `Not sent: ${reason}`,
    uncertain: (reason: string) => `Delivery uncertain: ${reason}`,
    refresh: 'Refresh',
    loadFailed: 'Could not load the delivery log',
    noReason: 'The server gave no reason.',
  },
  refusals: {
    heading: 'Refused demo requests',
    intro: (days: number) =>
      `Visitors the request limits turned away in the last ${days} days, as the form noted them. A real prospect among them will not hear from us unless someone writes back.`,
    caption: 'Newest first, one line per email address and sender each hour',
    headings: ['Last tried', 'Email', 'Limit', 'Attempts'],
    limits: {
      address: 'Too many requests from one network address',
      'email address': 'Too many requests for one email address',
    } satisfies Record<RefusedRequest['limit'], string>,
    empty: 'No demo request was refused.',
  },
  history: {
    alertEmailed: (to: string) => `Alert emailed to ${to}`,
    alertPosted: 'Alert posted to the team chat',
    escalatedEmailed: (to: string) => `Escalated: emailed to ${to}`,
    escalatedPosted: 'Escalated in the team chat',
    acknowledged: (to: string) => `Acknowledgement sent to ${to}`,
    callReportEmailed: (to: string) => `Call report emailed to ${to}`,
    callReportPosted: 'Call report posted to the team chat',
  },
} as const;
