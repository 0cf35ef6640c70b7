import { describe, expect, it } from 'vitest';
import { canSubmitLogin, loginFailure } from '../../machines/login/login.machine';
import { loginCopy } from '../../src/content/login';

describe('login error text', () => {
  it("keeps the server's message", () => {
    expect(loginFailure(new Error('Invalid login credentials'))).toEqual({ reason: 'Invalid login credentials' });
  });

  it.each([new Error(''), new Error('{}'), 'boom', null, undefined])('keeps no reason for %j', (error) => {
    expect(loginFailure(error)).toEqual({ reason: null });
  });

  it("words a failure without a reason 'Invalid email or password'", () => {
    expect(loginCopy.failed).toBe('Invalid email or password');
  });
});

describe('login form completeness', () => {
  it('needs both an email and a password', () => {
    expect(canSubmitLogin({ email: 'a@b.co', password: 'x' })).toBe(true);
    expect(canSubmitLogin({ email: '  ', password: 'x' })).toBe(false);
    expect(canSubmitLogin({ email: 'a@b.co', password: '' })).toBe(false);
  });
});
