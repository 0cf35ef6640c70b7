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
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (name !== 'cookie') headers[name] = value;
  });
  const sent = headers['x-forwarded-for'];
  const address = clientAddress(c);
  headers['x-forwarded-for'] = sent ? `${address}, ${sent}` : address;
  return {
    method: c.req.method,
    path: c.req.path.startsWith(restPrefix) ? c.req.path.slice(restPrefix.length) : c.req.path,
    headers,
    cookies: getCookie(c),
  };
}

// Node reports IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d; the gateway reports a.b.c.d.
function clientAddress(c: Context): string {
  const address = getConnInfo(c).remote.address ?? 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}
