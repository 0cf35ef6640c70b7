import type { Page, WebSocketRoute } from '@playwright/test';
import WebSocket from 'ws';
import { serializers } from '../../../supabase/local/realtime/messages';

/** realtime-js's waits before each try to reconnect, then every 10 s. */
const reconnectBackoffMs = [1000, 2000, 5000, 10_000];

const toWs = (url: string) => url.replace(/^http/, 'ws');

type Relay = { page: WebSocketRoute; upstream: WebSocket; held: Array<string | Buffer> };

/** Realtime's word, in a `system` message, that the change stream of a join is running (or broke). */
const streamStarted = (message: string) =>
  message.includes('"system"') && message.includes('postgres_changes') && message.includes('"ok"');

/** A heartbeat's ref (`event` 'heartbeat', from the page) or its answer's (`phx_reply`, from the stand-in). */
function heartbeatRef(message: string | Buffer, event: 'heartbeat' | 'phx_reply'): string | undefined {
  if (typeof message !== 'string' || !message.includes('"phoenix"')) return undefined;
  const decoded = serializers['2.0.0']?.decode(message) ?? serializers['1.0.0']?.decode(message);
  return decoded?.topic === 'phoenix' && decoded.event === event ? (decoded.ref ?? undefined) : undefined;
}

/**
 * The page's Realtime websocket relayed to the stand-in (`standInUrl`) through a gate the path opens and closes, so the
 * connection is the world's to decide as the path says: while the gate is shut nothing the page sends reaches the
 * stand-in (its join waits, so the page stays "connecting"); `open` lets it through and waits until the stand-in
 * says the change stream runs; `drop` cuts every connection, as a lost network does, and shuts the gate, so
 * realtime-js's own reconnection waits for the path's `live.reconnected`.
 */
export async function gateRealtime(page: Page, apiUrl: string, standInUrl: string) {
  const relays = new Set<Relay>();
  // Heartbeats let through to the stand-in whose answer has not reached the page yet.
  const beating = new Set<string>();
  let open = false;
  let listeners: Array<(message: string) => void> = [];
  const heard = (message: string) => listeners.forEach((listener) => listener(message));

  await page.routeWebSocket(`${toWs(apiUrl)}/realtime/**`, (socket) => {
    const upstream = new WebSocket(socket.url().replace(toWs(apiUrl), toWs(standInUrl)));
    const relay: Relay = { page: socket, upstream, held: [] };
    relays.add(relay);
    upstream.on('open', () => (open ? flush(relay) : undefined));
    upstream.on('message', (data, isBinary) => {
      const message = isBinary ? Buffer.from(data as Buffer) : data.toString();
      socket.send(message);
      const answered = heartbeatRef(message, 'phx_reply');
      if (answered !== undefined) beating.delete(answered);
      if (typeof message === 'string') heard(message);
    });
    upstream.on('close', () => void socket.close({ code: 1011, reason: 'stand-in closed the connection' }));
    upstream.on('error', () => void socket.close({ code: 1011, reason: 'stand-in unreachable' }));
    socket.onMessage((message) => {
      relay.held.push(message);
      if (open) flush(relay);
    });
    socket.onClose(() => {
      relays.delete(relay);
      upstream.close();
    });
  });

  function flush(relay: Relay) {
    if (relay.upstream.readyState !== WebSocket.OPEN) return;
    for (const message of relay.held.splice(0)) {
      const beat = heartbeatRef(message, 'heartbeat');
      if (beat !== undefined) beating.add(beat);
      relay.upstream.send(message);
    }
  }

  /** Resolves once the stand-in has sent the page a message that `matches`; start it before the cause. */
  function whenRelayed(matches: (message: string) => boolean, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners = listeners.filter((candidate) => candidate !== listener);
        reject(new Error(`the stand-in sent the page no ${what} within 10 s`));
      }, 10_000);
      const listener = (message: string) => {
        if (!matches(message)) return;
        clearTimeout(timer);
        listeners = listeners.filter((candidate) => candidate !== listener);
        resolve();
      };
      listeners.push(listener);
    });
  }

  /** Lets the page's Realtime traffic through; `reconnectAfter` runs its clock while it has no socket yet. */
  async function letThrough(reconnectAfter?: (tries: number) => Promise<void>) {
    const started = whenRelayed(streamStarted, 'start of the change stream');
    open = true;
    relays.forEach(flush);
    for (let tries = 1; relays.size === 0 && reconnectAfter && tries <= 5; tries++) await reconnectAfter(tries);
    await started;
  }

  return {
    whenRelayed,
    open: () => letThrough(),
    /** After a drop: realtime-js tries again after 1, 2, 5 and 10 s (its own backoff) on the page's clock. */
    reconnect: () => letThrough((tries) => page.clock.runFor(reconnectBackoffMs[tries - 1] ?? 10_000)),
    /**
     * Runs the page's clock by `ms`, a second at a time, letting the answers to realtime-js's heartbeats (every 25 s)
     * reach the page in between, as they would in real time: one still unanswered at the next beat is a dropped
     * connection to realtime-js, which a long timer run at once would cause.
     */
    async runClock(ms: number) {
      for (let left = ms; left > 0; left -= 1000) {
        await page.clock.runFor(Math.min(1000, left));
        for (let waited = 0; beating.size > 0 && waited < 5000; waited += 10)
          await new Promise((resolve) => setTimeout(resolve, 10));
        if (beating.size > 0) throw new Error('the stand-in answered no heartbeat within 5 s');
        await page.evaluate(() => 0);
      }
    },
    drop() {
      open = false;
      beating.clear();
      for (const relay of relays) {
        relays.delete(relay);
        relay.upstream.close();
        void relay.page.close({ code: 1011, reason: 'connection lost' });
      }
    },
  };
}

export type RealtimeGate = Awaited<ReturnType<typeof gateRealtime>>;
