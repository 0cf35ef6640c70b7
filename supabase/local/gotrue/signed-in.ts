import type { Context } from 'hono';
import { AuthError } from './auth-error';
import { bearerClaims } from './bearer';
import { sessionExists } from './sessions';
import { getUser, type AuthUser, type Queryable } from './users';

/**
 * The user behind the bearer token, refused as GoTrue refuses it: the token's session must still exist (logging
 * out, and a ban, end it).
 */
export async function signedInUser(
  c: Context,
  q: Queryable,
  jwtSecret: string,
): Promise<{ user: AuthUser; sessionId: string }> {
  const claims = await bearerClaims(c, jwtSecret);
  if (typeof claims.sub !== 'string') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!(await sessionExists(q, sessionId))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await getUser(q, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}
