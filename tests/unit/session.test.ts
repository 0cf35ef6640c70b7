import { describe, expect, it } from 'vitest';
import { isAdmin, isStaff, mayOpen, type SessionUser } from '../../machines/session/staff-roles';

const user = (role: string | null): SessionUser => ({
  id: 'u-1',
  email: 'someone@example.com',
  role,
  secondStepPending: false,
});

describe('staff session', () => {
  it('admins and sales are staff; anyone else signed in is not', () => {
    expect(isStaff(user('admin'))).toBe(true);
    expect(isStaff(user('sales'))).toBe(true);
    expect(isStaff(user('authenticated'))).toBe(false);
    expect(isStaff(user(null))).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('only an admin is an admin', () => {
    expect(isAdmin(user('admin'))).toBe(true);
    expect(isAdmin(user('sales'))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('an admin may open every page sales may, and sales none of the admin pages', () => {
    expect(mayOpen(user('admin'), 'sales')).toBe(true);
    expect(mayOpen(user('admin'), 'admin')).toBe(true);
    expect(mayOpen(user('sales'), 'sales')).toBe(true);
    expect(mayOpen(user('sales'), 'admin')).toBe(false);
    expect(mayOpen(user(null), 'sales')).toBe(false);
  });
});
