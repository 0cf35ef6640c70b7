import { describe, expect, it } from 'vitest';
import { plan as demoFormPlan } from '../machines/demo-form.plan';
import { plan as inboxPlan } from '../machines/inbox.plan';
import { plan as inboxFiguresPlan } from '../machines/inbox-figures.plan';
import { plan as leadPanelPlan } from '../machines/lead-panel.plan';
import { plan as loginPlan } from '../machines/login.plan';
import { plan as roiPlan } from '../machines/roi-wizard.plan';
import { inboxBrowser } from './browser/inbox.browser';
import { inboxFiguresBrowser } from './browser/inbox-figures.browser';
import { leadPanelBrowser } from './browser/lead-panel.browser';
import { loginBrowser } from './browser/login.browser';
import { roiWizardBrowser } from './browser/roi-wizard.browser';
import { loadPlans, namedPaths, type FlowPlan } from './named-paths';
import type { BrowserFlow } from './browser/browser-flow';

const plans = await loadPlans();

describe('npm run paths: path names', () => {
  it.each(plans.map((flowPlan) => [flowPlan.flow, flowPlan] as const))(
    '%s: every path has its own name, the same on every run',
    (_, flowPlan) => {
      const names = namedPaths(flowPlan).map((named) => named.name);
      expect(new Set(names).size).toBe(names.length);
      expect(namedPaths(flowPlan).map((named) => named.name)).toEqual(names);
    },
  );

  it('a name reads as the states the path passes through', () => {
    const names = namedPaths({ flow: 'demo-form', plan: demoFormPlan }).map((named) => named.name);
    expect(names).toContain('demo-form:idle');
    expect(names.some((name) => name.startsWith('demo-form:idle--submitting--success--idle#'))).toBe(true);
  });
});

describe('npm run paths: paths no person could walk through the page', () => {
  const paths = namedPaths({ flow: 'roi-wizard', plan: roiPlan });
  const reasons = paths.map((named) => roiWizardBrowser.cannotDo?.(named.path));

  it('refuses sliding while a box holds uncommitted text, and touching a box the step does not show', () => {
    expect(reasons.some((reason) => reason?.includes('slides "aht" while the "calls" box is uncommitted'))).toBe(true);
    expect(reasons.some((reason) => reason?.includes('touches "aht", which "costAssumptions" does not show'))).toBe(
      true,
    );
  });

  it('keeps the paths a person can walk', () => {
    expect(reasons.filter((reason) => reason === undefined).length).toBeGreaterThan(0);
  });
});

describe('npm run paths: what the inbox and login refuse', () => {
  const reasons = namedPaths({ flow: 'inbox', plan: inboxPlan }).map((named) => inboxBrowser.cannotDo?.(named.path));

  // The connection's own states (joining, live, dropped) belong to the lead feed's machine; the inbox only hears that
  // it reconnected, so the refusals about a lead change while connecting or a reconnection without a drop went with it.
  it('refuses what only the model can do: an answer to a save never sent, a view never shown', () => {
    expect(reasons.some((reason) => reason?.includes('that the page never sent'))).toBe(true);
    expect(reasons.some((reason) => reason?.includes('to a view this tab never showed'))).toBe(true);
  });

  it('keeps arrivals, saves, refusals and reconnections a person and the world can cause', () => {
    const walkable = namedPaths({ flow: 'inbox', plan: inboxPlan }).filter(
      (named) => inboxBrowser.cannotDo?.(named.path) === undefined,
    );
    const events = new Set(walkable.flatMap((named) => named.path.steps.map((step) => step.event.type)));
    for (const type of ['lead.inserted', 'lead.updated', 'lead.saved', 'lead.refused', 'live.reconnected'])
      expect(events, type).toContain(type);
  });

  it('refuses only the login paths where the password leads past the code: the local admin has an authenticator', () => {
    const judged = namedPaths({ flow: 'login', plan: loginPlan }).map((named) => ({
      named,
      refused: loginBrowser.cannotDo?.(named.path) !== undefined,
      otherStep: named.path.steps.some(
        ({ event }) =>
          event.type === 'xstate.done.actor.signIn' &&
          (event as unknown as { output: { next: string } }).output.next !== 'code',
      ),
    }));
    expect(judged.filter(({ refused, otherStep }) => refused !== otherStep)).toEqual([]);
    expect(judged.some(({ refused }) => !refused)).toBe(true);
  });
});

describe('npm run paths: what the lead panel and the inbox figures refuse', () => {
  const judged = (flowPlan: FlowPlan, screen: BrowserFlow) =>
    namedPaths(flowPlan).map((named) => ({ named, reason: screen.cannotDo?.(named.path) }));
  const walkedEvents = (paths: ReturnType<typeof judged>) =>
    new Set(
      paths
        .filter(({ reason }) => reason === undefined)
        .flatMap(({ named }) => named.path.steps.map((step) => step.event.type)),
    );
  const panel = judged({ flow: 'lead-panel', plan: leadPanelPlan }, leadPanelBrowser);
  const figures = judged({ flow: 'inbox-figures', plan: inboxFiguresPlan }, inboxFiguresBrowser);

  it('refuses a status chosen for a lead marked as spam, where the panel offers only Not spam', () => {
    expect(panel.some(({ reason }) => reason?.includes('chooses a status for a lead marked as suspected spam'))).toBe(
      true,
    );
  });

  it("keeps the panel's changes, notes, refusals, retries and other admins' changes", () => {
    const events = walkedEvents(panel);
    for (const type of [
      'lead.setStatus',
      'lead.notSpam',
      'note.add',
      'panel.retry',
      'xstate.error.actor.saveLead',
      'xstate.error.actor.addNote',
      'lead.updated',
      'xstate.done.actor.loadHistory',
    ])
      expect(events, type).toContain(type);
  });

  it('refuses a search or a reconnection while a burst of changes settles (the page takes longer than 250 ms)', () => {
    expect(figures.some(({ reason }) => reason?.includes('searches while a burst of changes settles'))).toBe(true);
    expect(figures.some(({ reason }) => reason?.includes('reconnects while a burst of changes settles'))).toBe(true);
  });

  it("keeps the figures' timers, searches, periods, Retry, arrivals, changes and reconnections", () => {
    const events = walkedEvents(figures);
    for (const type of [
      'xstate.after.settle.inboxFigures.counting.settling',
      'xstate.after.refresh.inboxFigures.counting.shown',
      'xstate.after.refresh.inboxFigures.counting.failed',
      'view.set',
      'figures.period',
      'figures.retry',
      'lead.inserted',
      'lead.updated',
      'live.reconnected',
    ])
      expect(events, type).toContain(type);
  });
});
