/**
 * Failures a test can order from the catcher, per receiver: answer a status (500, 429 with Retry-After…) or never
 * answer at all (a hang), for a while or for a number of requests. One fault per receiver and address (or none); a
 * new one replaces the one ordered for the same pair, so parallel tests that each fault their own address keep
 * their faults.
 */
export type FaultTarget = 'email' | 'chat';

export type Fault = {
  target: FaultTarget;
  /** Status to answer; ignored for a hang. */
  status: number;
  /** Retry-After header to send with it, as given (seconds or an HTTP date). */
  retryAfter: string | null;
  hang: boolean;
  /** Epoch ms after which the fault is over; null for no time limit. */
  until: number | null;
  /** Requests it still applies to; null for no limit. */
  remaining: number | null;
  /** Only emails to this address meet it (so parallel tests sharing a catcher keep out of each other's way). */
  to: string | null;
};

export type FaultOrder = {
  target?: unknown;
  status?: unknown;
  retryAfter?: unknown;
  hang?: unknown;
  forMs?: unknown;
  times?: unknown;
  to?: unknown;
};

/** The fault an order describes, or why it cannot be one. */
export function parseFault(order: FaultOrder, now: number): Fault | string {
  if (order.target !== 'email' && order.target !== 'chat') return 'target must be "email" or "chat"';
  const status = order.status ?? 500;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
    return 'status must be an HTTP error status (400-599)';
  }
  const retryAfter = order.retryAfter === undefined || order.retryAfter === null ? null : String(order.retryAfter);
  if (retryAfter !== null && !/^[\w ,:+-]{1,64}$/.test(retryAfter)) return 'retryAfter must be seconds or an HTTP date';
  const forMs = order.forMs ?? null;
  if (forMs !== null && (typeof forMs !== 'number' || !(forMs > 0))) return 'forMs must be a positive number';
  const times = order.times ?? null;
  if (times !== null && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    return 'times must be a positive whole number';
  }
  const to = order.to ?? null;
  if (to !== null && (typeof to !== 'string' || order.target !== 'email')) return 'to must be an address, for email';
  return {
    target: order.target,
    status,
    retryAfter,
    hang: order.hang === true,
    until: forMs === null ? null : now + forMs,
    remaining: times,
    to,
  };
}

export class Faults {
  private readonly active = new Map<string, Fault>();

  set(fault: Fault) {
    this.active.set(keyOf(fault.target, fault.to), fault);
  }

  /** Ends the faults of one receiver, or of both. */
  clear(target?: FaultTarget) {
    for (const [key, fault] of this.active) if (!target || fault.target === target) this.active.delete(key);
  }

  list(now: number): Fault[] {
    return [...this.active.values()].filter((fault) => live(fault, now));
  }

  /**
   * The fault this request (to `recipients`) meets, counting it; undefined when the receiver should work normally.
   * A fault ordered for one of its addresses comes before one ordered for every address.
   */
  take(target: FaultTarget, now: number, recipients: readonly string[]): Fault | undefined {
    for (const to of [...recipients, null]) {
      const key = keyOf(target, to);
      const fault = this.active.get(key);
      if (!fault) continue;
      if (!live(fault, now)) {
        this.active.delete(key);
        continue;
      }
      if (fault.remaining !== null) fault.remaining -= 1;
      return fault;
    }
    return undefined;
  }
}

const keyOf = (target: FaultTarget, to: string | null) => `${target} ${to ?? ''}`;

const live = (fault: Fault, now: number) =>
  (fault.until === null || now < fault.until) && (fault.remaining === null || fault.remaining > 0);
