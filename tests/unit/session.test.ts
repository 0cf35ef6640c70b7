import { describe, expect, it } from 'vitest';
import { isAdmin } from '../../machines/session/session.machine';

describe('staff session', () => {
  it('lets only an admin into the staff pages', () => {
    expect(isAdmin({ id: 'u-1', email: 'admin@example.com', role: 'admin' })).toBe(true);
    expect(isAdmin({ id: 'u-2', email: 'someone@example.com', role: 'authenticated' })).toBe(false);
    expect(isAdmin({ id: 'u-3', email: 'no-role@example.com', role: null })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
