import type { AnyActorRef } from 'xstate';
import { dashboardMachine } from '../../machines/dashboard/dashboard.machine';
import { defaultView, type InboxView } from '../../machines/inbox/inbox-view';
import type { MachinePathPlan } from '../support/machine-paths';
import { payload, same, sentTo, type Effect, type MachineSpec } from '../support/machine-spec';

// docs/admin.md and docs/architecture.md: the dashboard is one page of several flows that live as long as it does:
// the live feed of leads (one channel for the whole page), the address of the view, the inbox, the figures beside
// its filters, Notify me and Export CSV. The inbox and the figures show the view the address names; Export CSV
// exports the view the inbox's controls show, which only the inbox knows (a search may wait for its pause).
const opening: InboxView = { ...defaultView, status: 'new', page: 1 };
/** The signed-in member of staff, whose leads the inbox's Mine filter holds. */
const viewer = 'staff-member-1';
const children = ['leadFeed', 'followAddress', 'inbox', 'figures', 'alerts', 'exporter'];
const started = (effects: readonly Effect[]) => effects.filter((effect) => effect.kind === 'actor');
const sent = (effects: readonly Effect[]) => effects.filter((effect) => effect.kind === 'sent');

const spamView: InboxView = { ...defaultView, status: 'spam' };
const searched: InboxView = { ...defaultView, search: 'ada', minSavings: 50_000 };

export const spec: MachineSpec = {
  flow: 'dashboard',
  always: [
    {
      requirement:
        'opening the page starts the live feed, the address, the inbox, the figures (for 7 days), Notify me and Export CSV once each; the inbox and the figures start at the view the address names, and the inbox knows who is signed in',
      check: (step) => {
        const actors = started(step.effects);
        if (step.previous) return actors.length === 0;
        const input = (name: string) => actors.find((effect) => effect.name === name)?.input;
        return (
          same(actors.map((effect) => effect.name).sort(), [...children].sort()) &&
          same(input('inbox'), { view: opening, viewerId: viewer }) &&
          same(input('figures'), { view: opening, days: 7 })
        );
      },
    },
    {
      requirement: 'the view the address names reaches the inbox and the figures as soon as the page hears it',
      check: (step) => {
        if (step.event.type !== 'view.set') return true;
        const told = { type: 'view.set', view: payload<{ view: InboxView }>(step.event).view };
        return (
          same(sentTo(step.effects, 'inbox'), [told]) &&
          same(sentTo(step.effects, 'figures'), [told]) &&
          sent(step.effects).length === 2
        );
      },
    },
    {
      requirement: 'Export CSV asks the inbox for the view its controls show, to be answered to the page',
      check: (step) => {
        if (step.event.type !== 'export.request') return true;
        const [asked, ...more] = sentTo(step.effects, 'inbox') as Array<{ type: string; replyTo: AnyActorRef }>;
        const page = asked?.replyTo.getSnapshot() as { machine?: { id: string } } | undefined;
        return (
          more.length === 0 &&
          asked?.type === 'export.request' &&
          page?.machine?.id === 'dashboard' &&
          sent(step.effects).length === 1
        );
      },
    },
    {
      requirement: "the inbox's answer goes to Export CSV, which exports that view",
      check: (step) => {
        if (step.event.type !== 'export.start') return true;
        const view = payload<{ view: InboxView }>(step.event).view;
        return (
          same(sentTo(step.effects, 'exporter'), [{ type: 'export.start', view }]) && sent(step.effects).length === 1
        );
      },
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: dashboardMachine,
  input: { view: opening, viewerId: viewer },
  spec,
  events: [
    { type: 'view.set', view: spamView },
    { type: 'view.set', view: searched },
    { type: 'export.request' },
    { type: 'export.start', view: searched },
  ],
  // The page never changes state: each story is one event after another in the one state.
  scenarios: [
    [{ type: 'view.set', view: spamView }, { type: 'view.set', view: searched }, { type: 'export.request' }],
    [{ type: 'export.request' }, { type: 'export.start', view: { ...searched, page: 0 } }],
  ],
};
