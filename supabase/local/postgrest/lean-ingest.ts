import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyTooLarge, maxBodyBytes } from '../app';
import { fromDatabaseError, isDatabaseError, postgrestError } from '../errors';
import { strictUtf8 } from '../json-text';
import { nodeAnswers } from '../node-answer';
import type { IngestRunner } from './batched-calls';
import { resolveCaller } from './caller';
import { gatewayHeaders, restPrefix } from './request-info';
import { checkProfile, ingestFunction } from './routes';

const ingestPath = `${restPrefix}/rpc/${ingestFunction}`;

export type LeanIngestDeps = { jwtSecret: string; runIngest: IngestRunner; log: ((line: string) => void) | null };

/**
 * The site's events on a path of their own, before Hono: a POST of a text/plain body to ingest_event, which the
 * tracker sends for every page view and step, is answered straight from Node's request and response, without the
 * Fetch API's Request and Response objects, the router, the middleware or the JSON parsing of the generic
 * PostgREST layer, which cost more CPU per event than storing it does. Everything the generic path answers
 * stays the same: the body limit, invalid UTF-8, the schema profile, the caller from the Authorization header,
 * the apikey header or the apikey parameter, each database error as PostgREST maps it, and CORS on every
 * answer. Any other request (or any other spelling of this one) goes to Hono. Returns whether it took the request.
 */
export function createLeanIngest({ jwtSecret, runIngest, log }: LeanIngestDeps) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url ?? '';
    if (request.method !== 'POST' || (url !== ingestPath && !url.startsWith(`${ingestPath}?`))) return false;
    const headers = fetchHeaders(request.rawHeaders);
    if (!headers.get('content-type')?.toLowerCase().startsWith('text/plain')) return false;

    const { answer, fail } = nodeAnswers(response, 'POST', ingestPath, log);

    void (async () => {
      const bytes = await readBody(request);
      if (bytes === null) throw bodyTooLarge();
      const text = strictUtf8(bytes);
      if (text === null) throw postgrestError(400, 'PGRST102', 'Invalid body', 'The body is not valid UTF-8.');
      checkProfile(headers.get('content-profile'));
      const query = url.indexOf('?');
      const apikey = query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get('apikey');
      const caller = await resolveCaller({ get: (name) => headers.get(name) ?? null }, jwtSecret, apikey);
      try {
        await runIngest(caller, { headers: gatewayHeaders(headers, request.socket.remoteAddress) }, text);
      } catch (error) {
        throw isDatabaseError(error) ? fromDatabaseError(error, caller.role) : error;
      }
      answer(204, {});
    })().catch(fail);
    return true;
  };
}

// The request's headers as the Fetch API gives them to Hono: lower-case names, repeated ones joined.
function fetchHeaders(raw: string[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = (raw[index] as string).toLowerCase();
    const value = raw[index + 1] as string;
    const earlier = headers.get(name);
    headers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return headers;
}

// The body, or null once it grows past maxBodyBytes, as Hono's body limit refuses it (one announced over the limit
// never gets here: announced-oversize.ts answers it first).
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        request.removeAllListeners('data');
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBodyBytes ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
