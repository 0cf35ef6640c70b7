import type { SnapshotFrom } from 'xstate';
import type { Lead, LeadPatch } from '../../machines/inbox/lead';
import type { ErasureCopy } from '../../machines/lead-panel/erasure-copy';
import type { LeadHistoryEntry } from '../../machines/lead-panel/lead-history';
import { leadPanelMachine, type LeadRecord, type OwnerChoice } from '../../machines/lead-panel/lead-panel.machine';
import type { LeadStory } from '../../machines/lead-panel/lead-story';
import { historyEntry, leadWith, sampleLead } from '../support/lead-fixtures';
import type { MachinePathPlan } from '../support/machine-paths';
import {
  effectsNamed,
  entered,
  foldHistory,
  payload,
  same,
  type MachineSpec,
  type SpecStep,
  reportsFailuresOf,
} from '../support/machine-spec';

const spam = leadWith({ spam: true });
// What the database lists after an erasure: the messages that had gone out (docs/growth.md, "Erasing a person").
const erasedCopies: ErasureCopy[] = [
  {
    kind: 'new_lead',
    channel: 'email',
    recipient: 'admin@example.com',
    at: '2026-11-21T17:31:00.000Z',
    uncertain: false,
  },
  { kind: 'acknowledgement', channel: 'email', recipient: null, at: '2026-11-21T17:31:01.000Z', uncertain: false },
];
const contacted = leadWith({ status: 'contacted', firstResponseAt: '2026-11-21T17:35:00.000Z' });
const note = historyEntry({ kind: 'note', fromStatus: null, toStatus: null, body: 'Called, left a message.' });

// docs/admin.md "Pipeline, notes and the lead panel": the panel at /admin/dashboard/$id shows the
// lead and its history; a status change (or Not spam) shows at once and is rolled back with the server's reason
// if refused; a note is sent trimmed, the typed text stays until the server has it and stays if refused; another
// admin's change shows at once and the history is read again.
// docs/admin.md "Owners": the panel names the lead's owner; when the database lists whom this member of staff may
// hand it to (an admin, or its owner), Reassign asks for a new owner and a reason (1 to 500 characters, sent
// trimmed); the lead and its history then show the change as the server returned them; a refusal keeps the form and
// says why.
const ada: OwnerChoice = {
  userId: '00000000-0000-4000-8000-00000000ad01',
  email: 'admin@example.com',
  takingLeads: true,
};
const bob: OwnerChoice = {
  userId: '00000000-0000-4000-8000-00000000ad02',
  email: 'bob@example.com',
  takingLeads: false,
};
const owned = leadWith({ ownerId: ada.userId, ownerEmail: ada.email });
const handedOn = leadWith({ ownerId: bob.userId, ownerEmail: bob.email });
const reassignedEntry = historyEntry({
  id: '10000000-0000-4000-8000-000000000002',
  kind: 'owner',
  fromStatus: null,
  toStatus: null,
  owners: { from: ada.email, to: bob.email },
  body: 'Bob speaks German',
});
const loadedWithChoices = {
  type: 'xstate.done.actor.loadLead',
  output: { lead: owned, history: [], ownerChoices: [ada, bob] },
};
const reassign = (ownerId: string, reason: string) => ({ type: 'owner.reassign', ownerId, reason });
const reassigned = { type: 'xstate.done.actor.reassignLead', output: { lead: handedOn, history: [reassignedEntry] } };
const reassignRefused = {
  type: 'xstate.error.actor.reassignLead',
  error: new Error("Only an admin or the lead's owner may reassign it"),
};

/** Whom the last load said this member of staff may hand the lead to. */
const choicesLoaded = (step: SpecStep) =>
  foldHistory<OwnerChoice[]>(step, [], (choices, event) =>
    event.type === 'xstate.done.actor.loadLead'
      ? (payload<{ output: LeadRecord | null }>(event).output?.ownerChoices ?? [])
      : choices,
  );

