import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  leadAlertsMachine,
  type AlertPermission,
  type AlertPreference,
} from '../../machines/lead-alerts/lead-alerts.machine';
import type { Lead } from '../../machines/inbox/lead';
import { leadWith, sampleLead } from '../support/lead-fixtures';

async function startAlerts(preference: AlertPreference, answer: AlertPermission = 'granted') {
  const announced: Lead[] = [];
  const remembered: boolean[] = [];
  const actor = createActor(
    leadAlertsMachine.provide({
      actors: {
        readPreference: fromPromise(async () => preference),
        askPermission: fromPromise(async () => answer),
        watchLeads: fromCallback(() => undefined),
      },
      actions: {
        announce: (_, lead: Lead) => void announced.push(lead),
        remember: (_, on: boolean) => void remembered.push(on),
      },
    }),
  ).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, announced, remembered };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const arrival = (lead: Lead) => ({ type: 'lead.inserted', lead, at: 0 }) as const;

describe('Notify me', () => {
  it('asks the browser, then announces each new lead that is not spam, and remembers the choice', async () => {
    const { actor, announced, remembered } = await startAlerts({ remembered: false, permission: 'default' });
    expect(actor.getSnapshot().value).toBe('off');
    actor.send(arrival(sampleLead));
    actor.send({ type: 'alerts.enable' });
    await settle();
    expect(actor.getSnapshot().value).toBe('on');
    actor.send(arrival(sampleLead));
    actor.send(arrival(leadWith({ id: 'spam', spam: true })));
    expect(announced).toEqual([sampleLead]);
    expect(remembered).toEqual([true]);
    actor.send({ type: 'alerts.disable' });
    actor.send(arrival(sampleLead));
    expect(announced).toHaveLength(1);
    expect(remembered).toEqual([true, false]);
  });

  it('is on again after a reload when it was left on and the browser still allows it', async () => {
    expect((await startAlerts({ remembered: true, permission: 'granted' })).actor.getSnapshot().value).toBe('on');
    expect((await startAlerts({ remembered: true, permission: 'default' })).actor.getSnapshot().value).toBe('off');
  });

  it('says so when the browser refuses, or has no notifications at all', async () => {
    const refused = await startAlerts({ remembered: false, permission: 'default' }, 'denied');
    refused.actor.send({ type: 'alerts.enable' });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('blocked');
    expect(refused.remembered).toEqual([false]);
    expect((await startAlerts({ remembered: true, permission: 'denied' })).actor.getSnapshot().value).toBe('blocked');
    expect((await startAlerts({ remembered: true, permission: 'unsupported' })).actor.getSnapshot().value).toBe(
      'unavailable',
    );
  });
});
