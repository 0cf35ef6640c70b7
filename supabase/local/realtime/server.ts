import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { WebSocketServer } from 'ws';
import { verifyJwt } from '../jwt';
import { startChangeFeed } from './change-feed';
import { RealtimeConnection } from './connection';
import { ChangeVisibility } from './delivery';
import { serializers } from './messages';

export const realtimePath = '/realtime/v1/websocket';

export type Realtime = {
  /** The HTTP server's 'upgrade' listener. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket (clients see a dropped connection and reconnect) and stops reading changes. */
  stop(): Promise<void>;
};

/**
 * The Realtime subset realtime-js needs for postgres_changes, at /realtime/v1/websocket. Call it before the
 * server listens: it installs the change capture, so nothing written afterwards is missed.
 */
export async function startRealtime(
  db: PGlite,
  jwtSecret: string,
  log: ((line: string) => void) | null,
): Promise<Realtime> {
  const wss = new WebSocketServer({ noServer: true });
  const connections = new Set<RealtimeConnection>();
  const visibility = new ChangeVisibility(db);
  const isPublished = async (schema: string, table: string | null) => {
    const { rows } = await db.query<{ published: boolean }>(
      `select exists(select 1 from pg_publication_tables
                      where pubname = 'supabase_realtime' and ($1 = '*' or schemaname = $1)
                        and ($2::text is null or tablename = $2)) as published`,
      [schema, table],
    );
    return rows[0]?.published === true;
  };
  // Change capture runs only while some channel listens (capture.sql); the setting is session-wide on PGlite's one
  // connection, and updates are chained so the last one wins.
  let listening = false;
  let stopped = false;
  let capture = Promise.resolve();
  const channelsChanged = () => {
    capture = capture
      .then(async () => {
        const wanted = !stopped && [...connections].some((connection) => connection.listensToChanges);
        if (wanted === listening || stopped) return;
        await db.query(`select set_config('stand_in.realtime_listening', $1, false)`, [wanted ? 'on' : 'off']);
        listening = wanted;
      })
      .catch((error: unknown) => console.error('Realtime: switching change capture failed:', error));
    return capture;
  };
  const stopFeed = await startChangeFeed(db, async (change) => {
    await Promise.all([...connections].map((connection) => connection.deliver(change)));
  });

  return {
    handleUpgrade(request, socket, head) {
      void accept(request, socket, head).catch(() => socket.destroy());
    },
    async stop() {
      stopped = true;
      for (const client of wss.clients) client.terminate();
      await stopFeed();
      await capture;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };

  async function accept(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== realtimePath) return refuse(socket, 404, 'Not Found');
    const serializer = serializers[url.searchParams.get('vsn') ?? '1.0.0'];
    if (!serializer) return refuse(socket, 400, 'Bad Request');
    // Realtime authenticates the connection with the project key (the apikey parameter) before any channel.
    const apiKey = url.searchParams.get('apikey') ?? request.headers['x-api-key'];
    if (typeof apiKey !== 'string' || !(await validApiKey(apiKey))) return refuse(socket, 403, 'Forbidden');
    wss.handleUpgrade(request, socket, head, (ws) => {
      log?.(`WS ${realtimePath} 101`);
      const connection = new RealtimeConnection(ws, serializer, apiKey, {
        jwtSecret,
        visibility,
        isPublished,
        channelsChanged,
      });
      connections.add(connection);
      ws.on('close', () => {
        connections.delete(connection);
        void channelsChanged();
      });
    });
  }

  async function validApiKey(key: string) {
    return key.startsWith('sb_publishable_') || (await verifyJwt(jwtSecret, key)).ok;
  }
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
