import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';

export type LeadChange = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** The `business` field of the changed row: tests and benchmarks mark their rows there to find them. */
export const businessOf = (change: LeadChange) => (change.new as { business?: unknown }).business;

export type LeadListener = {
  channel: RealtimeChannel;
  /** Every change received so far, oldest first. */
  changes: LeadChange[];
  /** Every status the subscribe callback reported (SUBSCRIBED, CHANNEL_ERROR, CLOSED…). */
  statuses: string[];
  /** The first change, received or still to come, that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (change: LeadChange) => boolean, timeoutMs?: number): Promise<LeadChange>;
  /** Resolves at the next SUBSCRIBED after now (a rejoin), rejecting after `timeoutMs`. */
  resubscribed(timeoutMs?: number): Promise<void>;
};

/**
 * Subscribes `client` to INSERT and UPDATE on contact_submissions, as the dashboard does, and resolves once the
 * join is acknowledged and Realtime reports "Subscribed to PostgreSQL" (only then are changes streamed).
 */
export async function listenToLeads(
  client: SupabaseClient,
  options: { topic?: string; filter?: string; timeoutMs?: number } = {},
): Promise<LeadListener> {
  const { topic = `leads-${Math.random().toString(36).slice(2)}`, filter, timeoutMs = 10_000 } = options;
  const changes: LeadChange[] = [];
  const statuses: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((waiter) => waiter());
  const binding = { schema: 'public', table: 'contact_submissions', ...(filter ? { filter } : {}) };
  let ready: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const subscribed = new Promise<void>((resolve, reject) => ([ready, failed] = [resolve, reject]));
  let joined = false;

  const channel = client
    .channel(topic)
    .on('postgres_changes', { event: 'INSERT', ...binding }, (change) => {
      changes.push(change);
      notify();
    })
    .on('postgres_changes', { event: 'UPDATE', ...binding }, (change) => {
      changes.push(change);
      notify();
    })
    .on('system', {}, (payload: { extension?: string; status?: string; message?: string }) => {
      if (payload.extension !== 'postgres_changes') return;
      if (payload.status === 'ok' && joined) ready();
      else failed(new Error(payload.message));
    })
    .subscribe((status, error) => {
      statuses.push(status);
      notify();
      if (status === 'SUBSCRIBED') joined = true;
      else if (!joined) failed(error ?? new Error(status));
    });

  const until = <T>(check: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const waiter = () => {
        const found = check();
        if (found === undefined) return;
        waiters.delete(waiter);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no ${what} within ${ms} ms`));
      }, ms);
      waiters.add(waiter);
      waiter();
    });

  await withTimeout(subscribed, timeoutMs, `subscription to ${topic}`);
  return {
    channel,
    changes,
    statuses,
    waitFor: (matches, ms = timeoutMs) => until(() => changes.find(matches), ms, 'matching change'),
    resubscribed: (ms = timeoutMs) => {
      const seen = statuses.length;
      return until(() => (statuses.slice(seen).includes('SUBSCRIBED') ? true : undefined), ms, 'rejoin').then(
        () => undefined,
      );
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
