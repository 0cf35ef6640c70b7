import type { Lead } from '../../machines/inbox/lead';
import {
  leadAlertsMachine,
  type AlertPermission,
  type AlertPreference,
} from '../../machines/lead-alerts/lead-alerts.machine';
import { leadWith, sampleLead } from '../support/lead-fixtures';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, payload, same, type MachineSpec, type SpecStep } from '../support/machine-spec';

// docs/admin.md "Notify me": turning it on asks the browser's permission; once granted each
// new lead that is not suspected spam is announced; the choice is remembered and comes back on the next
// visit if the browser still allows it; a refused permission says notifications are blocked.
const remembered = (step: SpecStep) => effectsNamed(step.effects, 'remember').map((effect) => effect.input);

/** Where the page starts from the remembered choice and the browser's permission. */
function startsIn({ remembered: on, permission }: AlertPreference) {
  if (permission === 'unsupported') return 'unavailable';
  if (on && permission === 'granted') return 'on';
  return permission === 'denied' ? 'blocked' : 'off';
}

export const spec: MachineSpec = {
  flow: 'notify me',
  always: [
    {
      requirement: 'the switch starts as remembered if the browser still allows it, blocked if it refuses',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.readPreference' ||
        step.snapshot.matches(startsIn(payload<{ output: AlertPreference }>(step.event).output)),
    },
    {
      requirement: 'an unreadable choice starts with the switch off',
      check: (step) => step.event.type !== 'xstate.error.actor.readPreference' || step.snapshot.matches('off'),
    },
    {
      requirement: 'turning it on asks the browser for permission, once',
      check: (step) =>
        effectsNamed(step.effects, 'askPermission').length === (step.event.type === 'alerts.enable' ? 1 : 0),
    },
    {
      requirement:
        'a granted permission turns it on and remembers the choice; a refused one says blocked and remembers off',
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.askPermission') return true;
        const granted = payload<{ output: AlertPermission }>(step.event).output === 'granted';
        return step.snapshot.matches(granted ? 'on' : 'blocked') && same(remembered(step), [granted]);
      },
    },
    {
      requirement: 'a permission request that fails leaves the switch off, remembering nothing',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.askPermission' ||
        (step.snapshot.matches('off') && remembered(step).length === 0),
    },
    {
      requirement: 'turning it off remembers the choice',
      check: (step) =>
        step.event.type !== 'alerts.disable' || (step.snapshot.matches('off') && same(remembered(step), [false])),
    },
    {
      requirement: 'the choice is remembered only when the person or the browser makes it',
      check: (step) =>
        remembered(step).length === 0 ||
        ['alerts.disable', 'xstate.done.actor.askPermission'].includes(step.event.type),
    },
    {
      requirement: 'each new lead is announced once while it is on, never suspected spam',
      check: (step) => {
        const announced = effectsNamed(step.effects, 'announce').map((effect) => effect.input);
        if (step.event.type !== 'lead.inserted') return announced.length === 0;
        const { lead } = payload<{ lead: Lead }>(step.event);
        const wanted = step.previous?.matches('on') === true && !lead.spam;
        return same(announced, wanted ? [lead] : []);
      },
    },
  ],
  states: {
    asking: [{ requirement: 'the switch waits while the browser asks', check: (s) => s.snapshot.hasTag('busy') }],
    on: [
      {
        requirement: 'new leads are watched only while it is on',
        check: (step) => step.previous?.matches('on') === true || effectsNamed(step.effects, 'watchLeads').length === 1,
      },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: leadAlertsMachine,
  spec,
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
  // Blocked, the switch can still be turned on: the browser is asked again (it answers at once, or asks if the
  // person reset the site's permission).
  scenarios: [
    [
      { type: 'xstate.done.actor.readPreference', output: { remembered: true, permission: 'denied' } },
      { type: 'alerts.enable' },
      { type: 'xstate.done.actor.askPermission', output: 'granted' },
    ],
  ],
};
