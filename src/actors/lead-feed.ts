import type { RealtimeChannel } from '@supabase/supabase-js';
import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { LiveEvent } from '../../machines/inbox/live-events';
import {
  leadFeedMachine,
  leadFeedMode,
  leadFeedSystemId,
  type LeadChannelEvent,
} from '../../machines/lead-feed/lead-feed.machine';
import { loadSupabase } from '../lib/load-supabase';
import { reportFailure } from '../lib/failure-reports';
import { toLead, type LeadRow } from './lead-rows';

/** The Realtime channel on contact_submissions (INSERT and UPDATE), open for as long as the feed runs. */
const leadChannel = fromCallback<EventObject>(({ sendBack }) => {
  let stopped = false;
  let channel: RealtimeChannel | null = null;
  const tell = (event: LeadChannelEvent) => {
    if (!stopped) sendBack(event);
  };
  const open = async () => {
    const db = await loadSupabase();
    // The join must carry the admin's token: without it the server treats the socket as anonymous and RLS lets no
    // change through.
    await db.realtime.setAuth();
    if (stopped) return;
    const table = { schema: 'public', table: 'contact_submissions' };
    channel = db
      .channel('lead-inbox')
      .on<LeadRow>('postgres_changes', { event: 'INSERT', ...table }, (payload) =>
        tell({ type: 'lead.inserted', lead: toLead(payload.new), at: Date.now() }),
      )
      .on<LeadRow>('postgres_changes', { event: 'UPDATE', ...table }, (payload) =>
        tell({ type: 'lead.updated', lead: toLead(payload.new) }),
      )
      // Changes stream only once Realtime says "Subscribed to PostgreSQL", after each join.
      .on('system', {}, (payload: { extension?: string; status?: string }) => {
        if (payload.extension !== 'postgres_changes') return;
        tell({ type: payload.status === 'ok' ? 'channel.streaming' : 'channel.dropped' });
      })
      .subscribe((status) => tell({ type: status === 'SUBSCRIBED' ? 'channel.joined' : 'channel.dropped' }));
  };
  open().catch((error: unknown) => {
    reportFailure(error, { effect: 'inbox.leadFeed' });
    tell({ type: 'channel.dropped' });
  });
  return () => {
    stopped = true;
    const closing = channel;
    if (closing) void loadSupabase().then((db) => db.removeChannel(closing));
  };
});

/** The feed bound to Realtime; the dashboard's machine runs it for as long as the page is open. */
export const leadFeedLogic = leadFeedMachine.provide({ actors: { channel: leadChannel } });

export type LeadFeedActor = ActorRefFrom<typeof leadFeedMachine>;

/**
 * Tells `listener` about lead changes and the connection until the returned stop is called. A watcher that starts
 * after the feed has connected (the lead panel) first learns where the connection stands.
 */
export function watchLeadFeed(feed: LeadFeedActor, listener: (event: LiveEvent) => void): () => void {
  const mode = leadFeedMode(feed.getSnapshot());
  if (mode === 'live') listener({ type: 'live.connected' });
  if (mode === 'paused') listener({ type: 'live.dropped' });
  const subscription = feed.on('*', listener);
  return () => subscription.unsubscribe();
}

/** A flow's `watchLeads`, for a child of the dashboard's machine: it finds the feed in its actor system. */
export const watchLeadsInSystem = fromCallback<LiveEvent>(({ sendBack, system }) => {
  const feed: LeadFeedActor | undefined = system.get(leadFeedSystemId);
  if (!feed) throw new Error('No lead feed runs in this actor system');
  return watchLeadFeed(feed, sendBack);
});
