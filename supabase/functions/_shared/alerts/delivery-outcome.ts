import { retryAfterMs } from './retry-policy.ts';
import { oneLine } from './safe-text.ts';

/** What one attempt came to: delivered, worth another try (perhaps at a time the receiver named), or refused. */
export type DeliveryOutcome =
  | { kind: 'sent'; providerId: string | null }
  | { kind: 'retry'; detail: string; retryAfterMs: number | null }
  | { kind: 'failed'; detail: string };

/** A receiver that answers nothing within this time is treated as down for this try. */
export const requestTimeoutMs = 10_000;

/**
 * Posts JSON to a receiver and reads its answer as an outcome. 2xx is delivered; 429, 408, 5xx, a network error
 * or no answer in time is worth another try; any other 4xx is a refusal that another try would not change.
 */
export async function postForOutcome(
  fetcher: typeof fetch,
  receiver: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  now: () => number,
  readProviderId: (body: unknown) => string | null = () => null,
  isTransientConflict: (body: unknown) => boolean = () => false,
): Promise<DeliveryOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), requestTimeoutMs);
  let response: Response;
  try {
    response = await fetcher(url, { method: 'POST', ...init, signal: abort.signal });
  } catch (error) {
    clearTimeout(timer);
    const reason = abort.signal.aborted ? `no answer within ${requestTimeoutMs / 1000} s` : messageOf(error);
    return { kind: 'retry', detail: `Could not reach the ${receiver}: ${reason}`, retryAfterMs: null };
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    clearTimeout(timer);
    if (response.ok) return { kind: 'sent', providerId: null };
    return {
      kind: 'retry',
      detail: `The ${receiver} answered ${response.status}: ${messageOf(error)}`,
      retryAfterMs: null,
    };
  }
  clearTimeout(timer);
  const body = parseJson(text);
  if (response.ok) return { kind: 'sent', providerId: readProviderId(body) };
  const detail = `The ${receiver} answered ${response.status}${describe(body, text)}`;
  const status = response.status;
  if (status === 429 || status === 408 || status >= 500 || (status === 409 && isTransientConflict(body))) {
    return { kind: 'retry', detail, retryAfterMs: retryAfterMs(response.headers.get('retry-after'), now()) };
  }
  return { kind: 'failed', detail };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** ": <the receiver's message>" from a JSON error body or a short text body; nothing for an empty one. */
function describe(body: unknown, text: string): string {
  const message =
    body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : text;
  const line = oneLine(message, 300);
  return line ? `: ${line}` : '';
}

const messageOf = (error: unknown) => oneLine(error instanceof Error ? error.message : String(error), 300);
