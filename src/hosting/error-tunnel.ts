/**
 * The error tunnel: the same-origin path the SDK posts its envelopes to (src/errors/tunnel-path.ts), forwarded to
 * the Sentry ingest of one DSN. Runtime-neutral (a fetch handler), so `npm start`, `npm run dev` and any host that
 * runs a function (docs/errors.md) serve the same rules:
 * - only POST, only up to `maxEnvelopeBytes`, only an envelope whose header names this DSN (host, project and key);
 * - the body is forwarded as it came, with no header of the visitor's (no address, cookie or user agent).
 */

/** An error envelope with 30 breadcrumbs is a few kilobytes; this leaves room for long stacks, not for abuse. */
export const maxEnvelopeBytes = 256 * 1024;

export type TunnelTarget = { host: string; projectId: string; publicKey: string; ingestUrl: string };

/** Where a DSN's envelopes go: `https://<key>@<host>/<project>` posts to `https://<host>/api/<project>/envelope/`. */
export function tunnelTarget(dsn: string): TunnelTarget {
  const url = new URL(dsn);
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId)) throw new Error(`not a Sentry DSN: ${dsn}`);
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return {
    host: url.host,
    projectId,
    publicKey: url.username,
    ingestUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
  };
}

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: message }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The body, or null once it passes `limit` bytes (the rest is not read). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The DSN an envelope's first line names, or null when the first line is not an envelope header. */
function envelopeDsn(body: Uint8Array): string | null {
  const end = body.indexOf(0x0a);
  const firstLine = new TextDecoder().decode(end === -1 ? body : body.subarray(0, end));
  try {
    const header: unknown = JSON.parse(firstLine);
    const dsn = typeof header === 'object' && header !== null ? (header as { dsn?: unknown }).dsn : undefined;
    return typeof dsn === 'string' ? dsn : null;
  } catch {
    return null;
  }
}

function sameTarget(dsn: string, target: TunnelTarget): boolean {
  try {
    const named = tunnelTarget(dsn);
    return named.host === target.host && named.projectId === target.projectId && named.publicKey === target.publicKey;
  } catch {
    return false;
  }
}

/** The tunnel for `dsn`; without one (error reporting off) it refuses every request. */
export function createErrorTunnel(
  dsn: string | undefined,
  forward: typeof fetch = fetch,
): (request: Request) => Promise<Response> {
  const target = dsn ? tunnelTarget(dsn) : null;
  return async (request) => {
    if (request.method !== 'POST') return refuse(405, 'Only POST is accepted here.', { Allow: 'POST' });
    if (!target) return refuse(404, 'Error reporting is off in this build.');
    const declared = Number(request.headers.get('Content-Length') ?? 0);
    if (declared > maxEnvelopeBytes) return refuse(413, `An envelope may be at most ${maxEnvelopeBytes} bytes.`);
    const body = await readLimited(request, maxEnvelopeBytes);
    if (body === null) return refuse(413, `An envelope may be at most ${maxEnvelopeBytes} bytes.`);
    const named = body.byteLength > 0 ? envelopeDsn(body) : null;
    if (named === null) return refuse(400, 'Not a Sentry envelope: its first line must be a JSON header with a dsn.');
    if (!sameTarget(named, target)) return refuse(403, 'This tunnel forwards only to its own project.');
    try {
      const upstream = await forward(target.ingestUrl, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-sentry-envelope' },
      });
      return new Response(await upstream.arrayBuffer(), {
        status: upstream.status,
        headers: { 'Content-Type': upstream.headers.get('Content-Type') ?? 'application/json' },
      });
    } catch {
      return refuse(502, 'The error ingest could not be reached.');
    }
  };
}
