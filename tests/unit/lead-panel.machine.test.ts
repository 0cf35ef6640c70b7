import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { LeadHistoryEntry } from '../../machines/lead-panel/lead-history';
import { noteProblem } from '../../machines/lead-panel/lead-history';
import { leadPanelMachine, type LeadChange, type LeadRecord } from '../../machines/lead-panel/lead-panel.machine';
import { historyEntry, leadWith, sampleLead } from '../support/lead-fixtures';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

function startPanel(record: LeadRecord | null = { lead: sampleLead, history: [] }) {
  const saves: Array<LeadChange & Deferred<LeadRecord>> = [];
  const notes: Array<{ body: string } & Deferred<LeadHistoryEntry>> = [];
  const historyLoads: string[] = [];
  const actor = createActor(
    leadPanelMachine.provide({
      actors: {
        loadLead: fromPromise(async () => record),
        saveLead: fromPromise<LeadRecord, LeadChange>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ ...input, resolve, reject })),
        ),
        addNote: fromPromise<LeadHistoryEntry, { id: string; body: string }>(
          ({ input }) => new Promise((resolve, reject) => notes.push({ body: input.body, resolve, reject })),
        ),
        loadHistory: fromPromise<LeadHistoryEntry[], string>(async ({ input }) => {
          historyLoads.push(input);
          return [historyEntry({})];
        }),
        watchLeads: fromCallback(() => undefined),
      },
    }),
    { input: { id: sampleLead.id } },
  ).start();
  return { actor, saves, notes, historyLoads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lead panel', () => {
  it('shows the lead and its history, or says it does not exist', async () => {
    const found = startPanel({ lead: sampleLead, history: [historyEntry({})] });
    await settle();
    expect(found.actor.getSnapshot().context).toMatchObject({ lead: sampleLead, history: [historyEntry({})] });
    const missing = startPanel(null);
    await settle();
    expect(missing.actor.getSnapshot().value).toBe('missing');
  });

  it('shows a status change at once, then the server row and the new history line', async () => {
    const { actor, saves } = startPanel();
    await settle();
    actor.send({ type: 'lead.setStatus', status: 'contacted' });
    expect(actor.getSnapshot().context.lead?.status).toBe('contacted');
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(saves[0]).toMatchObject({ id: sampleLead.id, patch: { status: 'contacted' } });
    const saved = leadWith({ status: 'contacted', firstResponseAt: '2026-11-21T17:35:00.000Z' });
    saves[0]?.resolve({ lead: saved, history: [historyEntry({})] });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ lead: saved, history: [historyEntry({})], notice: null });
  });

  it("rolls a refused change back and keeps the server's reason", async () => {
    const { actor, saves } = startPanel();
    await settle();
    actor.send({ type: 'lead.setStatus', status: 'won' });
    saves[0]?.reject(new Error('only admins may change leads.'));
    await settle();
    expect(actor.getSnapshot().context.lead?.status).toBe('new');
    expect(actor.getSnapshot().context.notice).toEqual({ refused: 'change', reason: 'only admins may change leads.' });
  });

  it('adds a note at once, keeps the text until the server has it, and keeps it when refused', async () => {
    const { actor, notes } = startPanel();
    await settle();
    actor.send({ type: 'note.input', text: '  Called, left a message.  ' });
    actor.send({ type: 'note.add' });
    expect(actor.getSnapshot().context).toMatchObject({
      sendingNote: 'Called, left a message.',
      noteDraft: '  Called, left a message.  ',
    });
    notes[0]?.reject(new Error('note too long'));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      sendingNote: null,
      noteDraft: '  Called, left a message.  ',
      notice: { refused: 'note', reason: 'note too long' },
    });
    actor.send({ type: 'note.add' });
    const entry = historyEntry({ kind: 'note', body: 'Called, left a message.' });
    notes[1]?.resolve(entry);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ history: [entry], noteDraft: '', sendingNote: null });
  });

  it('keeps what was typed while an earlier note was saving, once that note is saved', async () => {
    const { actor, notes } = startPanel();
    await settle();
    actor.send({ type: 'note.input', text: 'Called, left a message.' });
    actor.send({ type: 'note.add' });
    actor.send({ type: 'note.input', text: 'Called back: demo booked for Friday.' });
    notes[0]?.resolve(historyEntry({ kind: 'note', body: 'Called, left a message.' }));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      noteDraft: 'Called back: demo booked for Friday.',
      sendingNote: null,
    });
  });

  it('does not send an empty note or one over 5,000 characters', async () => {
    const { actor, notes } = startPanel();
    await settle();
    actor.send({ type: 'note.input', text: '   ' });
    actor.send({ type: 'note.add' });
    actor.send({ type: 'note.input', text: 'x'.repeat(5001) });
    actor.send({ type: 'note.add' });
    expect(notes).toEqual([]);
    expect(noteProblem('x'.repeat(5000))).toBeNull();
    expect(noteProblem(`  ${'x'.repeat(5000)}\n`)).toBeNull();
    expect(noteProblem('x'.repeat(5001))).toBe('tooLong');
    expect(noteProblem(' \n ')).toBe('empty');
  });

  it("shows another admin's change to this lead and reads its history again", async () => {
    const { actor, historyLoads } = startPanel();
    await settle();
    actor.send({ type: 'lead.updated', lead: leadWith({ id: 'another' }) });
    expect(historyLoads).toEqual([]);
    actor.send({ type: 'lead.updated', lead: leadWith({ status: 'won' }) });
    await settle();
    expect(actor.getSnapshot().context.lead?.status).toBe('won');
    expect(historyLoads).toEqual([sampleLead.id]);
  });
});
