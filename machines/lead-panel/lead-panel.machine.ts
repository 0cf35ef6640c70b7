import {
  and,
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  not,
  setup,
  stateIn,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import { patchChanges, withPatch, type Lead, type LeadPatch } from '../inbox/lead';
import { failureFrom, reasonOf, type Failure } from '../shared/error-message';
import type { LeadStatus } from '../inbox/lead-status';
import type { LiveEvent } from '../inbox/live-events';
import { notProvided, notProvidedCallback } from '../not-provided';
import { noteProblem, reassignReasonReady, type LeadHistoryEntry } from './lead-history';
import type { ErasureCopy } from './erasure-copy';
import type { LeadStory } from './lead-story';
import { failureOf, reportFailure } from '../failure-report';

/** A member of staff a lead can be handed to (`lead_owner_choices`): their user id and email. */
export type OwnerChoice = { userId: string; email: string; takingLeads: boolean };

/**
 * A lead as the panel loads it; a save answers with the lead and its history only (the story and the choices stay).
 * `ownerChoices` is whom this member of staff may hand the lead to: empty when the database says they may not.
 */
export type LeadRecord = { lead: Lead; history: LeadHistoryEntry[]; story?: LeadStory; ownerChoices?: OwnerChoice[] };

/** Handing a lead to another member of staff, with the reason kept in its history. */
export type LeadReassignment = { id: string; ownerId: string; reason: string };

export type LeadChange = { id: string; patch: LeadPatch };

/** What the server refused: a status change (rolled back), a note, handing the lead on, or erasing the lead. */
export type RefusedWrite = 'change' | 'note' | 'reassign' | 'erase';

export type PanelRefusal = { refused: RefusedWrite; reason: string | null };

export type LeadPanelEvent =
  | { type: 'panel.retry' }
  | { type: 'lead.setStatus'; status: LeadStatus }
  | { type: 'lead.notSpam' }
  | { type: 'note.input'; text: string }
  | { type: 'note.add' }
  | { type: 'notice.dismiss' }
  | { type: 'owner.ask' }
  | { type: 'owner.cancel' }
  | { type: 'owner.reassign'; ownerId: string; reason: string }
  | { type: 'erase.ask' }
  | { type: 'erase.cancel' }
  | { type: 'erase.confirm' }
  | LiveEvent;

export type LeadPanelContext = {
  id: string;
  lead: Lead | null;
  history: LeadHistoryEntry[];
  /** Where the lead came from, its ROI estimate and its journey, as loaded with it. */
  story: LeadStory | null;
  /** Whom this member of staff may hand the lead to; none: the panel offers no Reassign. */
  ownerChoices: OwnerChoice[];
  /** The last load's failure (the screen words it), null once the lead loads. */
  loadFailure: Failure | null;
  /** The last change, note or erasure the server refused, with its reason (the screen words it). */
  notice: PanelRefusal | null;
  /** The change being saved, and the lead as the server last had it (what a refusal restores). */
  change: LeadPatch | null;
  unsaved: Lead | null;
  noteDraft: string;
  /** The note being sent, shown at once in the history; the draft is kept until the server has it. */
  sendingNote: string | null;
  /** After this admin's erasure: the copies that had already left the system, to remove there. */
  erasedCopies: ErasureCopy[] | null;
};

const recordOf = ({ event }: { event: DoneActorEvent<LeadRecord | null> }): LeadRecord | null => event.output;
const errorOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

/**
 * One lead, opened from the inbox or a shared link: every field, its history and notes. Status
 * changes and notes show at once and are rolled back, with the server's reason, if refused.
 */
export const leadPanelMachine = setup({
  types: {
    context: {} as LeadPanelContext,
    events: {} as LeadPanelEvent,
    /** `noteDraft`: what was typed in this lead's note box earlier in the tab and not added yet. */
    input: {} as { id: string; noteDraft?: string },
  },
  actors: {
    loadLead: fromPromise<LeadRecord | null, string>(notProvided('loadLead')),
    saveLead: fromPromise<LeadRecord, LeadChange>(notProvided('saveLead')),
    addNote: fromPromise<LeadHistoryEntry, { id: string; body: string }>(notProvided('addNote')),
    loadHistory: fromPromise<LeadHistoryEntry[], string>(notProvided('loadHistory')),
    reassignLead: fromPromise<LeadRecord, LeadReassignment>(notProvided('reassignLead')),
    eraseLead: fromPromise<ErasureCopy[], string>(notProvided('eraseLead')),
    watchLeads: fromCallback<LiveEvent>(notProvidedCallback('watchLeads')),
  },
  guards: {
    found: (_, record: LeadRecord | null) => record !== null,
    changes: ({ context }, patch: LeadPatch) => context.lead !== null && patchChanges(context.lead, patch),
    isThisLead: ({ context }, lead: Lead) => lead.id === context.id,
    isErasedLead: ({ context, event }) => event.type === 'lead.erased' && event.id === context.id,
    noteReady: ({ context }) => noteProblem(context.noteDraft) === null,
    mayReassign: ({ context }) => context.ownerChoices.length > 0,
    // Someone else among the choices, and a reason the database takes.
    reassignReady: ({ context }, { ownerId, reason }: { ownerId: string; reason: string }) =>
      ownerId !== context.lead?.ownerId &&
      context.ownerChoices.some((choice) => choice.userId === ownerId) &&
      reassignReasonReady(reason),
  },
  actions: {
    reportFailure,
    storeRecord: assign((_, record: LeadRecord | null) => ({
      lead: record?.lead ?? null,
      history: record?.history ?? [],
      story: record?.story ?? null,
      ownerChoices: record?.ownerChoices ?? [],
      loadFailure: null,
    })),
    storeError: assign((_, error: unknown) => ({ loadFailure: failureFrom(error) })),
    applyChange: assign(({ context }, patch: LeadPatch) =>
      context.lead ? { lead: withPatch(context.lead, patch), unsaved: context.lead, change: patch, notice: null } : {},
    ),
    confirmChange: assign((_, { lead, history }: LeadRecord) => ({ lead, history, unsaved: null, change: null })),
    rollBackChange: assign(({ context }, error: unknown) => ({
      lead: context.unsaved ?? context.lead,
      unsaved: null,
      change: null,
      notice: { refused: 'change' as const, reason: reasonOf(error) },
    })),
    // A change still being saved stays on screen; the server's row is what a refusal goes back to.
    showUpdate: assign(({ context }, lead: Lead) => (context.change ? { unsaved: lead } : { lead })),
    typeNote: assign((_, text: string) => ({ noteDraft: text })),
    /** Keeps the note box's text for this lead in the tab, so closing the panel loses nothing typed. */
    keepDraft: (_, _draft: { id: string; text: string }) => {},
    sendNote: assign(({ context }) => ({ sendingNote: context.noteDraft.trim(), notice: null })),
    keepNote: assign(({ context }, entry: LeadHistoryEntry) => ({
      history: [...context.history, entry],
      // The box empties only if it still holds the note just saved: what was typed meanwhile is the next note.
      noteDraft: context.noteDraft.trim() === context.sendingNote ? '' : context.noteDraft,
      sendingNote: null,
    })),
    refuseNote: assign((_, error: unknown) => ({
      sendingNote: null,
      notice: { refused: 'note' as const, reason: reasonOf(error) },
    })),
    storeHistory: assign((_, history: LeadHistoryEntry[]) => ({ history })),
    dismissNotice: assign({ notice: null }),
    storeErasedCopies: assign((_, copies: ErasureCopy[]) => ({ erasedCopies: copies })),
    // A status change still being saved stays on screen, as for another admin's change.
    storeReassigned: assign(({ context }, { lead, history }: LeadRecord) =>
      context.change ? { unsaved: lead, history } : { lead, history },
    ),
    refuseReassignment: assign((_, error: unknown) => ({
      notice: { refused: 'reassign' as const, reason: reasonOf(error) },
    })),
    refuseErasure: assign((_, error: unknown) => ({
      notice: { refused: 'erase' as const, reason: reasonOf(error) },
    })),
  },
}).createMachine({
  id: 'leadPanel',
  context: ({ input }) => ({
    id: input.id,
    lead: null,
    history: [],
    story: null,
    ownerChoices: [],
    loadFailure: null,
    notice: null,
    change: null,
    unsaved: null,
    noteDraft: input.noteDraft ?? '',
    sendingNote: null,
    erasedCopies: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLead',
        src: 'loadLead',
        input: ({ context }) => context.id,
        onDone: [
          {
            guard: { type: 'found', params: recordOf },
            target: 'ready',
            actions: { type: 'storeRecord', params: recordOf },
          },
          { target: 'missing' },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: errorOf },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    failed: { on: { 'panel.retry': 'loading' } },
    // Erased for a data-subject request: nothing of the lead is left to show but the copies that had gone out.
    erased: { type: 'final' },
    // Another admin erased it while it was open: it leaves this screen at once.
    erasedElsewhere: { type: 'final' },
    // Deleted, never existed, or not visible to this account: RLS answers all three the same way.
    missing: {},
    ready: {
      type: 'parallel',
      invoke: { id: 'watchLeads', src: 'watchLeads' },
      on: {
        // The admin's own erasure is heard live too, often before its answer: that answer (with its copies) decides.
        'lead.erased': {
          guard: and(['isErasedLead', not(stateIn({ ready: { erasure: 'erasing' } }))]),
          target: 'erasedElsewhere',
        },
        'note.input': {
          actions: [
            { type: 'typeNote', params: ({ event }) => event.text },
            { type: 'keepDraft', params: ({ context }) => ({ id: context.id, text: context.noteDraft }) },
          ],
        },
        'notice.dismiss': { actions: 'dismissNotice' },
      },
      states: {
        status: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'lead.setStatus': {
                  guard: { type: 'changes', params: ({ event }) => ({ status: event.status }) },
                  target: 'saving',
                  actions: { type: 'applyChange', params: ({ event }) => ({ status: event.status }) },
                },
                'lead.notSpam': {
                  guard: { type: 'changes', params: { spam: false } },
                  target: 'saving',
                  actions: { type: 'applyChange', params: { spam: false } },
                },
              },
            },
            saving: {
              tags: ['saving'],
              invoke: {
                id: 'saveLead',
                src: 'saveLead',
                input: ({ context }) => ({ id: context.id, patch: context.change ?? { spam: false } }),
                onDone: { target: 'idle', actions: { type: 'confirmChange', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'rollBackChange', params: errorOf } },
              },
            },
          },
        },
        note: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'note.add': { guard: 'noteReady', target: 'adding', actions: 'sendNote' } },
            },
            adding: {
              tags: ['addingNote'],
              invoke: {
                id: 'addNote',
                src: 'addNote',
                input: ({ context }) => ({ id: context.id, body: context.sendingNote ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'keepNote', params: ({ event }) => event.output },
                    { type: 'keepDraft', params: ({ context }) => ({ id: context.id, text: context.noteDraft }) },
                  ],
                },
                onError: { target: 'idle', actions: { type: 'refuseNote', params: errorOf } },
              },
            },
          },
        },
        // Handing the lead on: asked for, then a new owner and a reason chosen and sent; a refusal keeps the form
        // open (with what was typed) and says why.
        owner: {
          initial: 'idle',
          states: {
            idle: { on: { 'owner.ask': { guard: 'mayReassign', target: 'choosing' } } },
            choosing: {
              on: {
                'owner.cancel': 'idle',
                'owner.reassign': {
                  guard: { type: 'reassignReady', params: ({ event }) => event },
                  target: 'reassigning',
                  actions: 'dismissNotice',
                },
              },
            },
            reassigning: {
              tags: ['reassigning'],
              invoke: {
                id: 'reassignLead',
                src: 'reassignLead',
                input: ({ context, event }) => {
                  assertEvent(event, 'owner.reassign');
                  return { id: context.id, ownerId: event.ownerId, reason: event.reason.trim() };
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeReassigned', params: ({ event }) => event.output },
                },
                onError: { target: 'choosing', actions: { type: 'refuseReassignment', params: errorOf } },
              },
            },
          },
        },
        // Erasing a person is one action, asked for and then confirmed; a refusal keeps the lead and says why.
        erasure: {
          initial: 'idle',
          states: {
            idle: { on: { 'erase.ask': 'confirming' } },
            confirming: { on: { 'erase.cancel': 'idle', 'erase.confirm': 'erasing' } },
            erasing: {
              tags: ['erasing'],
              invoke: {
                id: 'eraseLead',
                src: 'eraseLead',
                input: ({ context }) => context.id,
                onDone: {
                  target: '#leadPanel.erased',
                  actions: { type: 'storeErasedCopies', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: { type: 'refuseErasure', params: errorOf } },
              },
            },
          },
        },
        // Another admin's change shows at once and adds a line to the history, read again when it arrives.
        // (A parallel state's own `on` is not consulted once a region takes the event, so it lives here.)
        history: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'lead.updated': {
                  guard: { type: 'isThisLead', params: ({ event }) => event.lead },
                  target: 'refreshing',
                  actions: { type: 'showUpdate', params: ({ event }) => event.lead },
                },
              },
            },
            refreshing: {
              on: {
                'lead.updated': {
                  guard: { type: 'isThisLead', params: ({ event }) => event.lead },
                  target: 'refreshing',
                  reenter: true,
                  actions: { type: 'showUpdate', params: ({ event }) => event.lead },
                },
              },
              invoke: {
                id: 'loadHistory',
                src: 'loadHistory',
                input: ({ context }) => context.id,
                onDone: { target: 'idle', actions: { type: 'storeHistory', params: ({ event }) => event.output } },
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});
