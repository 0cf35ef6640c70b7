import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyTooLarge, maxBodyBytes } from './app';
import { nodeAnswers } from './node-answer';

// Past this the body is not worth reading to keep one connection open: the answer closes it instead.
const maxDiscardedBytes = 64 * 1024 * 1024;

/**
 * A request that announces a body over the limit (Content-Length) is answered 413 before anything reads it, with
 * the body and CORS headers the generic layer gives that refusal. Node then reads the announced bytes and throws
 * them away, so a client still sending when the answer leaves finishes its upload and reads its 413 on a
 * connection that stays usable. Refused by Hono instead, the answer closed the connection, and on a busy server
 * the client's unsent bytes met a reset rather than the 413. A body without a Content-Length that grows past the
 * limit is still Hono's to refuse. Returns whether it answered the request.
 */
export function refuseAnnouncedOversize(log: ((line: string) => void) | null) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const announced = Number(request.headers['content-length'] ?? 0);
    // GET and HEAD reach Hono without a body, so its limit never refuses them.
    if (request.method === 'GET' || request.method === 'HEAD' || !(announced > maxBodyBytes)) return false;
    const path = (request.url ?? '').split('?')[0] ?? '';
    nodeAnswers(response, request.method ?? '', path, log).fail(bodyTooLarge(announced > maxDiscardedBytes));
    return true;
  };
}
