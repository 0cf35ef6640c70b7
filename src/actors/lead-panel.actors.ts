import type { ErasureCopy } from '../../machines/lead-panel/erasure-copy';
import { fromCallback, fromPromise } from 'xstate';
import type { LiveEvent } from '../../machines/inbox/live-events';
import type { LeadHistoryEntry } from '../../machines/lead-panel/lead-history';
import type {
  LeadChange,
  LeadReassignment,
  LeadRecord,
  OwnerChoice,
} from '../../machines/lead-panel/lead-panel.machine';
import { loadSupabase } from '../lib/load-supabase';
import { watchLeadFeed, type LeadFeedActor } from './lead-feed';
import {
  leadColumns,
  originColumns,
  sentAlertColumns,
  toHistoryEntry,
  toLead,
  toLeadStory,
  toSentAlertEntry,
} from './lead-rows';
import { refusalText, saveLead } from './lead-writes';
import { messageOf } from '../../machines/shared/error-message';

/** Lead ids are UUIDs; anything else in the address bar is a lead that does not exist. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every status change and note of a lead, and every message sent about it, oldest first. */
export async function fetchHistory(id: string): Promise<LeadHistoryEntry[]> {
  const db = await loadSupabase();
  const [events, sent] = await Promise.all([
    db.from('lead_events').select('*').eq('submission_id', id).order('created_at', { ascending: true }),
    db
      .from('alert_deliveries')
      .select(sentAlertColumns)
      .eq('submission_id', id)
      .eq('status', 'sent')
      .order('sent_at', { ascending: true }),
  ]);
  if (events.error) throw new Error(events.error.message);
  if (sent.error) throw new Error(sent.error.message);
  return [...events.data.map(toHistoryEntry), ...sent.data.flatMap(toSentAlertEntry)].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
}

/** Whom the signed-in member of staff may hand the lead to; the database answers none when they may not. */
async function fetchOwnerChoices(id: string): Promise<OwnerChoice[]> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('lead_owner_choices', { p_submission_id: id });
  if (error) throw new Error(error.message);
  return data.map((row) => ({ userId: row.user_id, email: row.email, takingLeads: row.taking_leads }));
}

/** The lead as the server now has it, and its history. */
async function fetchLeadAndHistory(id: string): Promise<LeadRecord> {
  const db = await loadSupabase();
  const [lead, history] = await Promise.all([
    db.from('contact_submissions').select(leadColumns).eq('id', id).single(),
    fetchHistory(id),
  ]);
  if (lead.error) throw new Error(lead.error.message);
  return { lead: toLead(lead.data), history };
}

async function reassignLead({ id, ownerId, reason }: LeadReassignment): Promise<LeadRecord> {
  const db = await loadSupabase();
  const { error } = await db.rpc('reassign_lead', { p_submission_id: id, p_owner_id: ownerId, p_reason: reason });
  // The database's own words say who may reassign and why a choice was refused.
  if (error) throw new Error(messageOf(error, ''));
  return fetchLeadAndHistory(id);
}

export async function fetchLeadRecord(id: string): Promise<LeadRecord | null> {
  if (!uuid.test(id)) return null;
  const db = await loadSupabase();
  const [lead, history, journey, repeats, ownerChoices] = await Promise.all([
    db.from('contact_submissions').select(`${leadColumns}, ${originColumns}`).eq('id', id).maybeSingle(),
    fetchHistory(id),
    db.rpc('lead_journey', { p_id: id }),
    db.from('contact_submissions').select('id, created_at').eq('repeat_of', id).order('created_at'),
    fetchOwnerChoices(id),
  ]);
  if (lead.error) throw new Error(lead.error.message);
  if (journey.error) throw new Error(journey.error.message);
  if (repeats.error) throw new Error(repeats.error.message);
  return lead.data
    ? {
        lead: toLead(lead.data),
        history,
        story: toLeadStory(lead.data, journey.data, repeats.data),
        ownerChoices,
      }
    : null;
}

async function addNote({ id, body }: { id: string; body: string }): Promise<LeadHistoryEntry> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('add_lead_note', { p_submission_id: id, p_body: body });
  if (error) throw new Error(refusalText(error));
  return toHistoryEntry(data);
}

/** The panel's effects; it watches the dashboard's feed, which it is opened over. */
export const leadPanelActors = (feed: LeadFeedActor) => ({
  loadLead: fromPromise<LeadRecord | null, string>(({ input }) => fetchLeadRecord(input)),
  saveLead: fromPromise<LeadRecord, LeadChange>(async ({ input }) => {
    const lead = await saveLead(input.id, input.patch);
    // The status change's history line is written by the database; read it back with the lead.
    return { lead, history: await fetchHistory(input.id) };
  }),
  addNote: fromPromise<LeadHistoryEntry, { id: string; body: string }>(({ input }) => addNote(input)),
  loadHistory: fromPromise<LeadHistoryEntry[], string>(({ input }) => fetchHistory(input)),
  reassignLead: fromPromise<LeadRecord, LeadReassignment>(({ input }) => reassignLead(input)),
  eraseLead: fromPromise<ErasureCopy[], string>(async ({ input }) => {
    const db = await loadSupabase();
    const { data, error } = await db.rpc('erase_lead', { p_id: input });
    if (error) throw new Error(refusalText(error));
    // The database writes the list (erase_lead's `copies`): one object per message that had gone out.
    return (data.copies ?? []) as ErasureCopy[];
  }),
  watchLeads: fromCallback<LiveEvent>(({ sendBack }) => watchLeadFeed(feed, sendBack)),
});