const context = (step: SpecStep) => (step.snapshot as SnapshotFrom<typeof leadPanelMachine>).context;
const before = (step: SpecStep) => (step.previous as SnapshotFrom<typeof leadPanelMachine> | undefined)?.context;
/** The server's reason for the failure this step delivers (an Error's message), or null when it gave none. */
const reasonIn = (step: SpecStep) => {
  const { error } = payload<{ error: unknown }>(step.event);
  return error instanceof Error && error.message !== '' ? error.message : null;
};

/** The lead as the server last had it: loaded, saved, or changed by another admin. */
const serverLead = (step: SpecStep) =>
  foldHistory<Lead | null>(step, null, (lead, event) => {
    if (event.type === 'xstate.done.actor.loadLead')
      return payload<{ output: LeadRecord | null }>(event).output?.lead ?? null;
    if (event.type === 'xstate.done.actor.saveLead' || event.type === 'xstate.done.actor.reassignLead')
      return payload<{ output: LeadRecord }>(event).output.lead;
    if (event.type === 'lead.updated') return payload<{ lead: Lead }>(event).lead;
    return lead;
  });

const adding = { ready: { note: 'adding' } } as const;

/**
 * The note box as typed: a saved note empties it, unless the person typed something else while it was saving
 * (a failed or pending submit never loses what the user typed).
 */
const draft = (step: SpecStep) =>
  foldHistory(step, { text: '', sent: null as string | null }, (box, event, before, after) => {
    if (event.type === 'note.input') return { ...box, text: payload<{ text: string }>(event).text };
    if (event.type === 'note.add' && after.matches(adding) && !before?.matches(adding))
      return { ...box, sent: box.text.trim() };
    if (event.type === 'xstate.done.actor.addNote' && after.matches('ready'))
      return { text: box.text.trim() === box.sent ? '' : box.text, sent: null };
    return box;
  }).text;

const patchOf = (step: SpecStep): LeadPatch | null => {
  if (step.event.type === 'lead.setStatus') return { status: payload<{ status: Lead['status'] }>(step.event).status };
  return step.event.type === 'lead.notSpam' ? { spam: false } : null;
};

// Where the lead came from, its ROI estimate and its journey, loaded with the lead.
const story: LeadStory = {
  attribution: {
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'ai receptionist',
    utmTerm: null,
    utmContent: null,
    paidClick: true,
    referrerHost: null,
    landingPage: '/roi',
  },
  businessCase: { calls: 2000, aht: 4, wage: 22 },
  repeats: [],
  journey: [],
};

