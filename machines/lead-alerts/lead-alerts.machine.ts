import { fromCallback, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { Lead } from '../inbox/lead';
import type { LiveEvent } from '../inbox/live-events';
import { notProvided, notProvidedCallback } from '../not-provided';

/** The browser's answer about notifications, or `unsupported` where there is no Notification API. */
export type AlertPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** What the page starts from: the remembered choice and what the browser says today. */
export type AlertPreference = { remembered: boolean; permission: AlertPermission };

export type LeadAlertsEvent = { type: 'alerts.enable' } | { type: 'alerts.disable' } | LiveEvent;

const preferenceOf = ({ event }: { event: DoneActorEvent<AlertPreference> }): AlertPreference => event.output;

/**
 * `Notify me`: once the browser allows it, each new lead that is not suspected spam brings a desktop
 * notification and a short sound. The choice is remembered; the browser remembers its permission.
 */
export const leadAlertsMachine = setup({
  types: {
    events: {} as LeadAlertsEvent,
  },
  actors: {
    readPreference: fromPromise<AlertPreference>(notProvided('readPreference')),
    askPermission: fromPromise<AlertPermission>(notProvided('askPermission')),
    watchLeads: fromCallback<LiveEvent>(notProvidedCallback('watchLeads')),
  },
  actions: {
    announce: (_, _lead: Lead) => {},
    remember: (_, _on: boolean) => {},
  },
  guards: {
    unsupported: (_, { permission }: AlertPreference) => permission === 'unsupported',
    rememberedAndAllowed: (_, { remembered, permission }: AlertPreference) => remembered && permission === 'granted',
    refused: (_, { permission }: AlertPreference) => permission === 'denied',
    granted: (_, permission: AlertPermission) => permission === 'granted',
    isRealLead: (_, lead: Lead) => !lead.spam,
  },
}).createMachine({
  id: 'leadAlerts',
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readPreference',
        src: 'readPreference',
        onDone: [
          { guard: { type: 'unsupported', params: preferenceOf }, target: 'unavailable' },
          { guard: { type: 'rememberedAndAllowed', params: preferenceOf }, target: 'on' },
          { guard: { type: 'refused', params: preferenceOf }, target: 'blocked' },
          { target: 'off' },
        ],
        onError: { target: 'off' },
      },
    },
    off: {
      on: { 'alerts.enable': 'asking' },
    },
    asking: {
      tags: ['busy'],
      invoke: {
        id: 'askPermission',
        src: 'askPermission',
        onDone: [
          {
            guard: { type: 'granted', params: ({ event }) => event.output },
            target: 'on',
            actions: { type: 'remember', params: true },
          },
          { target: 'blocked', actions: { type: 'remember', params: false } },
        ],
        onError: { target: 'off' },
      },
    },
    on: {
      invoke: { id: 'watchLeads', src: 'watchLeads' },
      on: {
        'alerts.disable': { target: 'off', actions: { type: 'remember', params: false } },
        'lead.inserted': {
          guard: { type: 'isRealLead', params: ({ event }) => event.lead },
          actions: { type: 'announce', params: ({ event }) => event.lead },
        },
      },
    },
    // The browser refuses; only its site settings can change that, and the page says so. Asking
    // again costs nothing: the browser answers `denied` at once, or asks if the user reset it.
    blocked: {
      on: { 'alerts.enable': 'asking' },
    },
    unavailable: {},
  },
});
