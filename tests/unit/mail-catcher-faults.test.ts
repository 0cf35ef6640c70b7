import { describe, expect, it } from 'vitest';
import { Faults, parseFault } from '../../supabase/local/mail-catcher/faults';

const fault = (order: Record<string, unknown>) => {
  const parsed = parseFault(order, 0);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};

describe('faults ordered from the mail catcher', () => {
  it('keeps a fault ordered for one address when a parallel test orders one for another address', () => {
    const faults = new Faults();
    faults.set(fault({ target: 'email', status: 422, times: 1, to: 'a@example.com' }));
    faults.set(fault({ target: 'email', status: 500, times: 1, to: 'b@example.com' }));
    expect(faults.take('email', 0, ['a@example.com'])?.status).toBe(422);
    expect(faults.take('email', 0, ['b@example.com'])?.status).toBe(500);
    expect(faults.take('email', 0, ['a@example.com'])).toBeUndefined();
  });

  it('meets an email to another address with no fault, and one to its own address first', () => {
    const faults = new Faults();
    faults.set(fault({ target: 'email', status: 503, to: 'a@example.com' }));
    faults.set(fault({ target: 'email', status: 500 }));
    expect(faults.take('email', 0, ['c@example.com'])?.status).toBe(500);
    expect(faults.take('email', 0, ['c@example.com', 'a@example.com'])?.status).toBe(503);
  });

  it('replaces the fault ordered for the same address, and clears every fault of a receiver', () => {
    const faults = new Faults();
    faults.set(fault({ target: 'email', status: 422, to: 'a@example.com' }));
    faults.set(fault({ target: 'email', status: 429, to: 'a@example.com' }));
    faults.set(fault({ target: 'chat', status: 500 }));
    expect(faults.list(0).map((each) => each.status)).toEqual([429, 500]);
    faults.clear('email');
    expect(faults.take('email', 0, ['a@example.com'])).toBeUndefined();
    expect(faults.take('chat', 0, [])?.status).toBe(500);
  });
});
