import { leadAlertsMachine } from '../../machines/lead-alerts/lead-alerts.machine';
import { leadWith, sampleLead } from '../support/lead-fixtures';
import type { MachinePathPlan } from '../support/machine-paths';

export const plan: MachinePathPlan = {
  machine: leadAlertsMachine,
  events: [
    { type: 'xstate.done.actor.readPreference', output: { remembered: false, permission: 'unsupported' } },
    { type: 'xstate.done.actor.readPreference', output: { remembered: true, permission: 'granted' } },
    { type: 'xstate.done.actor.readPreference', output: { remembered: true, permission: 'denied' } },
    { type: 'xstate.done.actor.readPreference', output: { remembered: false, permission: 'default' } },
    { type: 'xstate.error.actor.readPreference', error: new Error('localStorage is disabled') },
    { type: 'xstate.done.actor.askPermission', output: 'granted' },
    { type: 'xstate.done.actor.askPermission', output: 'denied' },
    { type: 'xstate.error.actor.askPermission', error: new Error('not allowed') },
    { type: 'alerts.enable' },
    { type: 'alerts.disable' },
    { type: 'lead.inserted', lead: sampleLead, at: Date.parse('2026-11-21T17:32:22Z') },
    { type: 'lead.inserted', lead: leadWith({ spam: true }), at: Date.parse('2026-11-21T17:32:22Z') },
  ],
};
