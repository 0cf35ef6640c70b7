import { emit, fromCallback, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { notProvidedCallback } from '../not-provided';
import type { LeadChangeEvent, LiveEvent } from '../inbox/live-events';

/**
 * What the Realtime channel reports: `channel.joined` at each join, `channel.streaming` once the change stream is on
 * after a join (only then can nothing more be missed), `channel.dropped` on any failed, timed-out or closed join or a
 * stream error; and the lead changes themselves.
 */
export type LeadChannelEvent =
  { type: 'channel.joined' } | { type: 'channel.streaming' } | { type: 'channel.dropped' } | LeadChangeEvent;

/** How the page tells staff about live updates. */
export type LeadFeedMode = 'connecting' | 'live' | 'paused';

/** Where the watchers find the page's one feed (`system.get`). */
export const leadFeedSystemId = 'leadFeed';

const connected: LiveEvent = { type: 'live.connected' };
const reconnected: LiveEvent = { type: 'live.reconnected' };
const dropped: LiveEvent = { type: 'live.dropped' };

/**
 * The lead inbox's live connection: one Realtime channel on the leads, shared by every flow on the page that watches
 * them. `joining` until the first stream starts (`live.connected`), `live` while it streams, `paused` after a drop
 * (`live.dropped`; realtime-js rejoins by itself), `reconnecting` once the channel has joined again, and back to `live`
 * when the stream starts again: that start is `live.reconnected`, the watchers' cue to refetch what they missed. Lead
 * changes are passed on to the watchers as they come. Watchers listen to what it emits.
 */
export const leadFeedMachine = setup({
  types: {
    events: {} as LeadChannelEvent,
    emitted: {} as LiveEvent,
    children: {} as { channel: 'channel' },
  },
  actors: {
    channel: fromCallback<EventObject>(notProvidedCallback('channel')),
  },
  actions: {
    tellConnected: emit(connected),
    tellReconnected: emit(reconnected),
    tellDropped: emit(dropped),
    passOn: emit(({ event }) => event as LeadChangeEvent),
  },
}).createMachine({
  id: 'leadFeed',
  invoke: { id: 'channel', src: 'channel' },
  on: {
    'lead.inserted': { actions: 'passOn' },
    'lead.updated': { actions: 'passOn' },
  },
  initial: 'joining',
  states: {
    joining: {
      on: {
        'channel.streaming': { target: 'live', actions: 'tellConnected' },
        'channel.dropped': { target: 'paused', actions: 'tellDropped' },
      },
    },
    live: {
      on: { 'channel.dropped': { target: 'paused', actions: 'tellDropped' } },
    },
    // Shown as `Live updates paused — reconnecting…` until the stream is back.
    paused: {
      on: {
        'channel.joined': 'reconnecting',
        'channel.streaming': { target: 'live', actions: 'tellReconnected' },
      },
    },
    reconnecting: {
      on: {
        'channel.streaming': { target: 'live', actions: 'tellReconnected' },
        'channel.dropped': 'paused',
      },
    },
  },
});

/** The mode a snapshot of the feed stands for. */
export const leadFeedMode = (snapshot: SnapshotFrom<typeof leadFeedMachine>): LeadFeedMode => {
  if (snapshot.matches('live')) return 'live';
  return snapshot.matches('paused') || snapshot.matches('reconnecting') ? 'paused' : 'connecting';
};