export const spec: MachineSpec = {
  flow: 'lead panel',
  always: [
    {
      requirement: "the admin's own erasure heard live before its answer waits for that answer and its list of copies",
      check: (step) =>
        step.event.type !== 'lead.erased' ||
        step.previous?.matches({ ready: { erasure: 'erasing' } } as never) !== true ||
        step.snapshot.matches({ ready: { erasure: 'erasing' } } as never),
    },
    reportsFailuresOf('loadLead'),
    {
      requirement: 'Reassign opens only when the database named someone this member of staff may hand the lead to',
      check: (step) =>
        step.event.type !== 'owner.ask' ||
        step.previous?.matches({ ready: { owner: 'idle' } } as never) !== true ||
        step.snapshot.matches({ ready: { owner: 'choosing' } } as never) === choicesLoaded(step).length > 0,
    },
    {
      requirement:
        'handing the lead on sends the new owner and the trimmed reason once; a blank reason, the owner it has or someone not offered sends nothing',
      check: (step) => {
        const sent = effectsNamed(step.effects, 'reassignLead');
        if (step.event.type !== 'owner.reassign' || !step.previous?.matches({ ready: { owner: 'choosing' } } as never))
          return sent.length === 0;
        const { ownerId, reason } = payload<{ ownerId: string; reason: string }>(step.event);
        const lead = before(step)?.lead;
        const acceptable =
          reason.trim() !== '' &&
          reason.trim().length <= 500 &&
          ownerId !== lead?.ownerId &&
          choicesLoaded(step).some((choice) => choice.userId === ownerId);
        if (!acceptable) return sent.length === 0;
        return sent.length === 1 && same(sent[0]?.input, { id: sampleLead.id, ownerId, reason: reason.trim() });
      },
    },
    {
      requirement: 'a lead handed on shows its new owner and the history as the server returned them',
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.reassignLead') return true;
        const record = payload<{ output: LeadRecord }>(step.event).output;
        return (
          step.snapshot.matches({ ready: { owner: 'idle' } } as never) &&
          same(context(step).history, record.history) &&
          (context(step).change !== null || same(context(step).lead, record.lead))
        );
      },
    },
    {
      requirement: 'a refused reassignment keeps the form open and says why',
      check: (step) =>
        step.event.type !== 'xstate.error.actor.reassignLead' ||
        (step.snapshot.matches({ ready: { owner: 'choosing' } } as never) &&
          same(context(step).notice, {
            refused: 'reassign',
            reason: "Only an admin or the lead's owner may reassign it",
          })),
    },
    {
      // Erasing a person is one confirmed action.
      requirement: 'Erase this person asks first and erases nothing until confirmed; Keep backs out',
      check: (step) => {
        const erases = effectsNamed(step.effects, 'eraseLead');
        const confirmed =
          step.event.type === 'erase.confirm' &&
          (step.previous?.matches({ ready: { erasure: 'confirming' } } as never) ?? false);
        if (step.event.type === 'erase.cancel' && step.previous?.matches({ ready: { erasure: 'confirming' } } as never))
          return step.snapshot.matches({ ready: { erasure: 'idle' } } as never) && erases.length === 0;
        return confirmed
          ? same(
              erases.map((effect) => effect.input),
              [sampleLead.id],
            )
          : erases.length === 0;
      },
    },
    {
      requirement: "a refused erasure keeps the lead on screen and the server's reason",
      check: (step) =>
        step.event.type !== 'xstate.error.actor.eraseLead' ||
        (step.snapshot.matches({ ready: { erasure: 'idle' } } as never) &&
          same(context(step).notice, { refused: 'erase', reason: 'permission denied' }) &&
          context(step).lead !== null),
    },
    {
      requirement: "the panel keeps the lead's origin, estimate and journey as loaded with it",
      check: (step) => {
        const load = step.history.findLast(({ event }) => event.type === 'xstate.done.actor.loadLead')?.event;
        const loaded = load ? (payload<{ output: { story?: unknown } | null }>(load).output?.story ?? null) : null;
        return step.snapshot.matches('erased') || same(context(step).story, loaded);
      },
    },
    {
      requirement: 'the panel loads the lead of its address, once',
      check: (step) =>
        effectsNamed(step.effects, 'loadLead').length === (entered(step, 'loading') ? 1 : 0) &&
        effectsNamed(step.effects, 'loadLead').every((load) => load.input === sampleLead.id),
    },
    {
      requirement: 'a lead that is not there (or not visible) says so; one that is shows every field and its history',
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.loadLead') return true;
        const record = payload<{ output: LeadRecord | null }>(step.event).output;
        if (record === null) return step.snapshot.matches('missing');
        return (
          step.snapshot.matches('ready') &&
          same(context(step).lead, record.lead) &&
          same(context(step).history, record.history)
        );
      },
    },
    {
      requirement: "a failed load keeps the server's reason (none without a message) and Retry loads again",
      check: (step) => {
        if (step.event.type === 'panel.retry') return step.snapshot.matches('loading');
        if (step.event.type !== 'xstate.error.actor.loadLead') return true;
        return step.snapshot.matches('failed') && same(context(step).loadFailure, { reason: reasonIn(step) });
      },
    },
    {
      requirement: 'a status change or Not spam shows at once and is saved, once, for this lead',
      check: (step) => {
        const saves = effectsNamed(step.effects, 'saveLead');
        const patch = patchOf(step);
        if (patch === null) return saves.length === 0;
        const lead = step.previous ? (step.previous as SnapshotFrom<typeof leadPanelMachine>).context.lead : null;
        // The status the lead already has, or Not spam on a lead that is not spam, changes and saves nothing.
        if (lead !== null && same({ ...lead, ...patch }, lead))
          return saves.length === 0 && same(context(step).lead, lead);
        return (
          lead !== null &&
          same(context(step).lead, { ...lead, ...patch }) &&
          same(
            saves.map((save) => save.input),
            [{ id: sampleLead.id, patch }],
          )
        );
      },
    },
    {
      requirement: "a saved change shows the server's row and history",
      check: (step) => {
        if (step.event.type !== 'xstate.done.actor.saveLead') return true;
        const record = payload<{ output: LeadRecord }>(step.event).output;
        return same(context(step).lead, record.lead) && same(context(step).history, record.history);
      },
    },
    {
      requirement: "a refused status change rolls back and keeps the server's reason",
      check: (step) => {
        if (step.event.type !== 'xstate.error.actor.saveLead') return true;
        return (
          same(context(step).lead, serverLead(step)) &&
          same(context(step).notice, { refused: 'change', reason: reasonIn(step) })
        );
      },
    },
    {
      requirement: 'the note box keeps what was typed until the server has the note, and after a refusal',
      check: (step) => !step.snapshot.matches('ready') || context(step).noteDraft === draft(step),
    },
    {
      // Closing the panel and opening this lead again in the tab shows the box as it was left.
      requirement: "the note box's text is kept for this lead as it is typed, and again once a note is saved",
      check: (step) => {
        const kept = effectsNamed(step.effects, 'keepDraft').map((effect) => effect.input);
        const changesBox =
          step.snapshot.matches('ready') &&
          (step.event.type === 'note.input' || step.event.type === 'xstate.done.actor.addNote');
        return same(kept, changesBox ? [{ id: sampleLead.id, text: draft(step) }] : []);
      },
    },
    {
      requirement: 'a note is sent trimmed, once, and shows at once as being sent',
      check: (step) => {
        const sent = effectsNamed(step.effects, 'addNote');
        if (step.event.type !== 'note.add') return sent.length === 0;
        const body = draft(step).trim();
        return (
          same(
            sent.map((effect) => effect.input),
            [{ id: sampleLead.id, body }],
          ) && context(step).sendingNote === body
        );
      },
    },
    {
      requirement: "a saved note joins the history; a refused one keeps the server's reason",
      check: (step) => {
        if (step.event.type === 'xstate.done.actor.addNote') {
          const entry = payload<{ output: LeadHistoryEntry }>(step.event).output;
          return same(context(step).history.at(-1), entry) && context(step).sendingNote === null;
        }
        if (step.event.type !== 'xstate.error.actor.addNote') return true;
        return (
          context(step).sendingNote === null && same(context(step).notice, { refused: 'note', reason: reasonIn(step) })
        );
      },
    },
    {
      requirement: 'the panel starts with no lead and no history',
      check: (step) =>
        step.event.type !== 'xstate.init' || (context(step).lead === null && same(context(step).history, [])),
    },
    {
      requirement: "the panel watches for other admins' changes while it shows the lead",
      check: (step) =>
        !step.snapshot.matches('ready') ||
        step.previous?.matches('ready') === true ||
        effectsNamed(step.effects, 'watchLeads').filter((effect) => effect.kind === 'actor').length === 1,
    },
    {
      requirement: "the lead's controls work again once its change is saved or refused",
      check: (step) => !step.event.type.endsWith('.actor.saveLead') || !step.snapshot.hasTag('saving'),
    },
    {
      requirement: 'the note box works again once the note is saved or refused',
      check: (step) => !step.event.type.endsWith('.actor.addNote') || !step.snapshot.hasTag('addingNote'),
    },
    {
      requirement: 'a dismissed message goes',
      check: (step) => step.event.type !== 'notice.dismiss' || context(step).notice === null,
    },
    {
      requirement: 'the history read again after a change is shown',
      check: (step) =>
        step.event.type !== 'xstate.done.actor.loadHistory' ||
        same(context(step).history, payload<{ output: LeadHistoryEntry[] }>(step.event).output),
    },
    {
      requirement: "another admin's change shows at once (after ours is answered) and the history is read again",
      check: (step) => {
        if (step.event.type !== 'lead.updated' || !step.previous?.matches('ready')) return true;
        const lead = payload<{ lead: Lead }>(step.event).lead;
        if (lead.id !== sampleLead.id)
          return effectsNamed(step.effects, 'loadHistory').length === 0 && same(context(step).lead, before(step)?.lead);
        const reread = same(
          effectsNamed(step.effects, 'loadHistory').map((effect) => effect.input),
          [sampleLead.id],
        );
        const saving = step.previous.matches({ ready: { status: 'saving' } });
        return reread && (saving || same(context(step).lead, lead));
      },
    },
  ],
  states: {
    erased: [
      {
        requirement: 'a confirmed erasure ends with the panel saying the lead is erased',
        check: (step) => !entered(step, 'erased') || step.event.type === 'xstate.done.actor.eraseLead',
      },
      {
        requirement:
          'after an erasure the panel lists the copies that had already left the system, as the database listed them',
        check: (step) => same(context(step).erasedCopies, erasedCopies),
      },
    ],
    erasedElsewhere: [
      {
        requirement: 'a lead another admin erases leaves the open panel at once, with nothing of it shown',
        check: (step) =>
          !entered(step, 'erasedElsewhere') ||
          (step.event.type === 'lead.erased' && payload<{ id: string }>(step.event).id === sampleLead.id),
      },
    ],
    loading: [{ requirement: 'the panel shows it is loading', check: (s) => s.snapshot.hasTag('busy') }],
    'ready.status.saving': [
      { requirement: "the lead's controls wait while its change is saved", check: (s) => s.snapshot.hasTag('saving') },
    ],
    'ready.erasure.erasing': [
      { requirement: 'the panel shows the person is being erased', check: (s) => s.snapshot.hasTag('erasing') },
    ],
    'ready.owner.reassigning': [
      { requirement: 'the panel shows the lead is being handed on', check: (s) => s.snapshot.hasTag('reassigning') },
    ],
    'ready.note.adding': [
      { requirement: 'the note shows as being sent', check: (s) => s.snapshot.hasTag('addingNote') },
    ],
  },
};

