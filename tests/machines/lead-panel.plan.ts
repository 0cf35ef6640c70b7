import type { SnapshotFrom } from 'xstate';
import { leadPanelMachine } from '../../machines/lead-panel/lead-panel.machine';
import { historyEntry, leadWith, sampleLead } from '../support/lead-fixtures';
import type { MachinePathPlan } from '../support/machine-paths';

const spam = leadWith({ spam: true });
const contacted = leadWith({ status: 'contacted', firstResponseAt: '2026-11-21T17:35:00.000Z' });
const note = historyEntry({ kind: 'note', fromStatus: null, toStatus: null, body: 'Called, left a message.' });

export const plan: MachinePathPlan = {
  machine: leadPanelMachine,
  input: { id: sampleLead.id },
  // Every added note lengthens the history, so the walk would never end on full contexts.
  stateKey: (snapshot) => {
    const { lead, history, noteDraft, notice } = (snapshot as SnapshotFrom<typeof leadPanelMachine>).context;
    return {
      value: snapshot.value,
      lead: lead && { status: lead.status, spam: lead.spam },
      history: history.length > 0,
      draft: noteDraft !== '',
      notice: notice !== null,
    };
  },
  events: [
    { type: 'xstate.done.actor.loadLead', output: { lead: spam, history: [] } },
    { type: 'xstate.done.actor.loadLead', output: null },
    { type: 'xstate.error.actor.loadLead', error: new Error('Failed to fetch') },
    { type: 'panel.retry' },
    { type: 'lead.setStatus', status: 'contacted' },
    { type: 'lead.notSpam' },
    { type: 'xstate.done.actor.saveLead', output: { lead: contacted, history: [historyEntry({})] } },
    { type: 'xstate.error.actor.saveLead', error: new Error('new row violates check constraint') },
    { type: 'note.input', text: 'Called, left a message.' },
    { type: 'note.add' },
    { type: 'xstate.done.actor.addNote', output: note },
    { type: 'xstate.error.actor.addNote', error: new Error('note too long') },
    { type: 'lead.updated', lead: contacted },
    { type: 'xstate.done.actor.loadHistory', output: [historyEntry({})] },
    { type: 'xstate.error.actor.loadHistory', error: new Error('Failed to fetch') },
    { type: 'notice.dismiss' },
  ],
};
