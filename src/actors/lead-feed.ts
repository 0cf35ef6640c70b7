import type { RealtimeChannel } from '@supabase/supabase-js';
import type { LiveEvent } from '../../machines/inbox/live-events';
import { loadSupabase } from '../lib/load-supabase';
import { toLead, type LeadRow } from './lead-rows';
import { reportFailure } from '../lib/failure-reports';

type Listener = (event: LiveEvent) => void;

/**
 * One realtime channel on contact_submissions (INSERT and UPDATE), shared by every machine on the
 * page that watches leads, opened with the first watcher and closed with the last. realtime-js
 * rejoins by itself after a drop; the first start of the change stream is `live.connected`, a start
 * after a drop is `live.reconnected` (watchers then fetch what they missed), and a drop is
 * `live.dropped`.
 */
const listeners = new Set<Listener>();
let channel: RealtimeChannel | null = null;
let streaming = false;
let dropped = false;

const tell = (event: LiveEvent) => {
  for (const listener of listeners) listener(event);
};

function live() {
  streaming = true;
  tell({ type: dropped ? 'live.reconnected' : 'live.connected' });
  dropped = false;
}

function drop() {
  if (dropped) return;
  streaming = false;
  dropped = true;
  tell({ type: 'live.dropped' });
}

async function open() {
  const db = await loadSupabase();
  if (listeners.size === 0 || channel) return;
  // The join must carry the admin's token: without it the server treats the socket as anonymous
  // and RLS lets no change through.
  await db.realtime.setAuth();
  if (listeners.size === 0 || channel) return;
  const table = { schema: 'public', table: 'contact_submissions' };
  const opened: RealtimeChannel = db
    .channel('lead-inbox')
    .on<LeadRow>('postgres_changes', { event: 'INSERT', ...table }, (payload) =>
      tell({ type: 'lead.inserted', lead: toLead(payload.new), at: Date.now() }),
    )
    .on<LeadRow>('postgres_changes', { event: 'UPDATE', ...table }, (payload) =>
      tell({ type: 'lead.updated', lead: toLead(payload.new) }),
    )
    // Changes stream only once Realtime says "Subscribed to PostgreSQL", after each join; that, not the
    // join itself, is when nothing more can be missed.
    .on('system', {}, (payload: { extension?: string; status?: string }) => {
      if (opened !== channel || payload.extension !== 'postgres_changes') return;
      if (payload.status === 'ok') live();
      else drop();
    })
    .subscribe((status) => {
      if (opened === channel && status !== 'SUBSCRIBED') drop();
    });
  channel = opened;
}

async function close() {
  const closing = channel;
  channel = null;
  streaming = false;
  dropped = false;
  if (closing) await (await loadSupabase()).removeChannel(closing);
}

/** Starts telling `listener` about lead changes and the connection; returns the way to stop. */
export function watchLeadFeed(listener: Listener): () => void {
  listeners.add(listener);
  if (streaming) listener({ type: 'live.connected' });
  else if (dropped) listener({ type: 'live.dropped' });
  if (listeners.size === 1) {
    open().catch((error: unknown) => {
      reportFailure(error, { effect: 'inbox.leadFeed' });
      drop();
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) void close();
  };
}