export const plan: MachinePathPlan = {
  machine: leadPanelMachine,
  input: { id: sampleLead.id },
  spec,
  // Every added note lengthens the history, so the walk would never end on full contexts.
  stateKey: (snapshot) => {
    const { lead, history, noteDraft, notice } = (snapshot as SnapshotFrom<typeof leadPanelMachine>).context;
    return {
      value: snapshot.value,
      lead: lead && { status: lead.status, spam: lead.spam, owner: lead.ownerId },
      history: history.length > 0,
      draft: noteDraft !== '',
      notice: notice !== null,
    };
  },
  events: [
    { type: 'xstate.done.actor.loadLead', output: { lead: spam, history: [] } },
    // A lead that is not spam, whose status staff choose (a spam lead offers only Not spam).
    { type: 'xstate.done.actor.loadLead', output: { lead: sampleLead, history: [note], story } },
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
    { type: 'xstate.error.actor.addNote', error: new Error('') },
    { type: 'lead.updated', lead: contacted },
    { type: 'xstate.done.actor.loadHistory', output: [historyEntry({})] },
    { type: 'xstate.error.actor.loadHistory', error: new Error('Failed to fetch') },
    { type: 'notice.dismiss' },
    { type: 'erase.ask' },
    { type: 'erase.cancel' },
    { type: 'erase.confirm' },
    { type: 'xstate.done.actor.eraseLead', output: erasedCopies },
    { type: 'lead.erased', id: sampleLead.id },
    { type: 'xstate.error.actor.eraseLead', error: new Error('permission denied') },
    loadedWithChoices,
    { type: 'owner.ask' },
    { type: 'owner.cancel' },
    reassign(bob.userId, '  Bob speaks German  '),
    reassign(bob.userId, '   '),
    reassign(ada.userId, 'Mine again'),
    reassigned,
    reassignRefused,
  ],
  // Erasure is tried while nothing else is under way: it reads nothing the other regions change.
  // So is handing it on, which only the loaded lead with choices offers.
  filterEvents: (snapshot, event) =>
    !(event.type.startsWith('erase.') || event.type.startsWith('owner.') || event.type.includes('reassignLead')) ||
    snapshot.matches({ ready: { status: 'idle', note: 'idle', history: 'idle' } } as never),
  scenarios: [
    // Reassign on a lead whose choices the database left empty offers nothing; with choices, a refusal, then a
    // reassignment while a status change is under way.
    [{ type: 'xstate.done.actor.loadLead', output: { lead: sampleLead, history: [] } }, { type: 'owner.ask' }],
    [
      loadedWithChoices,
      { type: 'owner.ask' },
      reassign(bob.userId, 'Bob speaks German'),
      reassignRefused,
      reassign(bob.userId, 'Bob speaks German'),
      reassigned,
    ],
    // A failure with no message (the stateKey walk keeps one failure per state).
    [{ type: 'xstate.error.actor.loadLead', error: new Error('') }],
    [
      { type: 'xstate.done.actor.loadLead', output: { lead: sampleLead, history: [] } },
      { type: 'note.input', text: 'Called, left a message.' },
      { type: 'note.add' },
      { type: 'xstate.error.actor.addNote', error: new Error('') },
    ],
    // Retry after a failed load; the status the lead already has; Not spam on a spam lead and on one that is not.
    [
      { type: 'xstate.error.actor.loadLead', error: new Error('Failed to fetch') },
      { type: 'panel.retry' },
      { type: 'xstate.done.actor.loadLead', output: { lead: spam, history: [] } },
      { type: 'lead.setStatus', status: 'new' },
      { type: 'lead.notSpam' },
    ],
    [{ type: 'xstate.done.actor.loadLead', output: { lead: sampleLead, history: [] } }, { type: 'lead.notSpam' }],
    // Two changes by other admins in a row: each shows, each reads the history again; another lead's change while
    // the history is read leaves this panel alone.
    [
      { type: 'xstate.done.actor.loadLead', output: { lead: sampleLead, history: [] } },
      { type: 'lead.updated', lead: contacted },
      { type: 'lead.updated', lead: leadWith({ status: 'won' }) },
      { type: 'lead.updated', lead: leadWith({ id: '00000000-0000-4000-8000-000000000009', status: 'lost' }) },
      { type: 'xstate.done.actor.loadHistory', output: [historyEntry({})] },
    ],
    // A refused change whose error has no message.
    [
      { type: 'xstate.done.actor.loadLead', output: { lead: sampleLead, history: [] } },
      { type: 'lead.setStatus', status: 'contacted' },
      { type: 'xstate.error.actor.saveLead', error: new Error('') },
    ],
    // Typing the next note while the first is saving: the box keeps it when the first is saved.
    [
      { type: 'xstate.done.actor.loadLead', output: { lead: sampleLead, history: [] } },
      { type: 'note.input', text: 'Called, left a message.' },
      { type: 'note.add' },
      { type: 'note.input', text: 'Called back: demo booked for Friday.' },
      { type: 'xstate.done.actor.addNote', output: note },
    ],
  ],
};
