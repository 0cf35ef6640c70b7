import type { WebSocket } from 'ws';
import { bindingMatches, parseBindings, type PostgresBinding } from './bindings';
import type { Change } from './change-feed';
import type { ChangeVisibility } from './delivery';
import type { Message, Serializer } from './messages';
import { subscriberFromToken, type Subscriber } from './token';

type JoinedChannel = {
  topic: string;
  joinRef: string | null;
  subscriber: Subscriber;
  bindings: PostgresBinding[];
  expiry: NodeJS.Timeout;
};

export type ConnectionDeps = {
  jwtSecret: string;
  visibility: ChangeVisibility;
  /** Whether a binding's schema (or `*`) and table (null: any) name a table in the supabase_realtime publication. */
  isPublished(schema: string, table: string | null): Promise<boolean>;
  /** Called whenever this socket's channels change; resolves once change capture matches the new set. */
  channelsChanged(): Promise<void>;
};

// setTimeout's longest delay; a token expiring later is checked again when this fires.
const maxTimerMs = 2 ** 31 - 1;

/**
 * One websocket of realtime-js: the Phoenix channel protocol as Realtime speaks it for postgres_changes.
 * Frames are handled one after another, so a join is settled before the access_token that follows it.
 */
export class RealtimeConnection {
  private readonly channels = new Map<string, JoinedChannel>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly serializer: Serializer,
    private readonly apiKey: string,
    private readonly deps: ConnectionDeps,
  ) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) return; // binary frames carry broadcasts, which the stand-in does not speak
      const text = data.toString();
      this.queue = this.queue
        .then(() => this.handle(text))
        .catch((error: unknown) => {
          console.error('Realtime: a message could not be handled:', error);
        });
    });
    ws.on('close', () => this.closeAll());
  }

  /** Whether any channel of this socket listens to postgres_changes. */
  get listensToChanges(): boolean {
    return [...this.channels.values()].some((channel) => channel.bindings.length > 0);
  }

  /** Sends the change to every channel of this socket with a matching binding whose subscriber may see it. */
  async deliver(change: Change): Promise<void> {
    for (const channel of [...this.channels.values()]) {
      const ids: number[] = [];
      for (const binding of channel.bindings) {
        if (!bindingMatches(binding, change) || ids.includes(binding.id)) continue;
        if (binding.filter && !(await this.deps.visibility.passesFilter(change, binding.filter))) continue;
        ids.push(binding.id);
      }
      if (ids.length === 0) continue;
      const data = await this.deps.visibility.dataFor(change, channel.subscriber);
      if (data)
        this.send({
          joinRef: null,
          ref: null,
          topic: channel.topic,
          event: 'postgres_changes',
          payload: { ids, data },
        });
    }
  }

  closeAll() {
    for (const channel of this.channels.values()) clearTimeout(channel.expiry);
    this.channels.clear();
  }

  private async handle(text: string) {
    let message: Message | null;
    try {
      message = this.serializer.decode(text);
    } catch {
      message = null;
    }
    if (!message) return; // not a Phoenix message: ignored, and the socket stays open
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') return this.join(message);
    const channel = this.channels.get(message.topic);
    if (!channel) return this.reply(message, 'error', { reason: 'unmatched topic' });
    if (message.event === 'phx_leave') {
      this.remove(channel);
      this.reply(message, 'ok', {});
      return this.deps.channelsChanged();
    }
    if (message.event === 'access_token') return this.refreshToken(channel, message);
    // broadcast and presence are not spoken by the stand-in; Realtime would relay them
  }

  private async join(message: Message) {
    const { payload } = message;
    const token = typeof payload.access_token === 'string' ? payload.access_token : this.apiKey;
    const subscriber = await subscriberFromToken(token, this.deps.jwtSecret);
    const config = payload.config as { private?: unknown } | undefined;
    const bindings = parseBindings(config);
    const refuse = (reason: string) => {
      this.reply(message, 'error', { reason });
      this.send({ joinRef: message.joinRef, ref: null, topic: message.topic, event: 'phx_close', payload: {} });
    };
    if ('reason' in subscriber) return refuse(subscriber.reason);
    if (config?.private === true) return refuse('The local stand-in does not support private channels');
    if (typeof bindings === 'string') return refuse(bindings);

    const previous = this.channels.get(message.topic);
    if (previous) {
      // Phoenix closes the earlier join of a topic joined again on the same socket.
      this.remove(previous);
      this.send({ joinRef: previous.joinRef, ref: null, topic: message.topic, event: 'phx_close', payload: {} });
    }
    const channel: JoinedChannel = {
      topic: message.topic,
      joinRef: message.joinRef,
      subscriber,
      bindings,
      expiry: this.expiryTimer(message.topic, subscriber),
    };
    this.channels.set(message.topic, channel);
    // Capture is switched on before the reply, so every change committed after SUBSCRIBED is delivered.
    await this.deps.channelsChanged();
    this.reply(message, 'ok', { postgres_changes: bindings.map((binding) => binding.reply) });

    if (bindings.length === 0) return;
    const published = await Promise.all(
      bindings.map((binding) => this.deps.isPublished(binding.schema, binding.table)),
    );
    const unpublished = bindings.filter((_, i) => !published[i]);
    this.system(
      channel,
      'postgres_changes',
      unpublished.length === 0 ? 'ok' : 'error',
      unpublished.length === 0
        ? 'Subscribed to PostgreSQL'
        : `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${unpublished
            .map((binding) => `[event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table ?? '*'}]`)
            .join(', ')}`,
    );
  }

  // A new token replaces the subscriber's claims for every later change; a bad one closes the channel.
  private async refreshToken(channel: JoinedChannel, message: Message) {
    const token = message.payload.access_token;
    const subscriber =
      typeof token === 'string' && token !== ''
        ? await subscriberFromToken(token, this.deps.jwtSecret)
        : { reason: 'Token claims must be a map' };
    if ('reason' in subscriber) return this.shutDown(channel, subscriber.reason);
    clearTimeout(channel.expiry);
    channel.subscriber = subscriber;
    channel.expiry = this.expiryTimer(channel.topic, subscriber);
  }

  private expiryTimer(topic: string, subscriber: Subscriber): NodeJS.Timeout {
    const delay = Math.min(Math.max(0, subscriber.expiresAt - Date.now()), maxTimerMs);
    return setTimeout(() => {
      const channel = this.channels.get(topic);
      if (!channel || channel.subscriber !== subscriber) return;
      if (Date.now() < subscriber.expiresAt) channel.expiry = this.expiryTimer(topic, subscriber);
      else
        this.shutDown(
          channel,
          `Token has expired ${Math.floor((Date.now() - subscriber.expiresAt) / 1000)} seconds ago`,
        );
    }, delay);
  }

  private shutDown(channel: JoinedChannel, reason: string) {
    this.remove(channel);
    this.system(channel, 'system', 'error', reason);
    this.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event: 'phx_close', payload: {} });
    void this.deps.channelsChanged();
  }

  private remove(channel: JoinedChannel) {
    clearTimeout(channel.expiry);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private system(channel: JoinedChannel, extension: string, status: 'ok' | 'error', text: string) {
    const subTopic = channel.topic.replace(/^realtime:/, '');
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { channel: subTopic, extension, message: text, status },
    });
  }

  private reply(to: Message, status: 'ok' | 'error', response: Record<string, unknown>) {
    this.send({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  private send(message: Message) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(this.serializer.encode(message));
  }
}
