import type { RealtimeChannel } from '@supabase/supabase-js';
import { createActor, fromCallback, type Actor, type EventObject } from 'xstate';
import type { LiveEvent } from '../../machines/inbox/live-events';
import {
  leadFeedMachine,
  leadFeedMode,
  type LeadChannelEvent,
  type LeadFeedMode,
} from '../../machines/lead-feed/lead-feed.machine';
import { actorOptions } from '../lib/inspector';
import { loadSupabase } from '../lib/load-supabase';
import { reportFailure } from '../lib/failure-reports';
import { toLead, type LeadRow } from './lead-rows';

/** The Realtime channel on contact_submissions (INSERT, UPDATE and DELETE), open for as long as the feed runs. */
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
      // An erasure: the old row carries only the primary key, which is all the watchers need.
      .on<LeadRow>('postgres_changes', { event: 'DELETE', ...table }, (payload) => {
        if (typeof payload.old.id === 'string') tell({ type: 'lead.erased', id: payload.old.id });
      })
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

const leadFeed = leadFeedMachine.provide({ actors: { channel: leadChannel } });

type Listener = (event: LiveEvent) => void;

/**
 * The page's one feed, started with its first watcher and stopped with its last, so every flow that watches leads
 * (the inbox, its figures, alerts, the lead panel) shares one channel.
 */
const listeners = new Set<Listener>();
const modeListeners = new Set<() => void>();
let feed: Actor<typeof leadFeed> | null = null;

const tellModeChanged = () => {
  for (const listener of modeListeners) listener();
};

function startFeed() {
  const started = createActor(leadFeed, actorOptions());
  started.on('*', (event) => {
    for (const listener of [...listeners]) listener(event);
  });
  started.subscribe(tellModeChanged);
  feed = started.start();
  tellModeChanged();
}

function stopFeed() {
  feed?.stop();
  feed = null;
  tellModeChanged();
}

/** Starts telling `listener` about lead changes and the connection; returns the way to stop. */
export function watchLeadFeed(listener: Listener): () => void {
  listeners.add(listener);
  if (feed) {
    // A late watcher learns where the connection stands.
    const mode = leadFeedMode(feed.getSnapshot());
    if (mode === 'live') listener({ type: 'live.connected' });
    if (mode === 'paused') listener({ type: 'live.dropped' });
  } else startFeed();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopFeed();
  };
}

/** Where live updates stand, for the page's status line; `connecting` while nothing watches. */
export const liveMode = (): LeadFeedMode => (feed ? leadFeedMode(feed.getSnapshot()) : 'connecting');

/** Calls `onChange` whenever `liveMode()` may have changed; returns the way to stop (for useSyncExternalStore). */
export function watchLiveMode(onChange: () => void): () => void {
  modeListeners.add(onChange);
  return () => modeListeners.delete(onChange);
}
