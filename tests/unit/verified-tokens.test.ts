import { afterEach, describe, expect, it, vi } from 'vitest';
import { localJwtSecret, signJwt, verifyJwt } from '../../supabase/local/jwt';

describe('the stand-in verifying a token it has seen before', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses it as expired once its expiry has passed, though it verified before', async () => {
    const now = Date.now();
    const token = await signJwt(localJwtSecret, { role: 'anon', exp: Math.floor(now / 1000) + 60 });
    expect(await verifyJwt(localJwtSecret, token)).toMatchObject({ ok: true, claims: { role: 'anon' } });
    vi.useFakeTimers({ now: now + 61_000, toFake: ['Date'] });
    expect(await verifyJwt(localJwtSecret, token)).toEqual({ ok: false, expired: true, message: 'JWT expired' });
  });

  it('refuses it under another secret, though it verified under its own', async () => {
    const token = await signJwt(localJwtSecret, { role: 'anon' });
    expect((await verifyJwt(localJwtSecret, token)).ok).toBe(true);
    expect(await verifyJwt('another-secret-that-is-at-least-32-characters', token)).toMatchObject({ ok: false });
  });
});
