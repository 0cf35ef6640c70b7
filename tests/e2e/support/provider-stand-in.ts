import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the voice provider's API: it answers `POST /call/web` and the
 * browser's CORS preflight, and records every request so tests can check what the SDK sent.
 */
export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

export type ProviderReply = { status: number; body: unknown };

export type ProviderStandInOptions = {
  port?: number;
  host?: string;
  /** The Daily room the stand-in hands out; the test decides whether its host can be reached. */
  webCallUrl?: string;
  /** How long to hold each POST before answering. */
  delayMs?: number;
  /** Replaces the default 201 answer, e.g. to play a 401. */
  reply?: (body: unknown) => ProviderReply;
};

export type ProviderStandIn = { url: string; requests: RecordedRequest[]; stop(): Promise<void> };

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};

export async function startProviderStandIn(options: ProviderStandInOptions = {}): Promise<ProviderStandIn> {
  const requests: RecordedRequest[] = [];
  const webCallUrl = options.webCallUrl ?? 'https://ringwise-e2e.daily.co/stand-in-room';
  let calls = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Kept as text: a test may want to see a malformed body.
      }
      const path = request.url ?? '/';
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, corsHeaders);
        response.end();
        return;
      }
      if (request.method !== 'POST' || !path.endsWith('/call/web')) {
        answer(404, { message: 'Not found', statusCode: 404 });
        return;
      }
      calls += 1;
      const reply = options.reply?.(body) ?? {
        status: 201,
        body: { id: `call-${calls}`, webCallUrl, status: 'queued', type: 'webCall', ...(body as object) },
      };
      setTimeout(() => answer(reply.status, reply.body), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
