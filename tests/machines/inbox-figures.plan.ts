import { inboxFiguresMachine, type Figures } from '../../machines/inbox-figures/inbox-figures.machine';
import { leadWith, sampleLead } from '../support/lead-fixtures';
import type { MachinePathPlan } from '../support/machine-paths';

const figures: Figures = {
  counts: { all: 12, new: 3, contacted: 4, qualified: 2, won: 2, lost: 1, overdue: 1, unanswered: 3, spam: 2 },
  unanswered: 3,
  stats: { answeredWithin: 7, judged: 9, medianSeconds: 260 },
};

export const plan: MachinePathPlan = {
  machine: inboxFiguresMachine,
  input: { search: '', days: 7 },
  events: [
    { type: 'xstate.done.actor.loadFigures', output: figures },
    { type: 'xstate.error.actor.loadFigures', error: new Error('permission denied for function lead_counts') },
    { type: 'figures.search', search: 'ada' },
    { type: 'figures.period', days: 30 },
    { type: 'figures.retry' },
    { type: 'lead.inserted', lead: sampleLead, at: Date.parse('2026-11-21T17:32:22Z') },
    { type: 'lead.updated', lead: leadWith({ status: 'contacted' }) },
    { type: 'live.reconnected' },
  ],
};
