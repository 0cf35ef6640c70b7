import { describe, expect, it } from 'vitest';
import { canSubmitLogin, loginErrorMessage } from '../../machines/login/login.machine';

describe('login error text', () => {
  it("shows the server's message", () => {
    expect(loginErrorMessage(new Error('Invalid login credentials'))).toBe('Invalid login credentials');
  });

  it.each([new Error(''), new Error('{}'), 'boom', null, undefined])(
    "falls back to 'Invalid email or password' for %j",
    (error) => {
      expect(loginErrorMessage(error)).toBe('Invalid email or password');
    },
  );
});

describe('login form completeness', () => {
  it('needs both an email and a password', () => {
    expect(canSubmitLogin({ email: 'a@b.co', password: 'x' })).toBe(true);
    expect(canSubmitLogin({ email: '  ', password: 'x' })).toBe(false);
    expect(canSubmitLogin({ email: 'a@b.co', password: '' })).toBe(false);
  });
});
