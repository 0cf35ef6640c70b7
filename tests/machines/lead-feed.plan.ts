import { leadFeedMachine, leadFeedMode } from '../../machines/lead-feed/lead-feed.machine';
import type { MachinePathPlan } from '../support/machine-paths';
import { effectsNamed, same, type MachineSpec, type SpecStep } from '../support/machine-spec';
import { sampleLead } from '../support/lead-fixtures';

// docs/admin.md "Live arrivals": the page says `Connecting live updates…` until the change stream first runs, `Live
// updates on` while it runs and `Live updates paused — reconnecting…` from a drop until it runs again; every watcher
// hears of a drop, and of the return, which is their cue to fetch what they missed; lead changes reach every watcher.
const told = (step: SpecStep) => effectsNamed(step.effects, step.event.type.startsWith('lead.') ? step.event.type : '');
const emitted = (step: SpecStep) => step.effects.filter((effect) => effect.kind === 'emitted').map((e) => e.name);
const mode = (step: SpecStep) => leadFeedMode(step.snapshot as never);
const previousMode = (step: SpecStep) => (step.previous ? leadFeedMode(step.previous as never) : 'connecting');

export const spec: MachineSpec = {
  flow: 'lead feed',
  always: [
    {
      requirement: 'a lead change reaches the watchers as it came, whatever the connection',
      check: (step) =>
        !step.event.type.startsWith('lead.') ||
        same(
          told(step).map((e) => e.input),
          [step.event],
        ),
    },
    {
      requirement: "the page says 'Live updates on' only once the change stream runs",
      check: (step) =>
        mode(step) !== 'live' || previousMode(step) === 'live' || step.event.type === 'channel.streaming',
    },
    {
      requirement: "a drop says 'Live updates paused — reconnecting…' and tells the watchers, once",
      check: (step) => {
        if (step.event.type !== 'channel.dropped') return true;
        const first = previousMode(step) !== 'paused';
        return mode(step) === 'paused' && same(emitted(step), first ? ['live.dropped'] : []);
      },
    },
    {
      requirement: 'the stream running again after a drop tells the watchers to fetch what they missed',
      check: (step) => {
        if (step.event.type !== 'channel.streaming') return true;
        const expected = { connecting: ['live.connected'], paused: ['live.reconnected'], live: [] }[previousMode(step)];
        return mode(step) === 'live' && same(emitted(step), expected);
      },
    },
    {
      requirement: 'a join alone changes nothing the page shows',
      check: (step) => step.event.type !== 'channel.joined' || mode(step) === previousMode(step),
    },
  ],
};

export const plan: MachinePathPlan = {
  machine: leadFeedMachine,
  spec,
  events: [
    { type: 'channel.joined' },
    { type: 'channel.streaming' },
    { type: 'channel.dropped' },
    { type: 'lead.inserted', lead: sampleLead, at: Date.parse(sampleLead.createdAt) },
    { type: 'lead.updated', lead: { ...sampleLead, status: 'contacted' } },
    { type: 'lead.erased', id: sampleLead.id },
  ],
  // A first join that fails, a drop and a return in two steps, a drop while rejoining.
  scenarios: [
    [{ type: 'channel.dropped' }, { type: 'channel.joined' }, { type: 'channel.streaming' }],
    [
      { type: 'channel.joined' },
      { type: 'channel.streaming' },
      { type: 'channel.dropped' },
      { type: 'channel.joined' },
      { type: 'channel.dropped' },
      { type: 'channel.streaming' },
    ],
  ],
};
