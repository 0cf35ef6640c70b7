import { fetch as fetchVia, type Dispatcher } from 'undici';
import { localAnonKey, localServiceRoleKey } from '../../supabase/local/jwt';

/** One demo request whose `business` field is `marker`, so a test can find exactly the rows it acknowledged. */
export function demoRequest(marker: string) {
  return { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100', business: marker };
}

/** What one insert got back; `sentAt` is `performance.now()` when it was sent, `ms` how long it took. */
export type InsertOutcome = { sentAt: number; ms: number } & (
  { status: number } | { status: 'network error'; error: string }
);

/**
 * POSTs one demo request as a visitor does (anon key, no representation), through `dispatcher` when given (a pool
 * of a fixed number of connections), else through Node's shared one.
 */
export async function insertDemoRequest(url: string, marker: string, dispatcher?: Dispatcher): Promise<InsertOutcome> {
  const started = performance.now();
  const init = {
    method: 'POST',
    headers: { apikey: localAnonKey, Authorization: `Bearer ${localAnonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(demoRequest(marker)),
  };
  try {
    const target = `${url}/rest/v1/contact_submissions`;
    const response = dispatcher ? await fetchVia(target, { ...init, dispatcher }) : await fetch(target, init);
    await response.arrayBuffer();
    return { sentAt: started, status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { sentAt: started, status: 'network error', ms: performance.now() - started, error: networkError(error) };
  }
}

/** What undici's "fetch failed" hides: the socket's error code, such as ECONNREFUSED or ECONNRESET. */
export function networkError(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return String(error);
}

/** Markers answered 201, markers whose request got no answer at all (refused or reset), and every outcome. */
export type WriterLog = { acknowledged: string[]; unanswered: string[]; outcomes: InsertOutcome[] };

/**
 * Runs `writers` loops, each inserting one request after another with markers `<prefix>-<writer>-<n>`, until
 * `total` inserts were sent or `keepGoing()` says stop. A 201 counts as acknowledged. A writer whose request
 * fails without an answer stops there: the server is gone, and retrying at once would only load the machine.
 */
export async function runWriters(options: {
  url: string | (() => string);
  prefix: string;
  writers: number;
  total?: number;
  keepGoing?: () => boolean;
  /** Called with each writer's number and outcome as it arrives. */
  onOutcome?: (writer: number, outcome: InsertOutcome) => void;
  /** The connections to send through (default: Node's shared pool, which opens more whenever it likes). */
  dispatcher?: Dispatcher;
}): Promise<WriterLog> {
  const { prefix, writers, total = Infinity, keepGoing = () => true } = options;
  const urlOf = typeof options.url === 'string' ? () => options.url as string : options.url;
  const log: WriterLog = { acknowledged: [], unanswered: [], outcomes: [] };
  let sent = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; sent < total && keepGoing(); n++) {
        sent++;
        const marker = `${prefix}-${writer}-${n}`;
        const outcome = await insertDemoRequest(urlOf(), marker, options.dispatcher);
        options.onOutcome?.(writer, outcome);
        log.outcomes.push(outcome);
        if (outcome.status === 201) log.acknowledged.push(marker);
        if (outcome.status === 'network error') {
          log.unanswered.push(marker);
          return;
        }
      }
    }),
  );
  return log;
}

/** Every `business` value starting with `prefix`, read with the service role page by page. */
export async function storedMarkers(url: string, prefix: string): Promise<string[]> {
  const pageSize = 1000;
  const markers: string[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const query = new URLSearchParams({
      select: 'business',
      business: `like.${prefix}-*`,
      order: 'id',
      limit: String(pageSize),
      offset: String(offset),
    });
    const response = await fetch(`${url}/rest/v1/contact_submissions?${query}`, {
      headers: { apikey: localServiceRoleKey, Authorization: `Bearer ${localServiceRoleKey}` },
    });
    if (!response.ok) throw new Error(`reading the stored rows failed: ${response.status} ${await response.text()}`);
    const page: { business: string }[] = await response.json();
    markers.push(...page.map((row) => row.business));
    if (page.length < pageSize) return markers;
  }
}

/** The value below which `p` percent of `values` fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
