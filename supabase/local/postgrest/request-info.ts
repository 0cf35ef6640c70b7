import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { RequestInfo } from '../request-context';

/** Where Supabase's gateway mounts PostgREST; PostgREST itself never sees this prefix. */
export const restPrefix = '/rest/v1';

/**
 * The request as PostgREST describes it to the database: the path below the gateway's prefix, every header
 * but Cookie under its lower-case name (cookies go to request.cookies), and, as Supabase's gateway does,
 * the client's socket address first in x-forwarded-for, so a value the client sent can never pass for it.
 */
export function postgrestRequestInfo(c: Context): RequestInfo {
  return {
    method: c.req.method,
    path: c.req.path.startsWith(restPrefix) ? c.req.path.slice(restPrefix.length) : c.req.path,
    headers: gatewayHeaders(c.req.raw.headers, getConnInfo(c).remote.address),
    cookies: getCookie(c),
  };
}

/** The headers as the database sees them (request.headers): lower-case names, no Cookie, the socket's address first. */
export function gatewayHeaders(
  headers: Iterable<[string, string]>,
  socketAddress: string | undefined,
): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (name !== 'cookie') seen[name] = value;
  }
  const sent = seen['x-forwarded-for'];
  const address = clientAddress(socketAddress);
  seen['x-forwarded-for'] = sent ? `${address}, ${sent}` : address;
  return seen;
}

// Node reports IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d; the gateway reports a.b.c.d.
function clientAddress(socketAddress: string | undefined): string {
  const address = socketAddress ?? 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}
