import { decodeJwt } from 'jose';
import { isApiRole, verifyJwt } from '../jwt';
import type { Caller } from '../request-context';

/** A subscriber as Realtime sees it: the role and claims its RLS checks run with, and when its token expires. */
export type Subscriber = Caller & { expiresAt: number };

/**
 * Checks a channel's token as Realtime does (signature, then `role` and `exp`), returning the reason it
 * sends back when the token cannot be used.
 */
export async function subscriberFromToken(token: string, jwtSecret: string): Promise<Subscriber | { reason: string }> {
  const verified = await verifyJwt(jwtSecret, token);
  if (!verified.ok) {
    if (!verified.expired) return { reason: verified.message };
    const secondsAgo = Math.max(0, Math.floor(Date.now() / 1000) - Number(decodeJwt(token).exp));
    return { reason: `Token has expired ${secondsAgo} seconds ago` };
  }
  const { role, exp } = verified.claims;
  if (typeof role !== 'string' || typeof exp !== 'number') {
    return { reason: 'Fields `role` and `exp` are required in JWT' };
  }
  if (!isApiRole(role)) return { reason: `The role ${role} cannot subscribe to changes` };
  return { role, claims: verified.claims, expiresAt: exp * 1000 };
}
