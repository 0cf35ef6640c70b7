import type { ServerResponse } from 'node:http';
import { failureAnswer, requestLogLine } from './app';
import { corsAnswerHeaders } from './cors';

/**
 * For a request answered from Node's own response, before Hono: answers as the app would, with the CORS headers
 * of every answer and the request's log line. `fail` sends a failure in its API's shape (failureAnswer) as JSON.
 */
export function nodeAnswers(
  response: ServerResponse,
  method: string,
  path: string,
  log: ((line: string) => void) | null,
) {
  const started = performance.now();
  const answer = (status: number, extra: Record<string, string>, body?: string) => {
    response.writeHead(status, { ...corsAnswerHeaders, ...extra });
    response.end(body);
    log?.(requestLogLine(method, path, status, started));
  };
  const fail = (error: unknown) => {
    const failure = failureAnswer(method, path, error);
    const body = JSON.stringify(failure.body);
    answer(
      failure.status,
      { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...failure.headers },
      body,
    );
  };
  return { answer, fail };
}
